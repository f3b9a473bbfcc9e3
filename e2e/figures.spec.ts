// Figures from the match record: deleting a match with and without its figures,
// and season / competition filters that every figure follows. Checked on screen and in storage.
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { defaultFormation, player, rival, stats } from "./fixtures";
import { readFile } from "node:fs/promises";
import { failOnPageError, readStorage, scrollToSection, seed } from "./support";
import { parseCsv } from "../src/testing/csv-reader";

const role = (over: Record<string, number>) => ({
  matches: 0,
  goals: 0,
  assists: 0,
  yellowCards: 0,
  redCards: 0,
  minutesPlayed: 0,
  ...over,
});

// m1 (2025-09-14, Liga, 2-0): Ana in goal, Bea on for Ana at 60' and scores.
// m2 (2024-10-05, Copa, 2-1): Bea starts up front and scores twice.
const m1 = {
  id: "m1",
  date: "2025-09-14",
  rival: "Leones",
  rivalId: "r-leones",
  opponent: "Leones",
  location: "home",
  score: { home: 2, away: 0 },
  scorers: [{ player: "Bea", playerId: "p-bea", minute: 70 }],
  assists: [],
  assistIds: [],
  formation: "Clásica",
  formationId: "f-clasica",
  formationUsed: "Clásica",
  formationPlayers: { "Posición 1": "Ana" },
  formationPlayerIds: { "Posición 1": "p-ana" },
  cards: [],
  subs: [
    { playerOut: "Ana", playerIn: "Bea", minute: 60, playerOutId: "p-ana", playerInId: "p-bea" },
  ],
  shotsFor: 9,
  shotsAgainst: 3,
  season: "2025-26",
  competition: "Liga",
};
const m2 = {
  ...m1,
  id: "m2",
  date: "2024-10-05",
  score: { home: 2, away: 1 },
  scorers: [
    { player: "Bea", playerId: "p-bea", minute: 10 },
    { player: "Bea", playerId: "p-bea", minute: 80 },
  ],
  formationPlayers: { "Posición 10": "Bea" },
  formationPlayerIds: { "Posición 10": "p-bea" },
  subs: [],
  shotsFor: 7,
  shotsAgainst: 6,
  season: "2024-25",
  competition: "Copa",
};

// Stored counters exactly as the rule writes them for m1 + m2.
const ana = player("p-ana", "Ana", "Goalkeeper", 1, {
  stats: stats({
    matches: 1,
    minutesPlayed: 60,
    positions: { Arquero: role({ matches: 1, minutesPlayed: 60 }) },
  }),
});
const bea = player("p-bea", "Bea", "Forward", 9, {
  stats: stats({
    matches: 2,
    minutesPlayed: 120,
    goals: 3,
    positions: {
      Suplente: role({ matches: 1, minutesPlayed: 30, goals: 1 }),
      "Delantero 1": role({ matches: 1, minutesPlayed: 90, goals: 2 }),
    },
  }),
});
const formation = {
  ...defaultFormation,
  id: "f-clasica",
  gamesPlayed: 2,
  wins: 2,
  goalsFor: 4,
  goalsAgainst: 1,
  shotsFor: 16,
  shotsAgainst: 9,
};
const leones = rival("Leones", {
  id: "r-leones",
  matchesPlayed: 2,
  wins: 2,
  matches: [m1, m2].map((m) => ({
    id: m.id,
    date: m.date,
    score: m.score,
    formationUsed: "Clásica",
  })),
});

const data = { players: [ana, bea], formations: [formation], rivals: [leones], matches: [m1, m2] };

/** The value of a figure tile ('Goles', 'Partidos', …). */
function tile(page: Page, label: string) {
  return page
    .locator("div")
    .filter({ has: page.locator(`p:text-is("${label}")`) })
    .last()
    .locator("p")
    .nth(1);
}

type P = {
  id: string;
  stats: { goals: number; matches: number };
  openingStats?: { goals: number };
};
type F = { gamesPlayed: number; wins: number; openingTotals?: { gamesPlayed: number } };
type R = { matchesPlayed: number; matches: { id: string }[] };

