// The week before the match. Availability marked in planning and never suggested, a
// red card that suspends for the next fixture, a fixture taken through plan → live match →
// review, the .ics export parsed with real times, and the call-up on one A4 page.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import ICAL from "ical.js";
import { defaultFormation, player, rival, squad, stats } from "./fixtures";
import { failOnPageError, jump, readStorage, seed } from "./support";
import { calendarPage } from "./pages/calendar";
import { liveMatch } from "./pages/live";

type Stored = Record<string, unknown>;

/** "Today" for every test: Tuesday 24 November 2026, 10:00 in Madrid. */
const NOW = new Date("2026-11-24T10:00:00+01:00");

const withGoals = (p: ReturnType<typeof player>, goals: number, assists = 0) => ({
  ...p,
  stats: stats({ goals, assists, matches: 3 }),
});
// Substitutes with goals, so planning has suggestions to make.
const team = [
  ...squad.slice(0, 13),
  withGoals(squad[13]!, 5, 2), // Cesc Fàbregas
  withGoals(squad[14]!, 3), // Pedro Rodríguez
  withGoals(squad[15]!, 2), // Jesús Navas
  player("p17", "Santi Cazorla", "Midfielder", 19),
  player("p18", "David Silva", "Midfielder", 21),
  player("p19", "Raúl Albiol", "Defender", 2),
  player("p20", "Víctor Valdés", "Goalkeeper", 13),
  player("p21", "Fernando Llorente", "Forward", 20),
  player("p22", "Juan Mata", "Midfielder", 12),
];
const formation = { ...defaultFormation, id: "f1" };
const lobos = rival("Lobos", { id: "r1", homeGround: "Campo de los Lobos" });
const osos = rival("Osos", { id: "r2" });
const starters = squad.slice(0, 11);
const plan = {
  id: "plan-1",
  rival: "Lobos",
  formation: "Clásica",
  lineup: Object.fromEntries(starters.map((p, i) => [`Posición ${i + 1}`, p.name])),
};
const fixture = (over: Stored = {}) => ({
  id: "fx1",
  rivalId: "r1",
  rival: "Lobos",
  date: "2026-11-28",
  time: "18:30",
  location: "home",
  competition: "Liga",
  venue: "Campo Municipal",
  ...over,
});

async function at(page: Page, time = NOW) {
  await page.clock.install({ time });
}

const region = (page: Page, name: string) => page.getByRole("region", { name });

/** The player pickers are comboboxes: type the name, take the first match with Enter. */
async function choose(combo: Locator, name: string) {
  await combo.fill(name);
  await combo.press("Enter");
  await expect(combo).toHaveValue(new RegExp(`${name}$`));
}

