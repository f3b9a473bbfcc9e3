// Recording a played match after the fact with the keyboard alone, counted, and the story its
// page then tells. The reference match: 2–1, a goal with an assist, a rival goal, a double
// yellow and two substitutions, recorded from its calendar fixture (whose plan gives the XI).
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { formation, plan, players, rival } from "./live-fixtures";
import { failOnPageError, readStorage, seed } from "./support";

type Stored = Record<string, unknown>;

const fixture = {
  id: "fx1",
  rivalId: "r1",
  rival: "Lobos",
  date: "2026-11-22",
  time: "10:00",
  location: "home",
  competition: "Liga",
  venue: "Campo Municipal",
  planId: "plan-1",
};

/**
 * The keyboard, counted. One interaction is one key pressed (Tab, Enter, Alt+T…) or one value
 * typed into one field ('23' is one value, two keystrokes); both counts are kept.
 */
function keyboard(page: Page) {
  const count = { interactions: 0, keystrokes: 0, tabs: 0 };
  return {
    count,
    press: async (key: string) => {
      count.interactions += 1;
      count.keystrokes += 1;
      if (key === "Tab") count.tabs += 1;
      await page.keyboard.press(key);
    },
    type: async (text: string) => {
      count.interactions += 1;
      count.keystrokes += text.length;
      await page.keyboard.type(text);
    },
  };
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement as HTMLInputElement | null;
    return a ? (a.labels?.[0]?.textContent ?? a.getAttribute("aria-label") ?? a.textContent) : "";
  });

test("the reference match is recorded from its fixture in at most 40 keyboard interactions", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  await seed(page, {
    players,
    formations: [formation],
    rivals: [rival],
    matchPlans: [{ ...plan, fixtureId: "fx1" }],
    fixtures: [fixture],
  });
  await page.goto("/add-match?fixture=fx1");
  const goalsFor = page.getByLabel("Goles a favor");
  // The form opens where typing starts: everything before the score came from the fixture.
  await expect(goalsFor).toBeFocused();
  await expect(page.getByLabel("Local", { exact: true })).toBeChecked();
  await expect(page.getByRole("list", { name: "Titulares elegidos" })).toContainText(
    "Iker Muñoz (1)",
  );

  const k = keyboard(page);
  const at = async (label: RegExp) => expect(await focused(page)).toMatch(label);
  await k.type("2");
  await k.press("Tab");
  await k.type("1");
  // Tiros a favor, Tiros en contra (optional), 'Editar titulares', then the first goal row
  // (one per goal of the score, opened when the score was typed).
  for (let i = 0; i < 4; i++) await k.press("Tab");
  await at(/^Gol 1/);
  await k.type("9"); // Raúl García, #9
  await k.press("Tab");
  await k.type("23");
  await k.press("Tab"); // Quitar gol 1
  await k.press("Tab");
  await at(/^Gol 2/);
  await k.type("11"); // Nico Vidal
  await k.press("Tab");
  await k.type("60");
  await k.press("Alt+a"); // + Añadir asistencia
  await at(/^Asistencia 1/);
  await k.type("10"); // Koke Ramos
  await k.press("Alt+t"); // + Añadir tarjeta
  await at(/^Tarjeta 1/);
  await k.type("8"); // Dani Pérez
  await k.press("Tab");
  await k.type("30");
  await k.press("Alt+t");
  await at(/^Tarjeta 2/);
  await k.type("8");
  await k.press("Tab");
  await k.type("70");
  await k.press("Alt+c"); // + Añadir cambio
  await at(/^Sale \(cambio 1\)/);
  await k.type("7"); // Hugo Sanz
  await k.press("Tab");
  await k.type("12"); // Adrián Soto
  await k.press("Tab");
  await k.type("46");
  await k.press("Alt+c");
  await at(/^Sale \(cambio 2\)/);
  await k.type("11"); // Nico Vidal
  await k.press("Tab");
  await k.type("14"); // Mario Blanco
  await k.press("Tab");
  await k.type("75");
  await k.press("Enter"); // 'Guardar partido'
  await expect(page).toHaveURL("/");
  console.log(
    `Partido de referencia: ${k.count.interactions} interacciones (${k.count.keystrokes} teclas, ${k.count.tabs} Tab)`,
  );
  expect(k.count.interactions).toBeLessThanOrEqual(40);

  // What was written is the spec's match shape, with the links beside the names.
  const [m] = (await readStorage<Stored[]>(page, "matches"))!;
  expect(Object.keys(m!).sort()).toEqual(
    [
      "id",
      "date",
      "rival",
      "opponent",
      "location",
      "score",
      "scorers",
      "assists",
      "formation",
      "formationUsed",
      "formationPlayers",
      "cards",
      "subs",
      "shotsFor",
      "shotsAgainst",
      "rivalId",
      "formationId",
      "formationPlayerIds",
      "assistIds",
      "season",
      "competition",
      "fixtureId",
    ].sort(),
  );
  expect(m).toMatchObject({
    date: "2026-11-22",
    rival: "Lobos",
    location: "home",
    competition: "Liga",
    score: { home: 2, away: 1 },
    formation: "Clásica",
    formationPlayers: plan.lineup,
    formationPlayerIds: plan.lineupIds,
    scorers: [
      { player: "Raúl García", minute: 23, playerId: "p10" },
      { player: "Nico Vidal", minute: 60, playerId: "p11" },
    ],
    assists: ["Koke Ramos"],
    assistIds: ["p8"],
    cards: [
      { player: "Dani Pérez", type: "yellow", minute: 30, playerId: "p7" },
      { player: "Dani Pérez", type: "yellow", minute: 70, playerId: "p7" },
    ],
    subs: [
      { playerOut: "Hugo Sanz", playerIn: "Adrián Soto", minute: 46 },
      { playerOut: "Nico Vidal", playerIn: "Mario Blanco", minute: 75 },
    ],
    shotsFor: 0,
    shotsAgainst: 0,
  });

  // The page tells it: in match order, the rival's goal (no minute in a form) after, as said.
  await page.goto(`/match-details/${m!.id as string}`);
  const story = page.getByRole("list", { name: "Minuto a minuto" }).getByRole("listitem");
  await expect(story).toHaveText([
    "23'Gol de Raúl García",
    "30'Amarilla: Dani Pérez",
    "46'⇄Cambio: entra Adrián Soto, sale Hugo Sanz",
    "60'Gol de Nico Vidal",
    "70'Doble amarilla: Dani Pérez (expulsado)",
    "75'⇄Cambio: entra Mario Blanco, sale Nico Vidal",
  ]);
  await expect(
    page.getByRole("list", { name: "Sin minuto registrado" }).getByRole("listitem"),
  ).toHaveText(["—Gol de Lobos"]);
  await expect(page.getByRole("region", { name: "Cronología" })).toContainText(
    "Asistencias (el formulario no dice de qué gol): Koke Ramos",
  );
  await expect(page.getByText("CompeticiónLiga")).toBeVisible();
  await expect(page.getByText("Temporada2026-27")).toBeVisible();
  const board = page.getByRole("region", { name: "Once en el campo" });
  await expect(board.getByRole("img", { name: "Once inicial en Clásica" })).toBeVisible();
  await expect(board.getByRole("list", { name: "Entraron" })).toHaveText(
    /Adrián Soto \(46', por Hugo Sanz\)\s*Mario Blanco \(75', por Nico Vidal\)/,
  );
  expect(errors()).toEqual([]);
});

