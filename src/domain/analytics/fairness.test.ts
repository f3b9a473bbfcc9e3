import { describe, expect, it } from "vitest";
import { fairPlay } from "../live/live-match";
import { FAIR_PLAY_TARGET, belowTarget, evenShare } from "./fair-share";
import { fairnessRows } from "./fairness";
import { season, squad } from "../../testing/season";

describe("the fair-share rule", () => {
  it("even share = minutes × places ÷ players (places capped by the squad)", () => {
    expect(evenShare(90, 11, 15)).toBe(66);
    expect(evenShare(90, 11, 8)).toBe(90);
    expect(evenShare(90, 11, 0)).toBe(0);
  });
  it("below target is strict and never with no share", () => {
    expect(belowTarget(32, 66, 0.5)).toBe(true);
    expect(belowTarget(33, 66, 0.5)).toBe(false);
    expect(belowTarget(0, 0, 0.5)).toBe(false);
  });
  it("the live hint uses the same rule with target 0.5", () => {
    const base = { total: 90, now: 40, places: 11, squad: 15, onPitch: false };
    expect(FAIR_PLAY_TARGET).toBe(0.5);
    expect(fairPlay({ ...base, minutes: 32 }).low).toBe(belowTarget(32, 66, FAIR_PLAY_TARGET));
    expect(fairPlay({ ...base, minutes: 33 }).low).toBe(belowTarget(33, 66, FAIR_PLAY_TARGET));
  });
});

describe("fairnessRows: the three-match season", () => {
  // Two places per match, three players: an even share is 90·2/3 = 60 per match, 180 in all.
  it("season shares and who is below target", () => {
    const rows = fairnessRows(squad, season, { target: 0.6, recent: 1 });
    const [a, b, c] = rows;
    expect(a!.season).toMatchObject({ matches: 3, teamMinutes: 270, minutes: 105 });
    expect(a!.season.evenShare).toBeCloseTo(180, 10);
    expect(a!.season.ofEven).toBeCloseTo(105 / 180, 10);
    expect(a!.season.below).toBe(true); // 105 < 0.6 × 180 = 108
    expect(b!.season.below).toBe(false); // 165
    expect(c!.season.minutes).toBe(270);
    expect(fairnessRows(squad, season, { target: 0.5, recent: 1 })[0]!.season.below).toBe(false);
  });
  it("the last N matches are the latest by date, not by stored order", () => {
    const rows = fairnessRows(squad, season, { target: 0.8, recent: 1 });
    // Last match by date is m3: A played 45 of an even share of 60 (0.75 < 0.8).
    expect(rows[0]!.recent).toMatchObject({ matches: 1, minutes: 45, evenShare: 60, below: true });
    expect(rows[1]!.recent).toMatchObject({ minutes: 45, below: true });
  });
  it("goalkeepers are never flagged, like the live hint", () => {
    const gk = { ...squad[2]! };
    const rows = fairnessRows([squad[0]!, gk], [], { target: 1, recent: 5 });
    expect(rows[1]!.season.below).toBe(false);
    expect(rows[0]!.season).toMatchObject({ matches: 0, share: 0, ofEven: 0, below: false });
  });
});
