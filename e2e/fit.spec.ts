// Screens that fit: measured boxes, not looks. With the example team at 390, 1024 and 1280 px,
// every row's actions and status are inside the viewport and inside the table's own box (not
// scrolled out of it); on a phone the live and call-up screens have touch targets of 48 px or
// more; after a failed save the field in error is above the sticky save bar; the sync dot and
// the conflicts badge leave the app's name alone.
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { failOnPageError, seed } from "./support";

async function loadDemoTeam(page: Page) {
  await seed(page, {});
  await page.goto("/");
  await page.getByRole("button", { name: "Cargar equipo de ejemplo" }).first().click();
  await expect(page.getByText("Estás viendo el equipo de ejemplo")).toBeVisible();
}

/**
 * The cells matched by `selector` inside the table named `label` (or the controls inside them)
 * whose box leaves the viewport or the table's scrolling box, as "row: text".
 */
async function cutOff(page: Page, label: string, selector: string) {
  const table = page.getByRole("table", { name: label, exact: true });
  await expect(table).toBeVisible();
  return table.evaluate((t, sel) => {
    const wrap = t.closest("[data-table-scroll]")!.getBoundingClientRect();
    const out: string[] = [];
    const targets = [...t.querySelectorAll<HTMLElement>(sel)].filter((el) => el.offsetParent);
    for (const el of targets) {
      const r = el.getBoundingClientRect();
      const inside =
        r.left >= Math.max(wrap.left, 0) - 0.5 &&
        r.right <= Math.min(wrap.right, window.innerWidth) + 0.5;
      if (!inside) {
        const row = el.closest("tr")?.querySelector("td,th")?.textContent?.trim().slice(0, 24);
        out.push(`${row}: ${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim()}`);
      }
    }
    return { count: targets.length, out };
  }, selector);
}

for (const width of [390, 1024, 1280]) {
  test.describe(`at ${width} px with the example team`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the players and matches tables show every row's actions", async ({ page }) => {
      const errors = failOnPageError(page);
      await loadDemoTeam(page);
      await page.goto("/players");
      const players = await cutOff(page, "Jugadores", "tbody a[aria-label], tbody button");
      expect(players.count).toBe(44);
      expect(players.out, `players at ${width}`).toEqual([]);
      // The name is always in view too (a sticky first column on a phone).
      const names = await cutOff(page, "Jugadores", "tbody td:first-child a");
      expect(names.out).toEqual([]);

      await page.goto("/matchs");
      const matches = await cutOff(page, "Partidos", "tbody a[aria-label], tbody button");
      expect(matches.count).toBe(75);
      expect(matches.out, `matches at ${width}`).toEqual([]);
      // A rival's name takes two lines at most.
      const tallest = await page
        .getByRole("table", { name: "Partidos" })
        .locator("tbody td:nth-child(2) a")
        .evaluateAll((links) => Math.max(...links.map((a) => a.getClientRects().length)));
      expect(tallest, `rival lines at ${width}`).toBeLessThanOrEqual(2);
      expect(errors()).toEqual([]);
    });

    test("the analytics tables show the status and points per match", async ({ page }) => {
      const errors = failOnPageError(page);
      await loadDemoTeam(page);
      await page.goto("/analytics");
      // Points per match (the last column) of home/away and formations.
      for (const label of ["Local y visitante", "Formaciones"]) {
        const ppm = await cutOff(page, label, "tbody td:last-child, thead th:last-child");
        expect(ppm.count).toBeGreaterThan(2);
        expect(ppm.out, `${label} at ${width}`).toEqual([]);
      }
      const fair = "Reparto de minutos";
      const names = await cutOff(page, fair, "tbody td:first-child a");
      expect(names.count).toBeGreaterThan(5);
      expect(names.out, `fairness names at ${width}`).toEqual([]);
      if (width >= 1024) {
        const status = await cutOff(page, fair, "tbody td:last-child, thead th:last-child");
        expect(status.out, `fairness status at ${width}`).toEqual([]);
      }
      expect(errors()).toEqual([]);
    });
  });
}
