// Recording a played match after the fact with the keyboard alone, counted, and the story its
// page then tells. The reference match: 2–1, a goal with an assist, a rival goal, a double
// yellow and two substitutions, recorded from its calendar fixture (whose plan gives the XI).
import { expect, test } from "@playwright/test";
import { formation, plan, players, rival } from "./live-fixtures";
import { countedKeyboard } from "./pages/match-form";
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

test("the reference match is recorded from its fixture in at most 35 keyboard interactions", async ({
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

  const k = countedKeyboard(page);
  // A new row takes the focus once it is drawn.
  const at = (label: RegExp) => expect.poll(() => k.focused()).toMatch(label);
  await k.type("2");
  await k.press("Tab");
  await k.type("1");
  // Alt+G: the first goal row (one per goal of the score, opened when the score was typed).
  await k.press("Alt+g");
  await at(/^Gol 1/);
  await k.type("9"); // Raúl García, #9
  await k.press("Tab");
  await k.type("23");
  await k.press("Tab");
  await at(/^Asistencia/);
  await k.type("10"); // Koke Ramos
  await k.press("Alt+g");
  await at(/^Gol 2/);
  await k.type("11"); // Nico Vidal
  await k.press("Tab");
  await k.type("60");
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
  expect(k.count.interactions).toBeLessThanOrEqual(35);

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
      "assistGoals",
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
    assistGoals: [0],
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
    "23'Gol de Raúl García · asistencia de Koke Ramos",
    "30'Amarilla: Dani Pérez",
    "46'⇄Cambio: entra Adrián Soto, sale Hugo Sanz",
    "60'Gol de Nico Vidal",
    "70'Doble amarilla: Dani Pérez (expulsado)",
    "75'⇄Cambio: entra Mario Blanco, sale Nico Vidal",
  ]);
  await expect(
    page.getByRole("list", { name: "Sin minuto registrado" }).getByRole("listitem"),
  ).toHaveText(["—Gol de Lobos"]);
  await expect(page.getByRole("region", { name: "Cronología" })).not.toContainText(
    "no consta de qué gol",
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

test("the reference 3–1 (three goals, two assists, two yellows, three substitutions) takes at most 45 keyboard interactions", async ({
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
  await expect(page.getByLabel("Goles a favor")).toBeFocused();
  const k = countedKeyboard(page);
  // A new row takes the focus once it is drawn.
  const at = (label: RegExp) => expect.poll(() => k.focused()).toMatch(label);
  await k.type("3");
  await k.press("Tab");
  await k.type("1");
  await k.press("Alt+g");
  await at(/^Gol 1/);
  await k.type("9"); // Raúl García
  await k.press("Tab");
  await k.type("23");
  await k.press("Tab");
  await k.type("10"); // assisted by Koke Ramos
  await k.press("Alt+g");
  await at(/^Gol 2/);
  await k.type("11"); // Nico Vidal
  await k.press("Tab");
  await k.type("60");
  await k.press("Tab");
  // Adrián Soto, who came on at half time: any player of the squad can be picked, his
  // substitution comes later.
  await k.type("12");
  await k.press("Alt+g");
  await at(/^Gol 3/);
  await k.type("14"); // Mario Blanco, whose entry is not recorded yet
  await k.press("Tab");
  await k.type("85");
  // His entry, offered right there: the change that brings him on, for Nico Vidal at 70'.
  await expect(page.getByText("Mario Blanco no fue titular ni consta su entrada.")).toBeVisible();
  await k.press("Alt+n");
  await at(/^Sale \(cambio 1\)/);
  await k.type("11");
  await k.press("Tab");
  await k.press("Tab");
  await k.type("70");
  await k.press("Alt+t");
  await at(/^Tarjeta 1/);
  await k.type("8"); // Dani Pérez
  await k.press("Tab");
  await k.type("30");
  await k.press("Alt+t");
  await k.type("4"); // Sergio Gil
  await k.press("Tab");
  await k.type("75");
  await k.press("Alt+c");
  await at(/^Sale \(cambio 2\)/);
  await k.type("7"); // Hugo Sanz
  await k.press("Tab");
  await k.type("12"); // Adrián Soto
  await k.press("Tab");
  await k.type("46");
  await k.press("Alt+c");
  await k.type("3"); // Javi Moreno
  await k.press("Tab");
  await k.type("15"); // Luis Castro
  await k.press("Tab");
  await k.type("80");
  await k.press("Enter");
  await expect(page).toHaveURL("/");
  console.log(
    `Partido de referencia 3–1: ${k.count.interactions} interacciones (${k.count.keystrokes} teclas, ${k.count.tabs} Tab)`,
  );
  expect(k.count.interactions).toBeLessThanOrEqual(45);

  const [m] = (await readStorage<Stored[]>(page, "matches"))!;
  expect(m).toMatchObject({
    score: { home: 3, away: 1 },
    scorers: [
      { player: "Raúl García", minute: 23, playerId: "p10" },
      { player: "Nico Vidal", minute: 60, playerId: "p11" },
      { player: "Mario Blanco", minute: 85, playerId: "p13" },
    ],
    assists: ["Koke Ramos", "Adrián Soto"],
    assistIds: ["p8", "p12"],
    assistGoals: [0, 1],
    cards: [
      { player: "Dani Pérez", type: "yellow", minute: 30 },
      { player: "Sergio Gil", type: "yellow", minute: 75 },
    ],
    subs: [
      { playerOut: "Nico Vidal", playerIn: "Mario Blanco", minute: 70 },
      { playerOut: "Hugo Sanz", playerIn: "Adrián Soto", minute: 46 },
      { playerOut: "Javi Moreno", playerIn: "Luis Castro", minute: 80 },
    ],
  });
  expect(m).not.toHaveProperty("rivalGoalMinutes");
  expect(errors()).toEqual([]);
});

test("an assist by a player already off at its goal's minute is refused; the rival's goals take minutes", async ({
  page,
}) => {
  await seed(page, {
    players,
    formations: [formation],
    rivals: [rival],
    matchPlans: [{ ...plan, fixtureId: "fx1" }],
    fixtures: [fixture],
  });
  await page.goto("/add-match?fixture=fx1");
  await page.getByLabel("Goles a favor").fill("1");
  await page.getByLabel("Goles en contra").fill("2");
  const pick = async (label: string | RegExp, number: string) => {
    const box = page.getByLabel(label, { exact: true });
    await box.fill(number);
    await box.press("Enter");
  };
  await pick("Gol 1", "9");
  await page
    .getByRole("region", { name: "Goles y asistencias" })
    .getByLabel("Minuto", { exact: true })
    .fill("80");
  await pick("Asistencia (opcional)", "10");
  // Koke Ramos went off at 70.
  await page.keyboard.press("Alt+c");
  await pick("Sale (cambio 1)", "10");
  await pick("Entra", "12");
  await page
    .getByRole("region", { name: "Cambios" })
    .getByLabel("Minuto", { exact: true })
    .fill("70");
  await page.getByLabel("Gol del rival 1: minuto (opcional)").fill("12");
  await page.getByRole("button", { name: "Guardar partido" }).click();
  await expect(page.getByText("Este jugador no estaba en el campo en el minuto 80.")).toBeVisible();
  await expect(
    page.getByText("Indica el minuto de cada gol del rival, o de ninguno."),
  ).toBeVisible();
  expect(await readStorage(page, "matches")).toBeNull();

  // At 65 he was still on; both rival goals get their minute.
  await page
    .getByRole("region", { name: "Goles y asistencias" })
    .getByLabel("Minuto", { exact: true })
    .first()
    .fill("65");
  await page.getByLabel("Gol del rival 2: minuto (opcional)").fill("88");
  await page.getByRole("button", { name: "Guardar partido" }).click();
  await expect(page).toHaveURL("/");
  const [m] = (await readStorage<Stored[]>(page, "matches"))!;
  expect(m).toMatchObject({
    scorers: [{ player: "Raúl García", minute: 65 }],
    assists: ["Koke Ramos"],
    assistGoals: [0],
    rivalGoalMinutes: [12, 88],
  });
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
