// Numbers the original product stored as text ("9" shots, a substitution at "60") are turned into
// numbers by the reader; past it, the analytics and the figures read them with one `num`, so they
// agree on the same match.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dashboardSummary } from "../figures/dashboard";
import { deriveFigures } from "../figures/figures";
import { readMatch } from "../records/match";
import { REJECT } from "../records/read";
import type { Match } from "../records/types";
import { makePlayer } from "../../testing/fixtures";
import { originalProductData } from "../../testing/original-data";
import { squadFigures } from "./players";
import { teamFigures } from "./team";

const read = (raw: unknown): Match => {
  const m = readMatch(structuredClone(raw), 0);
  if (m === REJECT) throw new Error("rejected");
  return m;
};
const players = ["Iker", "Lionel", "Pedri"].map((name) => makePlayer(name));
const lists = { formations: [], rivals: [] };

describe("the analytics and the figures read one match's numbers alike", () => {
  it("the original product's match: 9 shots for, 4 against; Lionel 60 minutes, Pedri 30", () => {
    const match = read(originalProductData.matches[0]);
    const team = teamFigures([match], lists).shots;
    const dash = dashboardSummary(players, [match]);
    expect([team.shotsFor, team.shotsAgainst]).toEqual([9, 4]);
    expect([dash.shotsFor, dash.shotsAgainst]).toEqual([9, 4]);
    const analytics = squadFigures(players, [match]).players.map((p) => p.minutes);
    const figures = deriveFigures({ players, ...lists }, [match], { real: true });
    expect(analytics).toEqual([90, 60, 30]);
    expect(figures.players.map((p) => p.minutesPlayed)).toEqual([90, 60, 30]);
  });

  it("a number left as text past the reader means the same to both (nothing)", () => {
    const unread = { ...originalProductData.matches[0], shotsAgainst: "4" } as unknown as Match;
    const team = teamFigures([unread], lists).shots;
    const dash = dashboardSummary(players, [unread]);
    expect([team.shotsFor, team.shotsAgainst]).toEqual([dash.shotsFor, dash.shotsAgainst]);
  });

  it("any score and shots stored as text: read, both give the same goals and shots", () => {
    const digits = fc.integer({ min: 0, max: 30 }).map(String);
    fc.assert(
      fc.property(digits, digits, digits, digits, (home, away, sf, sa) => {
        const raw = { ...originalProductData.matches[0], score: `${home}-${away}` };
        const match = read({ ...raw, shotsFor: sf, shotsAgainst: sa });
        const team = teamFigures([match], lists);
        const dash = dashboardSummary(players, [match]);
        expect(team.summary.goalsFor).toBe(dash.goalsFor);
        expect(team.summary.goalsAgainst).toBe(dash.goalsAgainst);
        expect([team.shots.shotsFor, team.shots.shotsAgainst]).toEqual([Number(sf), Number(sa)]);
        expect([dash.shotsFor, dash.shotsAgainst]).toEqual([Number(sf), Number(sa)]);
      }),
    );
  });
});