test("deleting a match keeps its figures by default, or removes them when asked", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  await seed(page, data);
  await page.goto("/player/p-bea");
  await expect(tile(page, "Goles")).toHaveText("3");
  await expect(tile(page, "Partidos")).toHaveText("2");

  // Delete m1 keeping its figures (the default action).
  await page.goto("/matchs");
  await page.getByRole("button", { name: "Eliminar partido contra Leones del 14/09/2025" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("no deshace");
  await dialog.getByRole("button", { name: "Eliminar y conservar estadísticas" }).click();
  await expect(page.getByRole("row").filter({ hasText: "14/09/2025" })).toHaveCount(0);

  expect((await readStorage<{ id: string }[]>(page, "matches"))!.map((m) => m.id)).toEqual(["m2"]);
  let players = (await readStorage<P[]>(page, "players"))!;
  const storedBea = players.find((p) => p.id === "p-bea")!;
  expect(storedBea.stats).toMatchObject({ goals: 3, matches: 2 });
  expect(storedBea.openingStats).toMatchObject({ goals: 1, matches: 1 });
  let formations = (await readStorage<F[]>(page, "formations"))!;
  expect(formations[0]).toMatchObject({
    gamesPlayed: 2,
    wins: 2,
    openingTotals: { gamesPlayed: 1 },
  });
  await page.goto("/player/p-bea");
  await expect(tile(page, "Goles")).toHaveText("3");
  await page.goto("/formation-details/0");
  await expect(tile(page, "Partidos")).toHaveText("2");

  // Delete m2 and its figures: only m1's kept figures remain.
  await page.goto("/match-details/m2");
  await page.getByRole("button", { name: "Eliminar partido" }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: "Eliminar también sus estadísticas" })
    .click();
  await expect(page).toHaveURL(/\/matchs$/);
  await expect(page.getByText("No se encontraron partidos...")).toBeVisible();
  players = (await readStorage<P[]>(page, "players"))!;
  expect(players.find((p) => p.id === "p-bea")!.stats).toMatchObject({ goals: 1, matches: 1 });
  formations = (await readStorage<F[]>(page, "formations"))!;
  expect(formations[0]).toMatchObject({ gamesPlayed: 1, wins: 1 });
  const rivals = (await readStorage<R[]>(page, "rivals"))!;
  expect(rivals[0]!.matchesPlayed).toBe(1);
  expect(rivals[0]!.matches.map((e) => e.id)).toEqual(["m1"]);
  await page.goto("/player/p-bea");
  await expect(tile(page, "Goles")).toHaveText("1");
  await page.goto("/formation-details/0");
  await expect(tile(page, "Partidos")).toHaveText("1");
  expect(errors()).toEqual([]);
});

test("figures follow the season and competition filter, kept in the URL", async ({ page }) => {
  const errors = failOnPageError(page);
  await seed(page, data);
  await page.goto("/player/p-bea");
  await expect(tile(page, "Goles")).toHaveText("3");
  await page.getByLabel("Temporada").selectOption("2025-26");
  await expect(page).toHaveURL(/temporada=2025-26/);
  await expect(tile(page, "Goles")).toHaveText("1");
  await expect(tile(page, "Minutos")).toHaveText("30");
  await expect(page.getByText(/El saldo inicial .* solo se suma sin filtro/)).toBeVisible();
  await page.getByLabel("Temporada").selectOption("");
  await expect(tile(page, "Goles")).toHaveText("3");
  await expect(page).not.toHaveURL(/temporada=/);

  // The URL alone sets the filter, on another screen.
  await page.goto("/formation-details/0?competicion=Copa");
  await expect(page.getByLabel("Competición")).toHaveValue("Copa");
  await expect(tile(page, "Partidos")).toHaveText("1");
  await page.goto("/?temporada=2024-25");
  await expect(tile(page, "Partidos")).toHaveText("1");
  await page.goto("/players?temporada=2025-26");
  await expect(page.getByLabel("Temporada")).toHaveValue("2025-26");
  await page.goto("/rivals?temporada=2099-00");
  await expect(page.getByRole("row").filter({ hasText: "Leones" })).toContainText("0-0-0");
  // Filtering writes nothing.
  expect(
    (await readStorage<P[]>(page, "players"))!.find((p) => p.id === "p-bea")!.stats.goals,
  ).toBe(3);
  expect(errors()).toEqual([]);
});