test("an injury marks the player in planning and keeps him out of the suggestions", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  await seed(page, { players: team, formations: [formation], rivals: [lobos], matchPlans: [plan] });
  await at(page);

  // Before: Cesc (5 goals) is the first midfielder suggested.
  await page.goto("/match-planning?plan=plan-1");
  await expect(page.getByTestId("starters-count")).toHaveText("11/11");
  await expect(page.getByTestId("suggestion").first()).toBeVisible();
  await expect(page.getByTestId("suggestion").filter({ hasText: "Cesc Fàbregas" })).toHaveCount(1);

  // The coach records the injury on the player's page.
  await page.goto("/player/p14");
  const card = region(page, "Disponibilidad");
  await expect(card.getByTestId("availability-today")).toContainText("Disponible");
  await card.getByRole("button", { name: "Añadir ausencia" }).click();
  await card.getByLabel("Tipo").selectOption("injured");
  await card.getByLabel("Desde").fill("2026-11-20");
  await card.getByLabel("Vuelta prevista").fill("2026-11-10");
  await card.getByRole("button", { name: "Guardar ausencia" }).click();
  // A return before the start is refused beside the field; nothing is written.
  await expect(card.getByText("Debe ser posterior o igual a la fecha de inicio.")).toBeVisible();
  expect(await readStorage(page, "availability")).toBeNull();
  await card.getByLabel("Vuelta prevista").fill("2026-12-20");
  await card.getByLabel("Nota").fill("Esguince de tobillo");
  // 'Cancelar' with something typed asks first; what was typed stays as a draft.
  await card.getByRole("button", { name: "Cancelar" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Seguir editando" }).click();
  await expect(card.getByLabel("Nota")).toHaveValue("Esguince de tobillo");
  expect(await readStorage<{ values: unknown }>(page, "draft:availability:p14")).toMatchObject({
    values: { kind: "injured", from: "2026-11-20", note: "Esguince de tobillo" },
  });
  await card.getByRole("button", { name: "Guardar ausencia" }).click();
  await expect(card.getByTestId("availability-today")).toContainText("Lesionado");
  await expect(card.getByTestId("availability-today")).toContainText("Vuelta prevista: 20/12/2026");
  expect(await readStorage<Stored[]>(page, "availability")).toEqual([
    {
      id: expect.any(String),
      playerId: "p14",
      kind: "injured",
      from: "2026-11-20",
      until: "2026-12-20",
      note: "Esguince de tobillo",
    },
  ]);
  expect(await readStorage(page, "draft:availability:p14")).toBeNull();

  // The players list shows the badge.
  await page.goto("/players");
  const row = page.getByRole("row").filter({ hasText: "Cesc Fàbregas" });
  await expect(row.getByText("Lesionado")).toBeVisible();

  // Planning: marked, listed as unavailable, never suggested.
  await page.goto("/match-planning?plan=plan-1");
  await expect(page.getByTestId("starters-count")).toHaveText("11/11");
  await expect(calendarPage(page).unavailable).toContainText("Cesc Fàbregas");
  await expect(calendarPage(page).unavailable).toContainText("Lesionado");
  await expect(page.getByTestId("suggestion").first()).toBeVisible();
  await expect(page.getByTestId("suggestion").filter({ hasText: "Cesc Fàbregas" })).toHaveCount(0);
  await expect(page.getByTestId("suggestion").filter({ hasText: "Pedro Rodríguez" })).toHaveCount(
    1,
  );
  // In a position's picker he is marked as injured.
  const combo = page.getByTestId("starter-8").getByRole("combobox").first();
  await combo.fill("Cesc");
  await expect(page.getByRole("option", { name: /Cesc Fàbregas/ })).toContainText("Lesionado");
  expect(errors()).toEqual([]);
});

test("a red card in a saved match suspends the player for the next fixture", async ({ page }) => {
  const errors = failOnPageError(page);
  await seed(page, {
    players: team,
    formations: [formation],
    rivals: [lobos, osos],
    matchPlans: [{ ...plan, fixtureId: "fx1" }],
    fixtures: [
      fixture({ planId: "plan-1" }),
      fixture({ id: "fx2", rivalId: "r2", rival: "Osos", date: "2026-12-05", time: "17:00" }),
    ],
  });
  // The day after the first fixture: it waits for its result; the second is upcoming.
  await at(page, new Date("2026-11-29T10:00:00+01:00"));

  // The result is recorded from the calendar: the form starts from the fixture and its plan.
  await page.goto("/calendar");
  await expect(calendarPage(page).coming.getByRole("listitem")).toHaveCount(1);
  const pending = calendarPage(page).results.getByRole("listitem");
  await expect(pending).toContainText("Sin resultado");
  await pending.getByRole("link", { name: "Registrar resultado" }).click();
  await expect(page).toHaveURL("/add-match?fixture=fx1");
  await expect(page.getByText("Partido del calendario")).toBeVisible();
  const data = region(page, "Datos del partido");
  await expect(data.getByLabel("Fecha")).toHaveValue("2026-11-28");
  await expect(data.getByLabel("Formación").locator("option:checked")).toHaveText(/^Clásica/);
  await data.getByLabel("Goles a favor").fill("1");
  await data.getByLabel("Goles en contra").fill("0");
  await data.getByLabel("Tiros a favor").fill("6");
  await data.getByLabel("Tiros en contra").fill("3");
  const cards = region(page, "Tarjetas");
  await cards.getByRole("button", { name: "+ Añadir tarjeta" }).click();
  await choose(cards.getByLabel("Tarjeta 1", { exact: true }), "Sergio Ramos");
  await cards.getByLabel("Color").selectOption("Roja");
  await page.getByRole("button", { name: "Guardar partido" }).click();
  await expect(page).toHaveURL("/");

  // One write: the match carries its fixture, and the fixture points at the match.
  const [saved] = (await readStorage<Stored[]>(page, "matches"))!;
  expect(saved).toMatchObject({ fixtureId: "fx1", rivalId: "r1", competition: "Liga" });
  expect(saved!.cards).toEqual([
    expect.objectContaining({ player: "Sergio Ramos", playerId: "p2", type: "red" }),
  ]);
  const fixtures = (await readStorage<Stored[]>(page, "fixtures"))!;
  expect(fixtures[0]).toMatchObject({ id: "fx1", matchId: saved!.id, planId: "plan-1" });
  expect(fixtures[1]).not.toHaveProperty("matchId");

  // The dashboard's next game is now the other one, with its countdown.
  const nextCard = region(page, "Próximo partido");
  await expect(nextCard).toContainText("Mi Equipo – Osos");
  await expect(nextCard.getByTestId("countdown")).toHaveText(/^Faltan 6 días y [67] h$/);

  // The call-up of the next fixture: Ramos is suspended and cannot be called up.
  await nextCard.getByRole("link", { name: "Convocatoria" }).click();
  await expect(page).toHaveURL("/calendar/fx2/convocatoria");
  const ramos = page.getByRole("checkbox", { name: /Sergio Ramos/ });
  await expect(ramos).toBeDisabled();
  await expect(page.locator("label").filter({ hasText: "Sergio Ramos" })).toContainText(
    "Sancionado",
  );
  await expect(page.getByRole("checkbox", { name: /Gerard Piqué/ })).toBeEnabled();
  // And on his page: a pending suspension from the red card.
  await page.goto("/player/p2");
  await expect(region(page, "Disponibilidad")).toContainText("Tarjeta roja");
  await expect(region(page, "Disponibilidad").getByTestId("availability-today")).toContainText(
    "Sancionado",
  );
  expect(errors()).toEqual([]);
});

test("a fixture from the calendar to a plan, the live match and the review", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = failOnPageError(page);
  await seed(page, { players: team, formations: [formation], rivals: [lobos, osos] });
  const kickOff = new Date("2026-11-28T18:30:00+01:00");
  await page.clock.install({ time: NOW });

  // Create the fixture.
  await page.goto("/calendar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calendario");
  await page.getByRole("link", { name: "Nuevo partido" }).click();
  await expect(page).toHaveURL("/calendar/nuevo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nuevo partido del calendario");
  await page.getByRole("button", { name: "Guardar en el calendario" }).click();
  await expect(page.getByText("Elige el rival.")).toBeVisible();
  await expect(page.getByText("Indica la hora de inicio (HH:MM).")).toBeVisible();
  await page.getByLabel("Rival").selectOption("r1");
  await page.getByLabel("Fecha").fill("2026-11-28");
  await page.getByLabel("Hora de inicio").fill("18:30");
  await page.getByLabel("Estadio o dirección").fill("Campo Municipal");
  // What the players are told: when and where to meet, the kit, and by when to answer.
  await page.getByLabel("Citación: hora").fill("17:45");
  await page.getByLabel("Citación: lugar").fill("Puerta 3");
  await page.getByLabel("Notas para los jugadores").fill("Equipación azul");
  await page.getByLabel("Responder antes de").fill("2026-11-28T19:00");
  await page.getByRole("button", { name: "Guardar en el calendario" }).click();
  await expect(
    page.getByText("La fecha límite para responder debe ser anterior al partido."),
  ).toBeVisible();
  await page.getByLabel("Responder antes de").fill("2026-11-27T20:00");
  await page.getByRole("button", { name: "Guardar en el calendario" }).click();
  await expect(page).toHaveURL("/calendar");
  const [created] = (await readStorage<Stored[]>(page, "fixtures"))!;
  expect(created).toEqual({
    id: expect.any(String),
    rivalId: "r1",
    rival: "Lobos",
    date: "2026-11-28",
    time: "18:30",
    location: "home",
    competition: "Liga",
    venue: "Campo Municipal",
    meetTime: "17:45",
    meetPlace: "Puerta 3",
    playerNotes: "Equipación azul",
    answerBy: "2026-11-27T20:00",
  });
  const fixtureId = created!.id as string;

  // Plan it: rival and day come from the fixture.
  const row = calendarPage(page).coming.getByRole("listitem");
  await expect(row).toContainText("Mi Equipo – Lobos");
  await expect(row).toContainText("Sin planificar");
  await row.getByRole("link", { name: "Planificar" }).click();
  await expect(page.getByText("Planificando un partido del calendario")).toBeVisible();
  await expect(page.getByLabel("Rival", { exact: true }).locator("option:checked")).toHaveText(
    "Lobos",
  );
  await page.getByLabel("Formación", { exact: true }).selectOption({ label: "Clásica (1-4-4-2)" });
  for (const [i, p] of starters.entries())
    await choose(
      page
        .getByTestId(`starter-${i + 1}`)
        .getByRole("combobox")
        .first(),
      p.name,
    );
  await page.getByRole("button", { name: "Guardar Planificación" }).click();
  await expect(page).toHaveURL("/match-plans");
  const planRow = page.getByRole("row").filter({ hasText: "Lobos" });
  await expect(planRow).toContainText("Liga · sábado, 28 de noviembre · 18:30");
  await expect(planRow.getByTestId("plan-xi")).toHaveText(
    "Iker Casillas, Sergio Ramos, Gerard Piqué, Carles Puyol y 7 más",
  );
  const [savedPlan] = (await readStorage<Stored[]>(page, "matchPlans"))!;
  expect(savedPlan).toMatchObject({ fixtureId, rivalId: "r1", formationId: "f1" });
  expect((await readStorage<Stored[]>(page, "fixtures"))![0]).toMatchObject({
    planId: savedPlan!.id,
  });

  // The live match starts from the fixture: rival, formation and XI are there.
  await page.clock.pauseAt(kickOff);
  await page.goto("/calendar");
  await row.getByRole("link", { name: "En directo" }).click();
  await expect(page).toHaveURL(`/live?fixture=${fixtureId}`);
  await expect(page.getByLabel("Rival")).toHaveValue("r1");
  await expect(page.getByLabel("Formación")).toHaveValue("f1");
  await expect(page.getByRole("heading", { name: "Alineación (11/11)" })).toBeVisible();
  await page.getByRole("button", { name: "Ir al partido", exact: true }).click();
  await page.getByRole("button", { name: "Pitido inicial", exact: true }).click();
  await jump(page, 46 * 60_000);
  await page.getByRole("button", { name: "Fin 1ª parte", exact: true }).click();
  // One change at half-time: Torres off, Navas on.
  await page.getByRole("button", { name: "Cambio", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "9 Fernando Torres", exact: true }).click();
  await dialog.getByRole("button", { name: "22 Jesús Navas", exact: true }).click();
  await dialog.getByRole("button", { name: "Hacer 1 cambio", exact: true }).click();
  await liveMatch(page).playSecondHalfAndSave();

  // The fixture is played, and the match detail shows the plan beside what happened.
  const [match] = (await readStorage<Stored[]>(page, "matches"))!;
  expect(match).toMatchObject({ fixtureId, rivalId: "r1" });
  expect((await readStorage<Stored[]>(page, "fixtures"))![0]).toMatchObject({
    matchId: match!.id,
  });
  const review = region(page, "Plan y resultado");
  await expect(review).toContainText("El once inicial fue el planificado.");
  await expect(review.getByTestId("xi-row")).toHaveCount(11);
  await expect(review.getByTestId("review-sub")).toHaveText([/Jesús Navas por Fernando Torres/]);
  await expect(review.getByTestId("review-sub")).toContainText("sugerido");
  await expect(review.getByTestId("review-sub")).not.toContainText("no sugerido");
  // The calendar lists it among the results.
  await page.goto("/calendar");
  await expect(calendarPage(page).results).toContainText("Lobos");
  await expect(calendarPage(page).results).toContainText("del calendario");
  expect(errors()).toEqual([]);
});

