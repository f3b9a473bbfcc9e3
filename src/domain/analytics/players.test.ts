import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deriveFigures } from "../figures/figures";
import { generateTeam } from "../../../dev-data/generate";
import { makeMatch } from "../../testing/fixtures";
import { poissonCountInterval } from "./intervals";
import { coversMinute } from "../timeline/timeline";
import { knownGoalMinutes } from "../figures/participation";
import { MIN_MINUTES_PER90, squadFigures } from "./players";
import { A, B, C, m1, m3, season, squad } from "../../testing/season";
import { asId } from "../../testing/ids";

const figures = squadFigures(squad, season);
const [a, b, c] = figures.players;

describe("squadFigures: the three-match season by hand", () => {
  it("counts matches, starts, minutes and the share of the team's 270 minutes", () => {
    expect(figures.matches).toBe(3);
    expect(figures.knownMatches).toBe(1);
    expect(a).toMatchObject({ matches: 2, starts: 2, minutes: 105, teamMinutes: 270 });
    expect(a!.minutesShare).toBeCloseTo(105 / 270, 10);
    expect(b).toMatchObject({ matches: 3, starts: 1, minutes: 165 });
    expect(c).toMatchObject({ matches: 3, starts: 3, minutes: 270, minutesShare: 1 });
  });

  it("rates per 90 with the exact interval, greyed below 270 minutes", () => {
    expect(a!.goals!.count).toBe(2);
    expect(a!.goals!.value).toBeCloseTo((2 * 90) / 105, 10);
    const ci = poissonCountInterval(2);
    expect(a!.goals!.interval.low).toBeCloseTo((ci.low * 90) / 105, 10);
    expect(a!.goals!.interval.high).toBeCloseTo((ci.high * 90) / 105, 10);
    expect(a!.goals!.reliable).toBe(false);
    expect(a!.cards!.count).toBe(1);
    expect(c!.goals).toMatchObject({ count: 0, value: 0, reliable: true });
    expect(MIN_MINUTES_PER90).toBe(270);
  });

  it("splits the team's points by starting, coming on and not playing", () => {
    // A started m1 (3) and m3 (0); did not play m2 (1).
    expect(a!.whenStarting).toMatchObject({ matches: 2, points: 3 });
    expect(a!.whenStarting.ppm!.value).toBe(1.5);
    expect(a!.whenSubstitute).toEqual({ matches: 0, points: 0, ppm: null });
    expect(a!.whenNotPlaying).toMatchObject({ matches: 1, points: 1 });
    expect(a!.whenNotPlaying.ppm).toEqual({
      value: 1,
      interval: { low: 0, high: 3 },
      reliable: false,
    });
    // B started m2 (1), came on in m1 (3) and m3 (0).
    expect(b!.whenStarting).toMatchObject({ matches: 1, points: 1 });
    expect(b!.whenSubstitute.ppm!.value).toBe(1.5);
    expect(b!.whenNotPlaying.ppm).toBeNull();
  });

  it("on-pitch goal difference only over the live match", () => {
    // m3: A on 0–45 (goal for 20', against 5'); B on 45–90 (against 50', 80').
    expect(a!.onPitch).toMatchObject({
      matches: 1,
      minutesOn: 45,
      minutesOff: 45,
      goalsForOn: 1,
      goalsAgainstOn: 1,
      goalsForOff: 0,
      goalsAgainstOff: 2,
    });
    expect(a!.onPitch!.plusMinus90!.value).toBe(0);
    // On-off = 0 − 90·(0 − 2)/45 = +4, far too small a sample.
    expect(a!.onPitch!.onOff!.value).toBeCloseTo(4, 10);
    expect(a!.onPitch!.onOff!.reliable).toBe(false);
    expect(b!.onPitch).toMatchObject({ goalsForOn: 0, goalsAgainstOn: 2, minutesOn: 45 });
    // C never sat out: no off figure at all.
    expect(c!.onPitch!.plusMinus90!.value).toBeCloseTo(-2, 10);
    expect(c!.onPitch!.onOff).toBeNull();
  });

  it("zero minutes: no rates, no on-pitch figures, every match 'not playing'", () => {
    const bench = squadFigures([...squad, { ...A, id: asId("z"), name: "Z" }], season).players[3]!;
    expect(bench).toMatchObject({ matches: 0, minutes: 0, minutesShare: 0 });
    expect(bench.goals).toBeNull();
    expect(bench.onPitch).toBeNull();
    expect(bench.whenNotPlaying).toMatchObject({ matches: 3, points: 4 });
  });

  it("no matches at all", () => {
    const empty = squadFigures(squad, []);
    expect(empty.matches).toBe(0);
    expect(empty.players[0]).toMatchObject({ minutesShare: 0, goals: null });
  });

  it("links by name when a match has no ids", () => {
    const byName = makeMatch({
      formationPlayers: { "Posición 1": "B" },
      scorers: [{ player: "B", minute: 3 }],
    });
    const f = squadFigures([A, B, C], [byName]).players[1]!;
    expect(f).toMatchObject({ matches: 1, minutes: 90 });
    expect(f.goals!.count).toBe(1);
  });
});

