import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AttendanceStatus } from "../records/attendance";
import type { PlayerId, TrainingSessionId } from "../base/ids";
import type { HeldSession } from "../training/attendance";
import { shareText } from "../training/attendance";
import { fairPlay } from "./live-match";
import { FAIR_PLAY_TARGET, belowTarget, evenShare } from "../analytics/fair-share";
import { fairnessRows, trainingSpan } from "../analytics/fairness";
import { m3, season, squad } from "../../testing/season";

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

/** A held session on `date` with each listed player's mark. */
const held = (date: string, marks: Record<string, AttendanceStatus>): HeldSession => ({
  session: {
    id: `s-${date}` as TrainingSessionId,
    date,
    time: "19:00",
    minutes: 90,
    place: "",
    focus: "",
    status: "programado",
  },
  marks: Object.entries(marks).map(([id, status]) => ({ playerId: id as PlayerId, status })),
});

describe("fairnessRows counting training", () => {
  // A's sessions: 20 Aug (before the span: ignored), 27 Aug present, 3 and 6 Sep absent,
  // 10 Sep present, 13 Sep 'Justificado' (left out), 17 Sep (after the last match: ignored).
  // B is in no list.
  const sessions = [
    held("2024-08-20", { a: "ausente" }),
    held("2024-08-27", { a: "presente" }),
    held("2024-09-03", { a: "ausente" }),
    held("2024-09-06", { a: "ausente" }),
    held("2024-09-10", { a: "presente" }),
    held("2024-09-13", { a: "justificado" }),
    held("2024-09-17", { a: "ausente" }),
  ];
  const plainShare = { justified: 0, injured: 0, counts: false };
  it("the span runs from a week before the first match to the last, by date", () => {
    expect(trainingSpan(season)).toEqual({ from: "2024-08-25", to: "2024-09-15" });
    expect(trainingSpan([m3])).toEqual({ from: "2024-09-08", to: "2024-09-15" });
    expect(trainingSpan([])).toBeNull();
  });
  it("scales each target by attendance: A trained 2 of 4 (the justified one left out), so half the target", () => {
    const rows = fairnessRows(squad, season, { target: 0.6, recent: 1, training: sessions });
    const a = rows[0]!;
    expect(a.season.training).toEqual({
      ...plainShare,
      sessions: 4,
      present: 2,
      rate: 0.5,
      justified: 1,
      counts: true,
    });
    expect(shareText(a.season.training!)).toBe("2/4 (50 %) · 1 justificada");
    expect(a.season.target).toBeCloseTo(0.3, 10);
    // 105 minutes of an even share of 180: under 0.6 × 180 = 108, over 0.3 × 180 = 54.
    expect(a.season.below).toBe(false);
    // m3 only: 10 Sep present, 13 Sep justified: 1 of 1, too few to rescale the target.
    expect(a.recent.training).toEqual({
      ...plainShare,
      sessions: 1,
      present: 1,
      rate: 1,
      justified: 1,
    });
    expect(a.recent.target).toBe(0.6);
    expect(shareText(a.recent.training!)).toBe(
      "1/1 (100 %) · 1 justificada · menos de 4 sesiones: no cambia su objetivo",
    );
  });
  it("two sessions never rescale a season: fewer than four counted keep the plain target", () => {
    const two = [held("2024-08-27", { a: "ausente" }), held("2024-09-03", { a: "ausente" })];
    const a = fairnessRows(squad, season, { target: 0.6, recent: 3, training: two })[0]!;
    expect(a.season).toMatchObject({ target: 0.6, training: { sessions: 2, present: 0 } });
    expect(a.season.below).toBe(true); // 105 < 108, as in the plain view
  });
  it("an injured player is left out of the share, not judged 0 %", () => {
    const hurt = ["2024-08-27", "2024-09-03", "2024-09-06", "2024-09-10"].map((d) =>
      held(d, { b: "lesionado" }),
    );
    const b = fairnessRows(squad, season, { target: 0.8, recent: 1, training: hurt })[1]!;
    expect(b.season).toMatchObject({
      target: 0.8,
      training: { ...plainShare, sessions: 0, present: 0, rate: null, injured: 4 },
    });
    expect(shareText(b.season.training!)).toBe("— · 4 con lesión");
  });
  it("a player with no session taken keeps the plain target", () => {
    const rows = fairnessRows(squad, season, { target: 0.8, recent: 1, training: sessions });
    expect(rows[1]!.recent).toMatchObject({
      target: 0.8,
      training: { ...plainShare, sessions: 0, present: 0, rate: null },
      minutes: 45,
      below: true, // 45 < 0.8 × 60
    });
  });
  it("not counted: the plain target and no training figure", () => {
    const row = fairnessRows(squad, season, { target: 0.6, recent: 1 })[0]!;
    expect(row.season).toMatchObject({ target: 0.6, training: null, below: true });
  });
  it("counting training never flags a player the plain view does not", () => {
    const status = fc.constantFrom<AttendanceStatus>(
      "presente",
      "ausente",
      "justificado",
      "lesionado",
    );
    const day = fc.integer({ min: 0, max: 40 }).map((n) => {
      const d = new Date(Date.UTC(2024, 7, 15 + n));
      return d.toISOString().slice(0, 10);
    });
    fc.assert(
      fc.property(
        fc.array(fc.record({ date: day, a: status, b: status }), { maxLength: 12 }),
        fc.double({ min: 0.05, max: 1.5, noNaN: true }),
        fc.integer({ min: 1, max: 3 }),
        (list, target, recent) => {
          const training = list.map((s) => held(s.date, { a: s.a, b: s.b }));
          const plain = fairnessRows(squad, season, { target, recent });
          const counted = fairnessRows(squad, season, { target, recent, training });
          counted.forEach((row, i) => {
            for (const w of ["season", "recent"] as const) {
              if (row[w].below) expect(plain[i]![w].below).toBe(true);
              expect(row[w].target).toBeLessThanOrEqual(target);
              expect(row[w].minutes).toBe(plain[i]![w].minutes);
              // Too small a sample, or only justified and injured marks: the plain target.
              if (!row[w].training?.counts) expect(row[w].target).toBe(target);
            }
          });
        },
      ),
    );
  });
});
