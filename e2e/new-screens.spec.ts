// The match day's new screens with the example team at 1280, 1024 and 390 px: the match page
// ('Cronología', 'Once en el campo'), the calendar with a training session and its attendance,
// the call-up and the plan detail. Each is measured (no page scrolls sideways, no table scrolls
// its columns out of sight) and photographed into the test's output folder to be looked at;
// the ones kept are in docs/screenshots/.
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { failOnPageError, seed } from "./support";

async function loadDemoTeam(page: Page) {
  await seed(page, {});
  await page.goto("/");
  await page.getByRole("button", { name: "Cargar equipo de ejemplo" }).first().click();
  await expect(page.getByText("Estás viendo el equipo de ejemplo")).toBeVisible();
}

/** What is cut off: the page scrolling sideways, a table wider than its scrolling box, a
 * heading's word broken over two lines. */
async function cutOff(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) out.push(`page ${doc.scrollWidth}/${doc.clientWidth}`);
    for (const t of document.querySelectorAll<HTMLElement>("main table")) {
      const box = t.closest<HTMLElement>("[data-table-scroll]") ?? t.parentElement!;
      if (t.scrollWidth > box.clientWidth + 1)
        out.push(`${t.getAttribute("aria-label")} ${t.scrollWidth}/${box.clientWidth}`);
    }
    // A heading's word split over two lines ('Entrenamient / os'): squeezed by a button.
    for (const h of document.querySelectorAll<HTMLElement>("main h1, main h2")) {
      const text = h.firstChild;
      if (!(text instanceof Text)) continue;
      for (const m of text.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, m.index);
        range.setEnd(text, m.index + m[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) out.push(`heading word split: ${m[0]}`);
      }
    }
    return out;
  });
}

const isoDay = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

for (const width of [1280, 1024, 390]) {
  test(`the match day's screens at ${width} px: nothing cut off, photographed`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = failOnPageError(page);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await loadDemoTeam(page);
    const { matchId, planId } = await page.evaluate(() => ({
      matchId: (JSON.parse(localStorage.getItem("matches")!) as { id: string }[]).at(-1)!.id,
      planId: (JSON.parse(localStorage.getItem("matchPlans")!) as { id: string }[])[0]!.id,
    }));
    const shot = async (name: string) => {
      expect.soft(await cutOff(page), `${name} at ${width}`).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`${name}-${width}.png`),
        fullPage: true,
      });
    };

    await page.goto(`/match-details/${matchId}`);
    await expect(page.getByRole("region", { name: "Cronología" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Once en el campo" })).toBeVisible();
    await shot("match");

    await page.evaluate((date) => {
      const r = (JSON.parse(localStorage.getItem("rivals")!) as { id: string; name: string }[])[0]!;
      const fixture = { id: "fx1", rivalId: r.id, rival: r.name, date };
      const more = { time: "18:30", location: "home", competition: "Liga", venue: "Campo" };
      localStorage.setItem("fixtures", JSON.stringify([{ ...fixture, ...more }]));
    }, isoDay(5));
    await page.goto("/calendar/entrenamiento/nuevo");
    await page.getByLabel("Fecha").fill(isoDay(2));
    await page.getByLabel("Hora de inicio").fill("19:00");
    await page.getByLabel("Duración (minutos)").fill("90");
    await page.getByRole("button", { name: "Guardar entrenamiento" }).click();
    await page.goto("/calendar");
    const actions = page.getByRole("group", { name: /^Acciones: Entrenamiento/ }).first();
    await expect(actions).toBeVisible();
    await shot("calendar-training");
    await actions.getByRole("link", { name: "Asistencia" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Asistencia" })).toBeVisible();
    await expect(
      page.getByRole("button", { name: /: Presente\. Toca para cambiar\./ }).first(),
    ).toBeVisible();
    await shot("training-attendance");

    await page.goto("/calendar/fx1/convocatoria");
    await expect(page.getByRole("heading", { name: "Convocatoria" })).toBeVisible();
    await expect(page.getByRole("checkbox").first()).toBeVisible();
    await shot("callup");

    await page.goto(`/match-plan-details/${planId}`);
    await expect(page.getByRole("table", { name: "Alineación" })).toBeVisible();
    await shot("plan");
    expect(errors()).toEqual([]);
  });
}
