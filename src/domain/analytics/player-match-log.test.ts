import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { squadFigures } from "./players";
import { generateTeam } from "../../../dev-data/generate";
import { playerLogMatches, playerMatchEntry, playerMatchLog } from "../figures/player-match-log";
import { makeFormation, makeMatch, readStoredMatch } from "../../testing/fixtures";
import type { Formation } from "../records/types";
import { asId } from "../../testing/ids";

const clasica: Formation = {
  ...makeFormation("Clásica"),
  roles: { ...makeFormation("Clásica").roles, "Posición 10": "Delantero centro" },
};
const formations = [clasica];
const torres = { id: asId("p9"), name: "Fernando Torres" };
const villa = { id: asId("p7"), name: "David Villa" };
const cesc = { id: asId("p10"), name: "Cesc Fàbregas" };

// Oldest: Torres starts, scores twice, assists once, a yellow, goes off at 70 for Cesc.
const m1 = makeMatch({
  id: "m1",
  date: "2024-03-02",
  rival: "Leones",
  opponent: "Leones",
  formation: "Clásica",
  formationUsed: "Clásica",
  score: { home: 3, away: 1 },
  formationPlayers: { "Posición 10": "Fernando Torres", "Posición 11": "David Villa" },
  scorers: [
    { player: "Fernando Torres", minute: 12 },
    { player: "David Villa", minute: 40 },
    { player: "Fernando Torres", minute: 65 },
  ],
  assists: ["David Villa", "Fernando Torres"],
  cards: [{ player: "Fernando Torres", type: "yellow" }],
  subs: [{ playerOut: "Fernando Torres", playerIn: "Cesc Fàbregas", minute: 70 }],
});
// Newest: linked by ids; the stored names are old ones ('Niño' was renamed to Fernando Torres).
const m2 = makeMatch({
  id: "m2",
  date: "2024-04-14",
  rival: "Águilas",
  opponent: "Águilas",
  formation: "Clásica",
  formationUsed: "Clásica",
  score: { home: 0, away: 2 },
  formationPlayers: { "Posición 10": "David Villa" },
  formationPlayerIds: { "Posición 10": "p7" },
  scorers: [],
  assists: [],
  cards: [{ player: "Niño", playerId: "p9", type: "red", minute: 88 }],
  subs: [
    { playerOut: "David Villa", playerIn: "Niño", minute: 60, playerOutId: "p7", playerInId: "p9" },
  ],
});
// In between: Torres did not play.
const m3 = makeMatch({
  id: "m3",
  date: "2024-03-20",
  formationPlayers: { "Posición 11": "David Villa" },
});