describe("goal minutes and being on the pitch", () => {
  it("known only when the live lists are as long as the score", () => {
    expect(knownGoalMinutes(m1)).toBeNull();
    expect(knownGoalMinutes(m3)).toEqual({ for: [20], against: [5, 50, 80] });
    expect(knownGoalMinutes({ ...m3, rivalGoalMinutes: [5] })).toBeNull();
  });
  // The one boundary rule (timeline.ts): a goal in the minute of a substitution happened with
  // both players on, as the match form and the live screen let either be involved in it.
  it("a goal in the minute of a substitution counts for the player coming on and the one going off", () => {
    expect(coversMinute([{ from: 0, to: 45 }], 45)).toBe(true);
    expect(coversMinute([{ from: 0, to: 45 }], 46)).toBe(false);
    expect(coversMinute([{ from: 45, to: Infinity }], 45)).toBe(true);
    expect(coversMinute(undefined, 10)).toBe(false);
    expect(B.id).toBe("b");
    expect(C.position).toBe("Goalkeeper");
  });
});

describe("squadFigures for one player (the player detail)", () => {
  it("gives exactly his row of the whole squad's figures, on generated seasons", () => {
    for (const seed of [3, 11]) {
      const team = generateTeam({ seed, matches: 120, players: 24 });
      const all = squadFigures(team.players, team.matches);
      for (const player of team.players) {
        const one = squadFigures(team.players, team.matches, player.id);
        expect(one.players).toEqual([all.players.find((p) => p.playerId === player.id)]);
        expect(one.matches).toBe(all.matches);
        expect(one.knownMatches).toBe(all.knownMatches);
      }
    }
  });

  it("counts the team's points in the matches he missed", () => {
    const one = squadFigures(squad, season, "a");
    expect(one.players).toEqual([a]);
    expect(one.players[0]!.whenNotPlaying.matches).toBe(1);
  });

  it("an unknown id gives no player", () => {
    expect(squadFigures(squad, season, "nobody").players).toEqual([]);
  });
});

describe("one minutes rule", () => {
  // Without a sending-off, real minutes are the stored counters' minutes (a red card ends a spell
  // only for real minutes: timeline.ts). The generator books players at random, so its second
  // yellows are dropped here; timeline-consumers.property.test.ts drives matches with reds.
  it("each player's matches and minutes equal the figures rule's, unknown players in the lineup too", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (seed) => {
        const team = generateTeam({ seed, matches: 30, players: 18 });
        // Every third match: a starter nobody in the squad is, who is later taken off for a
        // squad player (he holds a place and his substitute's minutes still count).
        const matches = team.matches.map((stored, i) => {
          const m = { ...stored, cards: [] };
          if (i % 3 !== 0) return m;
          const slot = Object.keys(m.formationPlayers)[0]!;
          const out = m.formationPlayers[slot]!;
          return {
            ...m,
            formationPlayers: { ...m.formationPlayers, [slot]: "Desconocido" },
            formationPlayerIds: { ...m.formationPlayerIds, [slot]: asId("nadie") },
            subs: m.subs.map((s) =>
              s.playerOut === out
                ? { ...s, playerOut: "Desconocido", playerOutId: asId("nadie") }
                : s,
            ),
          };
        });
        const derived = deriveFigures(team, matches, { opening: false });
        const squad = squadFigures(team.players, matches);
        team.players.forEach((p, i) => {
          const row = squad.players.find((r) => r.playerId === p.id)!;
          expect([row.matches, row.minutes]).toEqual([
            derived.players[i]!.matches,
            derived.players[i]!.minutesPlayed,
          ]);
        });
      }),
      { numRuns: 20 },
    );
  });
});
