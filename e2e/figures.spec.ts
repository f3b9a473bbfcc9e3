// Figures from the match record: deleting a match with and without its figures,
// and season / competition filters that every figure follows. Checked on screen and in storage.
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { defaultFormation, player, rival, stats } from "./fixtures";
import { failOnPageError, readStorage, seed } from "./support";

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
