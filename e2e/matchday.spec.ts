// The match day in fewer taps: the plan's substitution ideas (the planning rule within the
// call-up) carried from planning to the call-up, the live bench and 'Plan y resultado'; the
// plan's day and notes on its list row, its detail and its print.
import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { defaultFormation, player, rival, squad, stats } from "./fixtures";
import { failOnPageError, jump, readStorage, seed } from "./support";
import { liveMatch } from "./pages/live";

type Stored = Record<string, unknown>;

/** "Today": Tuesday 24 November 2026, 10:00 in Madrid; the game is on Saturday at 18:30. */
const NOW = new Date("2026-11-24T10:00:00+01:00");
const KICK_OFF = new Date("2026-11-28T18:30:00+01:00");

const withGoals = (p: ReturnType<typeof player>, goals: number, assists = 0) => ({
  ...p,
  stats: stats({ goals, assists, matches: 3 }),
});
// Ideas by the planning rule (two per line by goals + assists, the XI out): Cesc (7) and Mata
// (1) among the midfielders, Pedro (3) and Navas (2) among the forwards. The spec's plan-detail
// list (by shirt number) is another one: Reina 23, Navas 22, Silva 21, Llorente 20, Cazorla 19.
const team = [
  ...squad.slice(0, 13),
  withGoals(squad[13]!, 5, 2), // Cesc Fàbregas, 10
  withGoals(squad[14]!, 3), // Pedro Rodríguez, 18
  withGoals(squad[15]!, 2), // Jesús Navas, 22
  player("p17", "Santi Cazorla", "Midfielder", 19),
  player("p18", "David Silva", "Midfielder", 21),
  player("p19", "Raúl Albiol", "Defender", 2),
  player("p20", "Víctor Valdés", "Goalkeeper", 13),
  player("p21", "Fernando Llorente", "Forward", 20),
  withGoals(player("p22", "Juan Mata", "Midfielder", 12), 0, 1),
];
const starters = squad.slice(0, 11);
const formation = { ...defaultFormation, id: "f1" };
const lobos = rival("Lobos", { id: "r1" });
const fixture = {
  id: "fx1",
  rivalId: "r1",
  rival: "Lobos",
  date: "2026-11-28",
  time: "18:30",
  location: "home",
  competition: "Liga",
  venue: "Campo Municipal",
};
const FROM_PLAN = "Marcados el once y los cambios previstos de la planificación.";
const NOTES = "Córners: Piqué al primer palo.\nMarcaje al 10 de los Lobos.";

async function choose(combo: Locator, name: string) {
  await combo.fill(name);
  await combo.press("Enter");
  await expect(combo).toHaveValue(new RegExp(`${name}$`));
}

const region = (page: Page, name: string) => page.getByRole("region", { name });
const box = (page: Page, name: string) => page.getByRole("checkbox", { name: new RegExp(name) });