test("the .ics file parses, with kick-off times right in the coach's time zone", async ({
  page,
}) => {
  await seed(page, {
    players: team,
    rivals: [lobos, osos],
    fixtures: [
      fixture(),
      // Summer time: 18:00 in Madrid is 16:00 UTC.
      fixture({
        id: "fx2",
        rivalId: "r2",
        rival: "Osos",
        date: "2027-04-04",
        time: "18:00",
        location: "away",
        competition: "Copa",
        venue: "",
      }),
    ],
  });
  await at(page);
  await page.goto("/calendar");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar calendario (.ics)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("banquillo-calendario-2026-11-24.ics");
  const text = readFileSync((await file.path())!, "utf8");
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  expect(events.map((e) => e.summary)).toEqual([
    "Mi Equipo – Lobos (Liga)",
    "Osos – Mi Equipo (Copa)",
  ]);
  expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual([
    "2026-11-28T17:30:00.000Z",
    "2027-04-04T16:00:00.000Z",
  ]);
  expect(events.map((e) => e.endDate.toJSDate().toISOString())).toEqual([
    "2026-11-28T19:30:00.000Z",
    "2027-04-04T18:00:00.000Z",
  ]);
  expect(events[0]!.location).toBe("Campo Municipal");
  expect(events.map((e) => e.uid)).toEqual(["partido-fx1@banquillo", "partido-fx2@banquillo"]);
});

