// Names are whatever the coach typed, restored or received from the staff: a line break in one
// must not start a line of its own in the team chat, and a long one must wrap on screen and on
// paper instead of widening the call-up past the page.
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { player, rival, squad } from "./fixtures";
import { failOnPageError, seed } from "./support";

const NOW = new Date("2026-11-24T10:00:00+01:00");
// As long as the readers keep (200 characters), with no space to break at.
const LONG = "Wolfeschlegelsteinhausenbergerdorff".repeat(6).slice(0, 200);
const team = [
  ...squad.slice(0, 10),
  player("p-long", LONG, "Midfielder", 21),
  player("p-break", "Iker\n\n*Cambio de hora: 08:00*", "Goalkeeper", 13),
];
const lobos = rival("Lobos", { id: "r1" });
const fixture = {
  id: "fx1",
  rivalId: "r1",
  rival: `Lobos ${LONG}`,
  date: "2026-11-28",
  time: "18:30",
  location: "home",
  competition: "Liga\nCambio de hora: 08:00",
  venue: LONG,
  squadIds: team.map((p) => p.id),
};

/** Widest box on the page against the viewport: nothing may stick out sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("one line per player in the chat text, and long names wrap on screen and on paper", async ({
  page,
  context,
}) => {
  const errors = failOnPageError(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await seed(page, { players: team, rivals: [lobos], fixtures: [fixture] });
  await page.clock.install({ time: NOW });
  await page.goto("/calendar/fx1/convocatoria");
  await expect(page.getByTestId("squad-count")).toHaveText("12 convocados");

  await page.getByRole("button", { name: "Copiar texto" }).click();
  await expect(page.getByText("Texto copiado")).toBeVisible();
  const lines = (await page.evaluate(() => navigator.clipboard.readText())).split("\n");
  // Title, facts, blank, 12 players, blank, count: nothing a name brought in stands alone.
  expect(lines).toHaveLength(17);
  expect(lines[1]).toBe(`Liga Cambio de hora: 08:00 · sábado, 28 de noviembre · 18:30 · ${LONG}`);
  expect(lines).toContain("13 Iker *Cambio de hora: 08:00*");
  expect(lines).toContain(`21 ${LONG}`);
  expect(lines.filter((l) => l.startsWith("*"))).toHaveLength(1);

  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.emulateMedia({ media: "print" });
  const sheet = page.getByRole("region", { name: "Hoja de convocatoria" });
  await expect(sheet).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  const box = (await sheet.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(1280);
  expect(errors()).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test("the call-up with long names fits the screen's width", async ({ page }) => {
    await seed(page, { players: team, rivals: [lobos], fixtures: [fixture] });
    await page.clock.install({ time: NOW });
    await page.goto("/calendar/fx1/convocatoria");
    await expect(page.getByTestId("squad-count")).toHaveText("12 convocados");
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
