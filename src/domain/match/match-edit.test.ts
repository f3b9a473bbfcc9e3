import { describe, expect, it } from "vitest";
import { editedMatch, rivalMinutesAgree, shotsAgree } from "./match-edit";
import { deepFreeze, makeMatch } from "../../testing/fixtures";
import type { Match, MatchShot } from "../records/types";
import { asId } from "../../testing/ids";

const shot = (side: MatchShot["side"], minute: number, goal: boolean): MatchShot => ({
  side,
  minute,
  period: minute <= 45 ? 1 : 2,
  goal,
});

/** Recorded live: 2-1, shots 3-2 (goals included), scorers at 12' and 67', the rival's at 22'. */
const recorded: Match = deepFreeze(
  makeMatch({
    id: "m-live",
    score: { home: 2, away: 1 },
    scorers: [
      { player: "A", minute: 12, playerId: "a" },
      { player: "B", minute: 67, playerId: "b" },
    ],
    shotsFor: 3,
    shotsAgainst: 2,
    season: "2023-24",
    periodMinutes: 45,
    fixtureId: "fx1",
    rivalGoalMinutes: [22],
    shotsTimeline: [
      shot("for", 12, true),
      shot("against", 22, true),
      shot("against", 25, false),
      shot("for", 34, false),
      shot("for", 67, true),
    ],
  }),
);

/** What buildMatch gives for the form filled in with `recorded`, changed by `over`. */
const built = (over: Partial<Match> = {}): Match => {
  const copy: Partial<Match> = { ...recorded };
  for (const k of ["season", "periodMinutes", "fixtureId", "shotsTimeline"] as const)
    delete copy[k];
  return { ...(copy as Match), ...over };
};

describe("editedMatch", () => {
  it("keeps the live fields when the edit contradicts none of them", () => {
    const next = editedMatch(recorded, built({ date: "2024-04-15" }));
    expect(next.date).toBe("2024-04-15");
    expect(next.rivalGoalMinutes).toEqual([22]);
    expect(next.shotsTimeline).toEqual(recorded.shotsTimeline);
    expect(next.periodMinutes).toBe(45);
    expect(next.fixtureId).toBe("fx1");
  });

  it("drops the rival's minutes and the assists' links the coach cleared in the form", () => {
    const withAssist = { ...recorded, assists: ["A"], assistIds: [asId("a")], assistGoals: [1] };
    const cleared = built({ rivalGoalMinutes: undefined });
    delete cleared.rivalGoalMinutes;
    const next = editedMatch(withAssist, cleared);
    expect(next).not.toHaveProperty("rivalGoalMinutes");
    expect(next.assists).toEqual([]);
    expect(next).not.toHaveProperty("assistIds");
    expect(next).not.toHaveProperty("assistGoals");
  });

  it("drops the season (derived again from the date) and an old events log", () => {
    const old = { ...recorded, events: [] } as Match;
    const next = editedMatch(old, built());
    expect(next).not.toHaveProperty("season");
    expect(next).not.toHaveProperty("events");
  });

  it("drops the rival's minutes and the shots when the rival's goals go down", () => {
    // 2-1 → 2-0: one minute (22') for no goal.
    const next = editedMatch(recorded, built({ score: { home: 2, away: 0 } }));
    expect(next).not.toHaveProperty("rivalGoalMinutes");
    expect(next).not.toHaveProperty("shotsTimeline");
    expect(next.periodMinutes).toBe(45);
  });

  it("drops them too when the rival's goals go up (the new goal's minute is not known)", () => {
    const next = editedMatch(recorded, built({ score: { home: 2, away: 2 } }));
    expect(next).not.toHaveProperty("rivalGoalMinutes");
    expect(next).not.toHaveProperty("shotsTimeline");
  });

  it("keeps the rival's minutes but drops the shots when only the shot counts change", () => {
    const next = editedMatch(recorded, built({ shotsAgainst: 5 }));
    expect(next.rivalGoalMinutes).toEqual([22]);
    expect(next).not.toHaveProperty("shotsTimeline");
  });

  it("drops the shots when our goals change or a scorer's minute moves", () => {
    const fewer = editedMatch(
      recorded,
      built({ score: { home: 1, away: 1 }, scorers: [recorded.scorers[0]!] }),
    );
    expect(fewer.rivalGoalMinutes).toEqual([22]);
    expect(fewer).not.toHaveProperty("shotsTimeline");
    const moved = editedMatch(
      recorded,
      built({ scorers: [recorded.scorers[0]!, { player: "B", minute: 70, playerId: asId("b") }] }),
    );
    expect(moved).not.toHaveProperty("shotsTimeline");
  });

  it("keeps the shots when a scorer changes but the minute stays, or a goal has no scorer", () => {
    const other = editedMatch(
      recorded,
      built({ scorers: [{ player: "C", minute: 12, playerId: asId("c") }, recorded.scorers[1]!] }),
    );
    expect(other.shotsTimeline).toEqual(recorded.shotsTimeline);
    const unnamed = editedMatch(recorded, built({ scorers: [recorded.scorers[1]!] }));
    expect(unnamed.shotsTimeline).toEqual(recorded.shotsTimeline);
  });

  it("adds nothing to a match entered with the form", () => {
    const typed = makeMatch({ id: "m2", score: { home: 1, away: 3 } });
    const next = editedMatch(typed, { ...typed, score: { home: 0, away: 3 } });
    expect(next).toEqual({ ...typed, score: { home: 0, away: 3 } });
  });
});

describe("rivalMinutesAgree and shotsAgree", () => {
  it("accept the live match as recorded", () => {
    expect(rivalMinutesAgree(recorded)).toBe(true);
    expect(shotsAgree(recorded)).toBe(true);
  });

  it("refuse rival goals at other minutes than the shots say", () => {
    expect(shotsAgree({ ...recorded, rivalGoalMinutes: [23] })).toBe(false);
  });

  it("refuse a list that is not one", () => {
    expect(rivalMinutesAgree({ ...recorded, rivalGoalMinutes: undefined })).toBe(false);
    expect(shotsAgree({ ...recorded, shotsTimeline: undefined })).toBe(false);
  });
});
