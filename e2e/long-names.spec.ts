// A name as long as the readers keep (200 characters) with no space in it: a rival, a player, a
// formation and a note. No screen that shows them may become wider than the window (a
// 120,000-character player name once made the rival page 21,910 px wide), and the forms refuse
// a longer name beside the field.
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { defaultFormation, player, rival, squad } from "./fixtures";
import { match } from "./matches-fixtures";
import { failOnPageError, readStorage, seed } from "./support";
import { sweepRoutes } from "./sweep";

const LONG_RIVAL = "W".repeat(200);
const LONG_PLAYER = "M".repeat(200);
const LONG_FORMATION = "F".repeat(200);
const LONG_NOTE = "N".repeat(2000);

const players = [player("p1", LONG_PLAYER, "Forward", 9), ...squad.slice(1)];
const lineup = Object.fromEntries(
  players.slice(0, 11).map((p, i) => [`Posición ${i + 1}`, p.name]),
);

const data = {
  players,
  formations: [{ ...defaultFormation, name: LONG_FORMATION }],
  rivals: [rival(LONG_RIVAL, { homeGround: "G".repeat(200), notes: [LONG_NOTE] })],
  matches: [
    match("m1", "2024-03-02", LONG_RIVAL, "home", 2, 1, {
      formation: LONG_FORMATION,
      formationUsed: LONG_FORMATION,
      formationPlayers: lineup,
      scorers: [{ player: LONG_PLAYER, minute: 10 }],
      assists: [LONG_PLAYER],
      cards: [{ player: LONG_PLAYER, type: "yellow" }],
    }),
  ],
  fixtures: [
    {
      id: "fx-1",
      rivalId: "",
      rival: LONG_RIVAL,
      date: "2030-01-12",
      time: "18:30",
      location: "away",
      competition: "Liga",
      venue: "V".repeat(200),
    },
  ],
  matchPlans: [
    {
      id: "plan-1",
      rival: LONG_RIVAL,
      formation: LONG_FORMATION,
      lineup,
    },
  ],
};

const routes = [
  "/",
  "/players",
  "/player/p1",
  "/rivals",
  "/rival-details/0",
  "/formations",
  "/formation-details/0",
  "/matchs",
  "/match-details/m1",
  "/match-plans",
  "/match-plan-details/plan-1",
  "/analytics",
  "/calendar",
  "/match-planning",
];

async function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const width of [390, 1280]) {
  test(`a 200-character unbroken name never makes a page wider than ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = failOnPageError(page);
    await page.setViewportSize({ width, height: 900 });
    await seed(page, data);
    // One page load, then every route opened in the app; every route too wide is listed.
    const failures = await sweepRoutes(page, routes, async (route) => {
      await expect(page.locator("main h1").first()).toBeVisible();
      await expect(page.getByText("Loading...")).toHaveCount(0);
      expect(await overflow(page), `${route} at ${width} px`).toBeLessThanOrEqual(0);
    });
    expect(failures, failures.join("\n\n")).toEqual([]);
    // The long name is there, whole, on the rival's page (wrapped, not cut).
    await page.goto("/rival-details/0");
    await expect(page.getByRole("heading", { name: LONG_RIVAL })).toBeVisible();
    expect(errors()).toEqual([]);
  });
}

test("the player form refuses a name longer than the readers keep, beside the field", async ({
  page,
}) => {
  await seed(page, { players: [] });
  await page.goto("/add-player");
  const name = page.getByLabel(/^Nombre/);
  await name.fill("A".repeat(120_000));
  await page.getByLabel(/Dorsal/).fill("9");
  await page.getByRole("button", { name: /Guardar/ }).click();
  await expect(page.getByText("Máximo 200 caracteres.")).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  expect(await readStorage(page, "players")).toEqual([]);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
