// Screens that fit: measured boxes, not looks. With the example team at 390, 1024 and 1280 px,
// every row's actions and status are inside the viewport and inside the table's own box (not
// scrolled out of it); on a phone the live and call-up screens have touch targets of 48 px or
// more; after a failed save the field in error is above the sticky save bar; the sync dot and
// the conflicts badge leave the app's name alone.
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { defaultFormation, squad } from "./fixtures";
import { leones } from "./matches-fixtures";
import { failOnPageError, readStorage, seed } from "./support";
import { liveMatch } from "./pages/live";

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

    test("the plan detail's lineup shows every column, the shirt number too", async ({ page }) => {
      const errors = failOnPageError(page);
      await loadDemoTeam(page);
      const planId = await page.evaluate(
        () => (JSON.parse(localStorage.getItem("matchPlans")!) as { id: string }[])[0]!.id,
      );
      await page.goto(`/match-plan-details/${planId}`);
      const cells = await cutOff(page, "Alineación", "thead th, tbody td");
      expect(cells.count).toBe(4 * 12);
      expect(cells.out, `lineup at ${width}`).toEqual([]);
      // Nothing left to scroll to inside the table's box either.
      const hidden = await page
        .getByRole("table", { name: "Alineación", exact: true })
        .evaluate((t) => t.scrollWidth - t.closest("[data-table-scroll]")!.clientWidth);
      expect(hidden, `lineup scrolls at ${width}`).toBeLessThanOrEqual(0);
      expect(errors()).toEqual([]);
    });

    test("the call-up shows every player's whole name", async ({ page }) => {
      const errors = failOnPageError(page);
      await loadDemoTeam(page);
      await page.evaluate(() => {
        const r = (
          JSON.parse(localStorage.getItem("rivals")!) as { id: string; name: string }[]
        )[0]!;
        const fixture = { id: "fx1", rivalId: r.id, rival: r.name, date: "2099-12-28" };
        const more = { time: "18:30", location: "home", competition: "Liga", venue: "Campo" };
        localStorage.setItem("fixtures", JSON.stringify([{ ...fixture, ...more }]));
      });
      await page.goto("/calendar/fx1/convocatoria");
      const boxes = page.getByRole("checkbox");
      await expect(boxes.first()).toBeVisible();
      // A name cut to 'Iker Salv…' is wider than the box that shows it.
      const cut = await boxes.evaluateAll((inputs) =>
        inputs.flatMap((input) => {
          const name = input.parentElement!.querySelector<HTMLElement>(
            "[data-testid=callup-name]",
          )!;
          return name.scrollWidth > name.clientWidth ? [name.textContent] : [];
        }),
      );
      expect(await boxes.count()).toBeGreaterThan(20);
      expect(cut, `call-up names at ${width}`).toEqual([]);
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
      // Built when the coach scrolls near it.
      await page.getByRole("heading", { level: 2, name: fair }).scrollIntoViewIfNeeded();
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

/** Controls in the header and the screen smaller than 48 × 48 px, as "text w×h" (a checkbox is
 * measured by its label, the target a finger hits; layout size, so a toast stacked behind the
 * front one, drawn smaller, counts at its real size). */
async function smallTargets(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      "header a, header button, main a[href], main button, main select, main input, main textarea, main summary, [data-sonner-toast] button",
    );
    for (const el of controls) {
      const target = el instanceof HTMLInputElement ? (el.closest("label") ?? el) : el;
      if (!target.offsetParent && getComputedStyle(target).position !== "fixed") continue;
      const { offsetWidth: w, offsetHeight: h } = target;
      if (w === 0 || h === 0) continue;
      if (w < 48 || h < 48) {
        const name = (el.getAttribute("aria-label") ?? target.textContent ?? "").trim();
        out.push(`${name.slice(0, 30)} ${w}×${h}`);
      }
    }
    return out;
  });
}

/** The page, or a box inside it, that scrolls sideways (the review's stored JSON may). */
async function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const wide = doc.scrollWidth > doc.clientWidth ? [`page ${doc.scrollWidth}`] : [];
    for (const el of document.querySelectorAll<HTMLElement>("main :not(pre)")) {
      const x = getComputedStyle(el).overflowX;
      if ((x === "auto" || x === "scroll") && el.scrollWidth > el.clientWidth)
        wide.push(`${el.tagName} ${el.scrollWidth}/${el.clientWidth}`);
    }
    return wide;
  });
}