test("the call-up: chosen from the available, shared as text, printed on one A4 page", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await seed(page, {
    players: team,
    rivals: [lobos],
    fixtures: [fixture({ squadIds: team.slice(0, 17).map((p) => p.id) })],
    availability: [
      {
        id: "a1",
        playerId: "p22",
        kind: "unavailable",
        from: "2026-11-27",
        until: "2026-11-29",
        note: "Boda",
      },
    ],
  });
  await at(page);
  await page.goto("/calendar/fx1/convocatoria");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Convocatoria");
  await expect(calendarPage(page).squadCount).toHaveText("17 convocados");
  // Mata is away that weekend: marked and not selectable.
  await expect(page.getByRole("checkbox", { name: /Juan Mata/ })).toBeDisabled();
  await page.getByRole("checkbox", { name: /David Silva/ }).check();
  await expect(calendarPage(page).squadCount).toHaveText("18 convocados");
  await calendarPage(page).saveCallUp.click();
  await expect(page.getByText("Convocatoria guardada.")).toBeVisible();
  const [stored] = (await readStorage<Stored[]>(page, "fixtures"))!;
  expect(stored!.squadIds).toHaveLength(18);
  expect(stored!.squadIds).toContain("p18");

  await page.getByRole("button", { name: "Copiar texto" }).click();
  await expect(page.getByText("Texto copiado")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split("\n").slice(0, 4)).toEqual([
    "*Convocatoria · Mi Equipo – Lobos*",
    "Liga · sábado, 28 de noviembre · 18:30 · Campo Municipal",
    "",
    "1 Iker Casillas",
  ]);
  expect(copied).toContain("18 convocados");

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Menú principal" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Imprimir" })).toBeHidden();
  await expect(page.getByRole("region", { name: "Hoja de convocatoria" })).toBeVisible();
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test("the calendar and the call-up work with touch", async ({ page }) => {
    const errors = failOnPageError(page);
    await seed(page, { players: team, rivals: [lobos], fixtures: [fixture()] });
    await at(page);
    await page.goto("/calendar");
    await page.getByRole("link", { name: "Convocatoria" }).tap();
    await page.getByRole("checkbox", { name: /Iker Casillas/ }).tap();
    await expect(calendarPage(page).squadCount).toHaveText("1 convocado");
    await calendarPage(page).saveCallUp.tap();
    expect((await readStorage<Stored[]>(page, "fixtures"))![0]!.squadIds).toEqual(["p1"]);
    expect(errors()).toEqual([]);
  });
});

