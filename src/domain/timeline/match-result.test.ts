import { describe, expect, it } from "vitest";
import {
  POINTS,
  formatRecord,
  matchOutcome,
  pointsOf,
  pointsOfRecord,
  pointsPercentage,
  recordOf,
} from "./match-result";

const s = (home: number, away: number) => ({ score: { home, away } });

describe("matchOutcome", () => {
  it("compares our goals (home) with the rival's (away)", () => {
    expect(matchOutcome({ home: 2, away: 1 })).toBe("win");
    expect(matchOutcome({ home: 0, away: 3 })).toBe("loss");
    expect(matchOutcome({ home: 1, away: 1 })).toBe("draw");
    expect(matchOutcome({ home: 0, away: 0 })).toBe("draw");
  });
});

describe("points", () => {
  it("uses the spec's 3/1/0", () => {
    expect(POINTS).toEqual({ win: 3, draw: 1, loss: 0 });
    expect(pointsOf("win")).toBe(3);
    expect(pointsOf("draw")).toBe(1);
    expect(pointsOf("loss")).toBe(0);
  });
});

describe("recordOf", () => {
  it("is all zeros for no matches", () => {
    expect(recordOf([])).toEqual({ wins: 0, draws: 0, losses: 0 });
  });
  it("counts each outcome", () => {
    expect(recordOf([s(2, 0), s(1, 1), s(0, 1), s(3, 2)])).toEqual({
      wins: 2,
      draws: 1,
      losses: 1,
    });
  });
});

describe("pointsPercentage", () => {
  it("is 0 with no matches", () => {
    expect(pointsPercentage([])).toBe(0);
  });
  it("2 wins, 1 draw, 1 loss → 7/12 → 58", () => {
    expect(pointsPercentage([s(2, 0), s(1, 1), s(0, 1), s(3, 2)])).toBe(58);
  });
  it("all wins is 100, all losses 0, one draw 33", () => {
    expect(pointsPercentage([s(1, 0), s(5, 4)])).toBe(100);
    expect(pointsPercentage([s(0, 1)])).toBe(0);
    expect(pointsPercentage([s(2, 2)])).toBe(33);
  });
  it("rounds half up (1 win + 1 draw of 3 matches = 4/9 = 44.4 → 44; 2 draws/3 = 22.2 → 22)", () => {
    expect(pointsPercentage([s(1, 0), s(1, 1), s(0, 1)])).toBe(44);
    expect(pointsPercentage([s(1, 1), s(1, 1), s(0, 1)])).toBe(22);
  });
});

describe("formatRecord", () => {
  it("writes wins-losses-draws", () => {
    expect(formatRecord({ wins: 3, draws: 2, losses: 1 })).toBe("3-1-2");
    expect(formatRecord({ wins: 0, draws: 0, losses: 0 })).toBe("0-0-0");
  });
  it("pointsOfRecord sums 3 per win and 1 per draw", () => {
    expect(pointsOfRecord({ wins: 2, draws: 1, losses: 5 })).toBe(7);
  });
});