describe("playerMatchLog", () => {
  it("lists every match he was in, newest first, with hand-counted figures", () => {
    const log = playerMatchLog(torres, [m1, m3, m2], formations);
    expect(log.map((e) => e.matchId)).toEqual(["m2", "m1"]);
    expect(log[1]).toEqual({
      matchId: "m1",
      date: "2024-03-02",
      rival: "Leones",
      location: "home",
      role: "Delantero centro",
      started: true,
      cameOnAt: undefined,
      wentOffAt: 70,
      minutes: 70,
      goals: 2,
      assists: 1,
      yellowCards: 1,
      redCards: 0,
      score: { home: 3, away: 1 },
      outcome: "win",
    });
    expect(log[0]).toMatchObject({
      matchId: "m2",
      role: "Suplente",
      started: false,
      cameOnAt: 60,
      // Real minutes: on at 60, sent off at 88 (the stored counter keeps the spec's 30).
      wentOffAt: 88,
      minutes: 28,
      goals: 0,
      redCards: 1,
      outcome: "loss",
    });
  });

  it("follows ids before names: a renamed player keeps his matches, a namesake gets none", () => {
    const renamed = { id: asId("p9"), name: "El Niño Torres" };
    expect(playerMatchLog(renamed, [m2], formations).map((e) => e.matchId)).toEqual(["m2"]);
    const namesake = { id: asId("other"), name: "Niño" };
    expect(playerMatchLog(namesake, [m2], formations)).toEqual([]);
  });

  it("gives a substitute who came on 90 − m minutes and the starter he replaced m", () => {
    const cescLog = playerMatchLog(cesc, [m1], formations);
    expect(cescLog[0]).toMatchObject({ role: "Suplente", cameOnAt: 70, minutes: 20 });
    const villaLog = playerMatchLog(villa, [m1, m2], formations);
    // m2: Villa started at 'Posición 10' and went off at 60; m1: he played all 90 at 'Posición 11'.
    expect(villaLog.map((e) => [e.matchId, e.role, e.minutes, e.assists])).toEqual([
      ["m2", "Delantero centro", 60, 0],
      ["m1", "Delantero 2", 90, 1],
    ]);
  });

  it("counts a substitute whose substitution names someone who was not on the pitch", () => {
    const odd = makeMatch({
      id: "odd",
      formationPlayers: {},
      subs: [{ playerOut: "X", playerIn: "Fernando Torres", minute: 60 }],
    });
    expect(playerMatchLog(torres, [odd], formations)[0]).toMatchObject({
      role: "Suplente",
      cameOnAt: 60,
      minutes: 30,
    });
  });

  it("falls back to the position when the formation no longer exists", () => {
    expect(playerMatchEntry(torres, m1, [])?.role).toBe("Posición 10");
    expect(playerMatchEntry(villa, m1, [makeFormation("Otra")])?.role).toBe("Posición 11");
  });

  it("lists damaged stored matches, once read, without throwing", () => {
    const broken = {
      ...makeMatch({ id: "x", date: "??" }),
      formationPlayers: undefined,
      subs: "no",
      scorers: [null],
      cards: undefined,
      assists: null,
      score: { home: "3", away: Number.NaN },
    };
    expect(playerMatchLog(torres, [readStoredMatch(broken)], formations)).toEqual([]);
    const scored = { ...broken, scorers: [{ player: "Fernando Torres", minute: 5 }] };
    const entry = playerMatchLog(torres, [readStoredMatch(scored)], formations)[0]!;
    expect(entry).toMatchObject({ goals: 1, minutes: 0, score: { home: 3, away: 0 } });
  });
});

describe("playerLogMatches (the log's rows, built a page at a time)", () => {
  it("a substitution that brings him on for himself gives no row, as it gives no entry", () => {
    const odd = makeMatch({
      id: "odd",
      formationPlayers: { "Posición 11": "David Villa" },
      subs: [{ playerOut: "Fernando Torres", playerIn: "Fernando Torres", minute: 30 }],
    });
    expect(playerMatchEntry(torres, odd, formations)).toBeNull();
    expect(playerLogMatches(torres, [odd, m1]).map((m) => m.id)).toEqual(["m1"]);
  });

  it("over generated seasons: every listed match has an entry, and they are the whole log", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.boolean(), (seed, selfSub) => {
        const team = generateTeam({ seed, matches: 24, players: 18 });
        const who = team.players[seed % team.players.length]!;
        const matches = selfSub
          ? team.matches.map((m, i) =>
              i % 5 === 0
                ? {
                    ...m,
                    subs: [
                      ...m.subs,
                      {
                        playerOut: who.name,
                        playerIn: who.name,
                        minute: 80,
                        playerOutId: who.id,
                        playerInId: who.id,
                      },
                    ],
                  }
                : m,
            )
          : team.matches;
        const rows = playerLogMatches(who, matches);
        const entries = rows.map((m) => playerMatchEntry(who, m, team.formations));
        expect(entries.every((e) => e !== null)).toBe(true);
        expect(entries).toEqual(playerMatchLog(who, matches, team.formations));
        // Everything he did is in the log: its minutes are his real minutes, the analytics'
        // (a red card ends a spell: timeline.ts) ...
        const minutes = entries.reduce((sum, e) => sum + e!.minutes, 0);
        expect(minutes).toBe(squadFigures(team.players, matches, who.id).players[0]!.minutes);
        // ... and, without sendings-off, his derived minutes (the stored counter's rule).
        const calm = matches.map((m) => ({ ...m, cards: [] }));
        const calmMinutes = playerMatchLog(who, calm, team.formations).reduce(
          (sum, e) => sum + e.minutes,
          0,
        );
        expect(calmMinutes).toBe(who.stats.minutesPlayed);
      }),
      { numRuns: 25 },
    );
  });
});