test("'Replanificar' opens the fixture's saved plan and saving updates it: one plan per fixture; a plan picker tells plans apart by day", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  const saved = (id: string, fixtureId: string, competition: string, date: string) => ({
    ...plan,
    id,
    rivalId: "r1",
    formationId: "f1",
    fixtureId,
    date,
    competition,
    notes: "Presión alta",
  });
  await seed(page, {
    players: team,
    formations: [formation],
    rivals: [lobos],
    fixtures: [
      fixture({ planId: "plan-1" }),
      fixture({ id: "fx2", date: "2026-12-05", competition: "Copa", planId: "plan-2" }),
    ],
    matchPlans: [
      saved("plan-1", "fx1", "Liga", "2026-11-28"),
      saved("plan-2", "fx2", "Copa", "2026-12-05"),
    ],
  });
  await at(page);
  await page.goto("/calendar");
  const row = calendarPage(page).coming.getByRole("listitem").filter({ hasText: "Liga" });
  await row.getByRole("link", { name: "Replanificar" }).click();
  await expect(page.getByLabel("Formación", { exact: true }).locator("option:checked")).toHaveText(
    "Clásica (1-4-4-2)",
  );
  await expect(page.getByTestId("starters-count")).toHaveText("11/11");
  const notes = page.getByLabel("Notas del entrenador");
  await expect(notes).toHaveValue("Presión alta");
  await notes.fill("Presión alta y córners al primer palo");
  await page.getByRole("button", { name: "Guardar Planificación" }).click();
  await expect(page).toHaveURL("/match-plans");
  const plans = (await readStorage<Stored[]>(page, "matchPlans"))!;
  expect(plans.map((p) => [p.id, p.fixtureId, p.notes])).toEqual([
    ["plan-1", "fx1", "Presión alta y córners al primer palo"],
    ["plan-2", "fx2", "Presión alta"],
  ]);
  expect((await readStorage<Stored[]>(page, "fixtures"))![0]!.planId).toBe("plan-1");

  // Two plans against the same rival: the live screen's picker says which game each prepares.
  await page.goto("/live");
  await expect(
    page.getByLabel("Desde una planificación").locator("option").filter({ hasText: "Lobos" }),
  ).toHaveText(["Lobos · Liga · 28/11/2026 · Clásica", "Lobos · Copa · 05/12/2026 · Clásica"]);
  expect(errors()).toEqual([]);
});