test.describe("on a phone (390 × 844, touch)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the live match: 48 px targets, full-size buttons, no sideways scroll, two-line log rows", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const errors = failOnPageError(page);
    await loadDemoTeam(page);
    const planId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem("matchPlans")!) as { id: string }[])[0]!.id,
    );
    await page.goto(`/live?plan=${planId}`);
    const go = page.getByRole("button", { name: "Ir al partido" });
    await expect(go).toBeVisible();
    expect.soft(await sidewaysScroll(page), "setup").toEqual([]);
    expect.soft(await smallTargets(page), "setup").toEqual([]);
    expect.soft((await go.boundingBox())!.height).toBeGreaterThanOrEqual(48);

    await go.tap();
    await liveMatch(page).kickOff.tap();
    await liveMatch(page).ourGoal.tap();
    const sheet = page.getByRole("dialog");
    await sheet.getByRole("button", { name: /Daniel Peña/ }).tap();
    await sheet.getByRole("button", { name: /Álvaro Méndez/ }).tap();
    await liveMatch(page).rivalShot.tap();
    const log = liveMatch(page).log;
    await expect(log.getByRole("listitem")).toHaveCount(2);
    // The 'Deshacer' toast is on screen while we measure.
    await expect(page.getByRole("button", { name: "Deshacer" }).first()).toBeVisible();
    expect.soft(await sidewaysScroll(page), "match").toEqual([]);
    expect.soft(await smallTargets(page), "match").toEqual([]);
    // A row is its controls' line and the event's text: no taller than two 48 px lines.
    const goal = log.getByRole("listitem", { name: /Gol de Daniel Peña · asistencia/ });
    const rowHeights = await log
      .getByRole("listitem")
      .evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
    for (const h of rowHeights) expect.soft(h).toBeLessThanOrEqual(2 * 48 + 12);
    const text = goal.getByText(/Gol de Daniel Peña/);
    const edit = goal.getByRole("button", { name: /^Editar/ });
    // The text has the row's width, not what the buttons leave.
    expect.soft((await text.boundingBox())!.width).toBeGreaterThan(300);
    expect.soft((await edit.boundingBox())!.height).toBeGreaterThanOrEqual(48);

    await liveMatch(page).endFirstHalf.tap();
    await liveMatch(page).startSecondHalf.tap();
    await liveMatch(page).fullTime.tap();
    await page.getByRole("alertdialog").getByRole("button", { name: "Terminar" }).tap();
    await liveMatch(page).review.tap();
    const save = page.getByRole("button", { name: "Guardar partido" });
    await expect(save).toBeVisible();
    expect.soft(await sidewaysScroll(page), "review").toEqual([]);
    expect.soft(await smallTargets(page), "review").toEqual([]);
    expect.soft((await save.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    expect(errors()).toEqual([]);
  });

  test("the call-up: 48 px targets", async ({ page }) => {
    const errors = failOnPageError(page);
    await loadDemoTeam(page);
    await page.evaluate(() => {
      const r = (JSON.parse(localStorage.getItem("rivals")!) as { id: string; name: string }[])[0]!;
      const fixture = { id: "fx1", rivalId: r.id, rival: r.name, date: "2099-12-28" };
      const more = { time: "18:30", location: "home", competition: "Liga", venue: "Campo" };
      localStorage.setItem("fixtures", JSON.stringify([{ ...fixture, ...more }]));
    });
    await page.goto("/calendar/fx1/convocatoria");
    await expect(page.getByRole("heading", { name: "Convocatoria" })).toBeVisible();
    await expect(page.getByRole("checkbox").first()).toBeVisible();
    expect.soft(await sidewaysScroll(page)).toEqual([]);
    expect.soft(await smallTargets(page)).toEqual([]);
    expect(errors()).toEqual([]);
  });
});