test("plan → call-up from the plan → live (a suggested substitute) → the review shows it 'sugerido'", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = failOnPageError(page);
  await seed(page, {
    players: team,
    formations: [formation],
    rivals: [lobos],
    fixtures: [fixture],
  });
  await page.clock.install({ time: NOW });

  // Plan the fixture: the XI, the coach's notes; the ideas shown are stored with the plan.
  await page.goto("/match-planning?fixture=fx1");
  await page.getByLabel("Formación", { exact: true }).selectOption({ label: "Clásica (1-4-4-2)" });
  for (const [i, p] of starters.entries())
    await choose(
      page
        .getByTestId(`starter-${i + 1}`)
        .getByRole("combobox")
        .first(),
      p.name,
    );
  await expect(page.getByTestId("suggestion")).toHaveText([
    /Cesc Fàbregas/,
    /Juan Mata/,
    /Pedro Rodríguez/,
    /Jesús Navas/,
  ]);
  const day = region(page, "Día del partido y notas");
  await expect(day).toContainText("sábado, 28 de noviembre · 18:30 · Liga · Campo Municipal");
  await day.getByLabel("Notas del entrenador").fill(NOTES);
  await page.getByRole("button", { name: "Guardar Planificación" }).click();
  await expect(page).toHaveURL("/match-plans");
  const [plan] = (await readStorage<Stored[]>(page, "matchPlans"))!;
  expect(plan).toMatchObject({
    fixtureId: "fx1",
    date: "2026-11-28",
    time: "18:30",
    competition: "Liga",
    venue: "Campo Municipal",
    notes: NOTES,
    suggestionIds: ["p14", "p22", "p15", "p16"],
  });
  await expect(
    page.getByRole("row").filter({ hasText: "Lobos" }).getByTestId("plan-day"),
  ).toHaveText("Liga · sábado, 28 de noviembre · 18:30 · Campo Municipal");

  // The plan detail: its day, the notes, and the spec's list left as the spec defines it.
  await page.getByRole("link", { name: "Ver Detalles" }).click();
  await expect(page.getByTestId("plan-day")).toContainText(
    "Liga · sábado, 28 de noviembre · 18:30",
  );
  await expect(page.getByTestId("plan-notes")).toHaveText(NOTES);
  await expect(page.getByTestId("plan-suggestion")).toHaveText([
    /Pepe Reina/,
    /Jesús Navas/,
    /David Silva/,
    /Fernando Llorente/,
    /Santi Cazorla/,
  ]);

  // The call-up opens with the XI and the planned bench ticked: 15 of the usual 18.
  await page.goto("/calendar/fx1/convocatoria");
  await expect(page.getByText(FROM_PLAN)).toBeVisible();
  await expect(page.getByTestId("squad-limit")).toHaveText("15 / 18 · quedan 3");
  for (const p of [...starters, team[13]!, team[14]!, team[15]!, team[21]!])
    await expect(box(page, p.name)).toBeChecked();
  await expect(box(page, "Pepe Reina")).not.toBeChecked();
  // Navas stays at home; the call-up is saved as the coach left it.
  await box(page, "Jesús Navas").uncheck();
  await expect(page.getByTestId("squad-limit")).toHaveText("14 / 18 · quedan 4");
  await page.getByRole("button", { name: "Guardar convocatoria" }).click();
  await expect(page.getByText("Convocatoria guardada.")).toBeVisible();
  const [saved] = (await readStorage<Stored[]>(page, "fixtures"))!;
  expect(saved!.squadIds).toEqual([...starters.map((p) => p.id), "p14", "p22", "p15"]);

  // Live: the bench is the call-up, the plan's ideas marked; Mata comes on for Torres.
  await page.clock.pauseAt(KICK_OFF);
  await page.goto("/live?fixture=fx1");
  await expect(page.getByRole("heading", { name: "Alineación (11/11)" })).toBeVisible();
  await page.getByRole("button", { name: "Ir al partido", exact: true }).click();
  await page.getByRole("button", { name: "Pitido inicial", exact: true }).click();
  const bench = region(page, "Banquillo");
  await expect(bench.getByRole("listitem")).toHaveCount(3);
  await expect(bench.getByTestId("bench-suggested")).toHaveCount(3);
  await jump(page, 46 * 60_000);
  await page.getByRole("button", { name: "Fin 1ª parte", exact: true }).click();
  await page.getByRole("button", { name: "Cambio", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "9 Fernando Torres", exact: true }).click();
  await expect(dialog.getByRole("button", { name: "12 Juan Mata", exact: true })).toContainText(
    "Sugerido",
  );
  await dialog.getByRole("button", { name: "12 Juan Mata", exact: true }).click();
  await dialog.getByRole("button", { name: "Hacer 1 cambio", exact: true }).click();
  await liveMatch(page).playSecondHalfAndSave();

  // The review compares with what the coach saw: Mata was an idea (not on the shirt-number list).
  const review = region(page, "Plan y resultado");
  await expect(review.getByTestId("review-sub")).toHaveText([
    /^45′ Juan Mata por Fernando Torres\s*sugerido$/,
  ]);
  // Rows by role, as the rest of the page.
  await expect(review.getByTestId("xi-row").first().locator("td").first()).toHaveText("Arquero");
  await expect(review.getByText("Posición 1", { exact: true })).toHaveCount(0);
  // Navas, not called up, is no longer among the ideas.
  await expect(region(page, "Cambios previstos en el plan")).toContainText(
    "Cesc Fàbregas, Juan Mata, Pedro Rodríguez",
  );
  await expect(region(page, "Cambios previstos en el plan")).not.toContainText("Navas");
  expect(errors()).toEqual([]);
});