// A match saved from the live screen, as liveToMatch writes it: the lists and the story's events.
const ev = (id: string, minute: number, rest: Stored) => ({
  id,
  period: minute > 45 ? 2 : 1,
  minute,
  added: 0,
  ...rest,
});
const liveSaved = {
  id: "live-m",
  date: "2026-11-22",
  rival: "Lobos",
  opponent: "Lobos",
  rivalId: "r1",
  location: "home",
  competition: "Liga",
  season: "2026-27",
  periodMinutes: 45,
  score: { home: 2, away: 1 },
  scorers: [
    { player: "Raúl García", minute: 23, playerId: "p10" },
    { player: "Nico Vidal", minute: 60, playerId: "p11" },
  ],
  assists: ["Koke Ramos"],
  assistIds: ["p8"],
  formation: "Clásica",
  formationUsed: "Clásica",
  formationId: "f1",
  formationPlayers: plan.lineup,
  formationPlayerIds: plan.lineupIds,
  cards: [
    { player: "Dani Pérez", type: "yellow", minute: 30, playerId: "p7" },
    { player: "Dani Pérez", type: "red", minute: 70, playerId: "p7" },
  ],
  subs: [
    {
      playerOut: "Hugo Sanz",
      playerIn: "Adrián Soto",
      minute: 46,
      playerOutId: "p9",
      playerInId: "p12",
    },
  ],
  shotsFor: 6,
  shotsAgainst: 4,
  rivalGoalMinutes: [38],
  events: [
    ev("e1", 23, { kind: "goal", playerId: "p10", assistId: "p8" }),
    ev("e2", 30, { kind: "card", playerId: "p7", card: "yellow" }),
    ev("e3", 38, { kind: "rivalGoal" }),
    ev("e4", 46, { kind: "sub", outId: "p9", inId: "p12" }),
    ev("e5", 55, { kind: "note", text: "Cambiamos a presión alta tras el descanso" }),
    ev("e6", 60, { kind: "goal", playerId: "p11" }),
    ev("e7", 70, { kind: "card", playerId: "p7", card: "yellow" }),
  ],
};

for (const width of [1280, 1024, 390]) {
  test(`screenshots of the match page and the match form at ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await seed(page, {
      players,
      formations: [formation],
      rivals: [rival],
      matchPlans: [{ ...plan, fixtureId: "fx1" }],
      fixtures: [{ ...fixture, id: "fx0" }, fixture],
      matches: [liveSaved],
    });
    await page.goto("/match-details/live-m");
    await expect(
      page.getByRole("list", { name: "Minuto a minuto" }).getByRole("listitem"),
    ).toHaveText([
      "23'Gol de Raúl García · asistencia de Koke Ramos1-0",
      "30'Amarilla: Dani Pérez",
      "38'Gol de Lobos1-1",
      "46'⇄Cambio: entra Adrián Soto, sale Hugo Sanz",
      "55'✎Nota: Cambiamos a presión alta tras el descanso",
      "60'Gol de Nico Vidal2-1",
      "70'Doble amarilla: Dani Pérez (expulsado)",
    ]);
    await page.screenshot({ path: `docs/screenshots/match-story-${width}.png`, fullPage: true });

    await page.goto("/add-match?fixture=fx1");
    await page.getByLabel("Goles a favor").fill("2");
    await page.getByLabel("Goles en contra").fill("1");
    await expect(page.getByRole("list", { name: "Titulares elegidos" })).toBeVisible();
    await page.screenshot({ path: `docs/screenshots/match-form-${width}.png`, fullPage: true });
  });
}