for (const viewport of [
  { width: 1280, height: 500 },
  { width: 390, height: 700 },
]) {
  test(`after a failed save the field in error is in view above the save bar (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await seed(page, { players: squad, formations: [defaultFormation], rivals: [leones] });
    await page.goto("/add-match");
    const data = page.getByRole("region", { name: "Datos del partido" });
    await data.getByLabel("Rival").selectOption("Leones");
    await data.getByLabel("Fecha").fill("2024-04-14");
    await data.getByLabel("Formación").selectOption({ label: "Clásica (1-4-4-2)" });
    await data.getByLabel("Local", { exact: true }).check();
    await data.getByLabel("Goles a favor").fill("0");
    await data.getByLabel("Goles en contra").fill("0");
    // The only field in error, scrolled to where the save bar covers it.
    const shots = data.getByLabel("Tiros en contra");
    await shots.fill("-1");
    await shots.evaluate((el) => {
      const r = el.getBoundingClientRect();
      window.scrollBy(0, r.bottom - window.innerHeight + 8);
    });
    await page.getByRole("button", { name: "Guardar partido" }).click();
    await expect(page.getByText("Revisa los campos marcados en rojo")).toBeVisible();
    const field = page.locator(":focus");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    const box = await field.evaluate((el) => {
      const bar =
        document.querySelector("[data-save-bar]") ?? el.closest("form")!.lastElementChild!;
      const header = document.querySelector("header")!.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      const msgId = el.getAttribute("aria-describedby")?.split(" ")[0];
      const msg = msgId ? document.getElementById(msgId)?.getBoundingClientRect() : undefined;
      return {
        top: r.top,
        bottom: Math.max(r.bottom, msg?.bottom ?? 0),
        barTop: bar.getBoundingClientRect().top,
        headerBottom: header.bottom,
      };
    });
    expect(box.top, "below the top bar").toBeGreaterThanOrEqual(box.headerBottom);
    expect(box.bottom, "above the save bar").toBeLessThanOrEqual(box.barTop);
    expect(await readStorage(page, "matches")).toBeNull();
  });
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the sharing dot and the top bar's links leave the app's name uncovered", async ({
    page,
  }) => {
    // Sharing configured with a server that does not answer: the dot shows.
    await seed(page, {});
    await page.addInitScript(() => {
      if (localStorage.getItem("banquilloSync")) return;
      const settings = { server: "http://127.0.0.1:9", database: "equipo", user: "ana" };
      localStorage.setItem("banquilloSync", JSON.stringify(settings));
      localStorage.setItem("banquilloSyncPassword", "clave");
    });
    for (const path of ["/", "/live", "/players"]) {
      await page.goto(path);
      await expect(page.getByTestId("sync-status")).toBeVisible();
      const clash = await page.evaluate(() => {
        const header = document.querySelector("header")!;
        const name = [...header.querySelectorAll("a span")].find(
          (s) => s.textContent === "Banquillo",
        )!;
        const n = name.getBoundingClientRect();
        const out: string[] = [];
        if (n.right > window.innerWidth || n.width < name.scrollWidth) out.push("name cut");
        for (const el of header.querySelectorAll<HTMLElement>("nav a, [data-testid]")) {
          const r = el.getBoundingClientRect();
          if (r.width === 0) continue;
          const overlaps = r.left < n.right && r.right > n.left;
          if (overlaps || r.right > window.innerWidth + 0.5)
            out.push(`${el.textContent} ${Math.round(r.left)}–${Math.round(r.right)}`);
        }
        return out;
      });
      expect(clash, path).toEqual([]);
      // The links keep their names for assistive technology.
      await expect(page.getByRole("link", { name: "Configuración" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Datos", exact: true })).toBeVisible();
    }
  });

  test("the fairness chart lies down: one row and one straight name per player", async ({
    page,
  }) => {
    await loadDemoTeam(page);
    const players = await page.evaluate(
      () => (JSON.parse(localStorage.getItem("players")!) as unknown[]).length,
    );
    await page.goto("/analytics");
    await page
      .getByRole("heading", { level: 2, name: "Reparto de minutos" })
      .scrollIntoViewIfNeeded();
    const chart = page.getByRole("img", { name: /Minutos de cada jugador/ });
    await chart.scrollIntoViewIfNeeded();
    const canvas = chart.locator("canvas").first();
    await expect(canvas).toBeVisible();
    const box = (await canvas.boundingBox())!;
    // Rows of at least 20 px for every player: room for each name written straight.
    expect(box.height).toBeGreaterThanOrEqual(players * 20);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});