test("one minutes figure: a player taken off at 60 and one sent off at 30 read the same on every screen", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  // m3: Dani taken off at 60 for Eva, Fran sent off at 30. Stored counters as the spec's rule
  // writes them (a starter sent off keeps 90); every screen shows the real minutes.
  const m3 = {
    ...m1,
    id: "m3",
    scorers: [{ player: "Eva", playerId: "p-eva", minute: 70 }],
    formationPlayers: { "Posición 1": "Dani", "Posición 2": "Fran" },
    formationPlayerIds: { "Posición 1": "p-dani", "Posición 2": "p-fran" },
    cards: [{ player: "Fran", playerId: "p-fran", type: "red", minute: 30 }],
    subs: [
      {
        playerOut: "Dani",
        playerIn: "Eva",
        minute: 60,
        playerOutId: "p-dani",
        playerInId: "p-eva",
      },
    ],
  };
  const starter = (minutesPlayed: number, more: Record<string, number> = {}) =>
    stats({
      matches: 1,
      minutesPlayed,
      ...more,
      positions: { Central: role({ matches: 1, minutesPlayed, ...more }) },
    });
  const players = [
    player("p-dani", "Dani", "Goalkeeper", 1, { stats: starter(60) }),
    player("p-fran", "Fran", "Defender", 2, { stats: starter(90, { redCards: 1 }) }),
    player("p-eva", "Eva", "Forward", 9, {
      stats: stats({
        matches: 1,
        minutesPlayed: 30,
        goals: 1,
        positions: { Suplente: role({ matches: 1, minutesPlayed: 30, goals: 1 }) },
      }),
    }),
  ];
  await seed(page, { ...data, players, matches: [m3] });
  const expected = { Dani: "60", Fran: "30" };

  for (const [name, id] of [
    ["Dani", "p-dani"],
    ["Fran", "p-fran"],
  ] as const) {
    await page.goto(`/player/${id}`);
    await expect(tile(page, "Minutos")).toHaveText(expected[name]);
    await expect(page.getByText(/regla de 90/)).toHaveCount(0);
  }

  const cellOf = async (table: string, row: string, column: string) => {
    const t = page.getByRole("table", { name: table });
    await expect(t.locator("tbody tr").filter({ hasText: row })).toBeVisible();
    const headers = await t.locator("thead th").allTextContents();
    const at = headers.findIndex((h) => h.trim() === column);
    expect(at, `${column} in ${table}`).toBeGreaterThanOrEqual(0);
    return t.locator("tbody tr").filter({ hasText: row }).locator("td").nth(at);
  };
  // The list shows its 'Minutos' column from 1280 px of content up.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/players");
  for (const name of ["Dani", "Fran"] as const) {
    await expect(await cellOf("Jugadores", name, "Minutos")).toHaveText(expected[name]);
  }
  await page.goto("/analytics");
  await scrollToSection(page, "Jugadores");
  for (const name of ["Dani", "Fran"] as const) {
    // The cell's own text; the share of the team's minutes goes under it.
    const cell = await cellOf("Cifras por jugador", name, "Minutos");
    expect(await cell.evaluate((td) => td.firstChild?.textContent)).toBe(expected[name]);
  }
  await page.goto("/match-details/m3");
  for (const name of ["Dani", "Fran"] as const) {
    await expect(await cellOf("Alineación titular", name, "Minutos")).toHaveText(expected[name]);
  }
  // Eva came on at 60: her 30 minutes beside her name.
  await expect(page.getByRole("table", { name: "Cambios" }).locator("tbody tr")).toHaveText([
    "DaniEva30 min60'",
  ]);
  // The players' CSV export too.
  await page.goto("/data");
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exportar jugadores (CSV)" }).click(),
  ]);
  const csv = parseCsv((await readFile(await file.path())).toString("utf8").slice(1));
  const at = csv[0]!.indexOf("Minutos");
  expect(Object.fromEntries(csv.slice(1).map((r) => [r[0], r[at]]))).toEqual({
    Dani: "60",
    Fran: "30",
    Eva: "30",
  });
  // Storage keeps the spec's counter for the original product.
  const stored = (await readStorage<{ id: string; stats: { minutesPlayed: number } }[]>(
    page,
    "players",
  ))!;
  expect(stored.find((p) => p.id === "p-fran")!.stats.minutesPlayed).toBe(90);
  expect(errors()).toEqual([]);
});
