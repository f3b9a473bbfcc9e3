// Temporary: screenshots of the issue-14 screens for review (not part of the suite).
import { expect, test } from "@playwright/test";
import { buildDemoTeam } from "../src/domain/demo-team";
import { seed } from "./support";

const team = buildDemoTeam("2026-11-23");
const plan = team.matchPlans[0]!;
const last = team.matches[team.matches.length - 1]!;
const rivals = team.rivals;
const nextRival = rivals.find((r) => r.name === plan.rival)!;
const fixtures = [
  { id: "fxp", rivalId: last.rivalId, rival: last.rival, date: last.date, time: "17:00", location: last.location, competition: "Liga", venue: "", planId: plan.id, matchId: last.id },
  { id: "fx1", rivalId: nextRival.id, rival: nextRival.name, date: "2026-11-28", time: "18:30", location: "home", competition: "Liga", venue: "Campo Municipal de La Dehesa", planId: plan.id, squadIds: team.players.slice(0, 18).map((p) => p.id) },
  { id: "fx2", rivalId: rivals[1]!.id, rival: rivals[1]!.name, date: "2026-12-05", time: "12:00", location: "away", competition: "Liga", venue: rivals[1]!.homeGround },
  { id: "fx3", rivalId: rivals[2]!.id, rival: rivals[2]!.name, date: "2026-12-09", time: "20:00", location: "home", competition: "Copa", venue: "Campo Municipal de La Dehesa" },
];
const availability = [
  { id: "a1", playerId: team.players[3]!.id, kind: "injured", from: "2026-11-20", until: "2026-12-10", note: "Esguince de tobillo" },
  { id: "a2", playerId: team.players[9]!.id, kind: "suspended", from: "2026-11-24", until: "", note: "", matches: 1, competition: "Liga" },
];
const data = { ...team, matchPlans: [{ ...plan, fixtureId: "fx1" }], matches: team.matches.map((m) => (m.id === last.id ? { ...m, fixtureId: "fxp" } : m)), fixtures, availability };

for (const width of [1280, 1024, 390]) {
  test.describe(`${width}`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 }, ...(width === 390 ? { hasTouch: true, isMobile: true } : {}) });
    test("shots", async ({ page }) => {
      await seed(page, data);
      await page.clock.install({ time: new Date("2026-11-24T10:00:00+01:00") });
      await page.goto("/calendar");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calendario");
      await page.screenshot({ path: `/tmp/shots/calendar-${width}.png`, fullPage: width !== 390 });
      await page.goto("/calendar/fx1/convocatoria");
      await expect(page.getByTestId("squad-count")).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/callup-${width}.png`, fullPage: width === 390 ? false : true });
      await page.goto("/");
      await expect(page.getByRole("region", { name: "Próximo partido" })).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/dashboard-${width}.png` });
      await page.goto(`/match-details/${last.id}`);
      await expect(page.getByRole("region", { name: "Plan y resultado" })).toBeVisible();
      await page.getByRole("region", { name: "Plan y resultado" }).screenshot({ path: `/tmp/shots/review-${width}.png` });
      await page.goto(`/player/${team.players[3]!.id}`);
      await page.getByRole("region", { name: "Disponibilidad" }).screenshot({ path: `/tmp/shots/availability-${width}.png` });
      await page.goto(`/match-planning?fixture=fx1`);
      await page.screenshot({ path: `/tmp/shots/planning-${width}.png` });
      await page.goto(`/match-plans`);
      await page.screenshot({ path: `/tmp/shots/plans-${width}.png` });
    });
  });
}