test("a saved call-up is never replaced by the plan's; 'Todos los disponibles' and 'Ninguno'", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  const plan = {
    id: "plan-1",
    rival: "Lobos",
    formation: "Clásica",
    lineup: Object.fromEntries(starters.map((p, i) => [`Posición ${i + 1}`, p.name])),
    fixtureId: "fx1",
  };
  await seed(page, {
    players: team,
    formations: [formation],
    rivals: [lobos],
    matchPlans: [plan],
    fixtures: [{ ...fixture, planId: "plan-1", squadIds: ["p12", "p20"] }],
    // Puyol is injured that day: never called up by 'Todos los disponibles'.
    availability: [
      {
        id: "a1",
        playerId: "p4",
        kind: "injured",
        note: "",
        from: "2026-11-20",
        until: "2026-12-10",
      },
    ],
  });
  await page.clock.install({ time: NOW });
  await page.goto("/calendar/fx1/convocatoria");
  await expect(page.getByTestId("squad-limit")).toHaveText("2 / 18 · quedan 16");
  await expect(page.getByText(FROM_PLAN)).toHaveCount(0);
  await expect(box(page, "Pepe Reina")).toBeChecked();
  await expect(box(page, "Iker Casillas")).not.toBeChecked();

  await page.getByRole("button", { name: "Todos los disponibles" }).click();
  await expect(page.getByTestId("squad-limit")).toHaveText("21 / 18 · 3 de más");
  await expect(box(page, "Carles Puyol")).not.toBeChecked();
  await page.getByRole("button", { name: "Ninguno" }).click();
  await expect(page.getByTestId("squad-limit")).toHaveText("0 / 18 · quedan 18");
  await page.getByRole("button", { name: "Guardar convocatoria" }).click();
  await expect(page.getByText("Convocatoria guardada.")).toBeVisible();
  expect((await readStorage<Stored[]>(page, "fixtures"))![0]!.squadIds).toEqual([]);
  expect(errors()).toEqual([]);
});

test("screenshots: the call-up from the plan, the plan detail and its print at 1280, 1024 and 390", async ({
  page,
}) => {
  const lineup = Object.fromEntries(starters.map((p, i) => [`Posición ${i + 1}`, p.name]));
  const lineupIds = Object.fromEntries(starters.map((p, i) => [`Posición ${i + 1}`, p.id]));
  await seed(page, {
    players: team,
    formations: [formation],
    rivals: [rival("Lobos", { id: "r1", notes: ["Presionan la salida de balón."] })],
    matchPlans: [
      {
        id: "plan-1",
        rival: "Lobos",
        rivalId: "r1",
        formation: "Clásica",
        formationId: "f1",
        lineup,
        lineupIds,
        fixtureId: "fx1",
        date: "2026-11-28",
        time: "18:30",
        competition: "Liga",
        venue: "Campo Municipal",
        notes: NOTES,
        suggestionIds: ["p14", "p22", "p15", "p16"],
      },
    ],
    fixtures: [{ ...fixture, planId: "plan-1" }],
    teamSettings: { name: "CD Ejemplo", seasonStartMonth: 8 },
  });
  await page.clock.install({ time: NOW });
  for (const width of [1280, 1024, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.emulateMedia({ media: "screen" });
    await page.goto("/calendar/fx1/convocatoria");
    await expect(page.getByTestId("squad-limit")).toHaveText("15 / 18 · quedan 3");
    await page.screenshot({
      path: `docs/screenshots/matchday-callup-${width}.png`,
      fullPage: true,
    });
    await page.goto("/match-plan-details/plan-1");
    await expect(page.getByTestId("plan-notes")).toBeVisible();
    await page.screenshot({ path: `docs/screenshots/matchday-plan-${width}.png`, fullPage: true });
    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("plan-notes")).toBeVisible();
    await page.screenshot({
      path: `docs/screenshots/matchday-plan-print-${width}.png`,
      fullPage: true,
    });
    if (width === 1280) {
      // The day and the notes still fit the sheet on one A4 page.
      const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
      expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);
    }
  }
});
