import { describe, expect, it } from "vitest";
import { makeFormation, makeMatch, makeRival } from "../../testing/fixtures";
import { MIN_MATCHES_RECORD, pythagoreanPoints, teamFigures } from "./team";
import { season } from "../../testing/season";

const t = teamFigures(season, { formations: [], rivals: [] });

describe("teamFigures: the three-match season by hand", () => {
  it("summary, form in date order and the per-match series", () => {
    expect(t.summary).toMatchObject({
      matches: 3,
      wins: 1,
      draws: 1,
      losses: 1,
      points: 4,
      goalsFor: 3,
      goalsAgainst: 4,
    });
    expect(t.summary.ppm!.value).toBeCloseTo(4 / 3, 10);
    expect(t.summary.ppm!.reliable).toBe(false);
    expect(t.form.map((p) => p.outcome)).toEqual(["win", "draw", "loss"]);
    expect(t.series.map((p) => p.pointsAvg)).toEqual([3, 2, 4 / 3]);
    expect(t.series.map((p) => p.goalsAgainstAvg)).toEqual([1, 0.5, 4 / 3]);
    expect(t.summary.goalsForPerMatch!.value).toBe(1);
  });

  it("home and away", () => {
    expect(t.home).toMatchObject({ matches: 1, points: 3, goalsFor: 2, goalsAgainst: 1 });
    expect(t.away).toMatchObject({ matches: 2, points: 1, goalsFor: 1, goalsAgainst: 3 });
  });

  it("shots ratio, conversion and the share of rival shots stopped", () => {
    expect(t.shots).toMatchObject({ shotsFor: 20, shotsAgainst: 18 });
    expect(t.shots.ratio!.value).toBeCloseTo(20 / 38, 10);
    expect(t.shots.conversion!.value).toBeCloseTo(3 / 20, 10);
    expect(t.shots.stopped!.value).toBeCloseTo(14 / 18, 10);
    expect(t.shots.ratio!.reliable).toBe(false);
  });

  it("Pythagorean expected points: 3·3·0.9·3^1.4/(3^1.4+4^1.4) ≈ 3.245", () => {
    expect(t.pythagorean!.expectedPoints).toBeCloseTo(3.245, 2);
    expect(t.pythagorean!.points).toBe(4);
    expect(t.pythagorean!.difference).toBeCloseTo(0.755, 2);
    expect(t.pythagorean!.reliable).toBe(false);
  });
});

describe("pythagoreanPoints", () => {
  it("equal goals give 1.35 points per match; no goals too; no matches give 0", () => {
    expect(pythagoreanPoints(10, 10, 10)).toBeCloseTo(13.5, 10);
    expect(pythagoreanPoints(0, 0, 4)).toBeCloseTo(5.4, 10);
    expect(pythagoreanPoints(5, 0, 2)).toBeCloseTo(5.4, 10);
    expect(pythagoreanPoints(3, 1, 0)).toBe(0);
  });
  it("Man City 2011-12 (93–29 in 38) ≈ 85.8", () => {
    expect(pythagoreanPoints(93, 29, 38)).toBeCloseTo(85.8, 0);
  });
});

describe("formation and rival records", () => {
  it("groups by id, falling back to the name; greyed below five matches", () => {
    const f = makeFormation("4-4-2");
    const r = makeRival("Norte");
    const matches = Array.from({ length: 5 }, (_, i) =>
      makeMatch({
        id: `x${i}`,
        date: `2024-10-0${i + 1}`,
        formation: "otro nombre",
        formationId: f.id,
        rival: "Norte",
        score: { home: i % 2, away: 0 },
      }),
    );
    matches.push(makeMatch({ id: "y", formation: "Sin id", rival: "Sur" }));
    const team = teamFigures(matches, { formations: [f], rivals: [r] });
    expect(team.formations[0]).toMatchObject({
      key: f.id,
      label: "4-4-2",
      matches: 5,
      wins: 2,
      draws: 3,
    });
    expect(team.formations[0]!.ppm!.value).toBeCloseTo(9 / 5, 10);
    expect(team.formations[0]!.ppm!.reliable).toBe(true);
    expect(team.formations[1]).toMatchObject({ key: "?Sin id", matches: 1 });
    expect(team.formations[1]!.ppm!.reliable).toBe(false);
    expect(team.rivals.map((x) => [x.label, x.matches])).toEqual([
      ["Norte", 5],
      ["Sur", 1],
    ]);
    expect(MIN_MATCHES_RECORD).toBe(5);
  });

  it("no matches", () => {
    const empty = teamFigures([], { formations: [], rivals: [] });
    expect(empty.summary.ppm).toBeNull();
    expect(empty.pythagorean).toBeNull();
    expect(empty.shots.ratio).toBeNull();
    expect(empty.form).toEqual([]);
  });
});
