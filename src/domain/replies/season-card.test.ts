import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateTeam } from "../../../dev-data/generate";
import { makeFormation, makeMatch, makePlayer, makeRival } from "../../testing/fixtures";
import type { PlayerId, TrainingSessionId } from "../base/ids";
import { deriveFigures } from "../figures/figures";
import { playerMatchLog } from "../figures/player-match-log";
import { filterMatches, seasonOfMatch } from "../records/season";
import type { TrainingSession } from "../records/training-session";
import type { HeldSession } from "../training/attendance";
import { readSeasonCard, seasonCardDoc } from "./documents";
import { seasonCards } from "./season-card";

const ana = makePlayer("Ana", { id: "p1", number: 9 });
const luis = makePlayer("Luis", { id: "p2", number: 14 });
const lists = { players: [ana, luis], formations: [makeFormation("F")], rivals: [makeRival("R")] };
const lineup = (who: string) => ({
  formationPlayers: { "Posición 1": who },
  formationPlayerIds: { "Posición 1": who === "Ana" ? "p1" : "p2" },
});

const matches = [
  // Ana starts, scores at 20 and leaves at 60 for Luis, who is booked at 70.
  makeMatch({
    id: "m1",
    date: "2025-09-06",
    ...lineup("Ana"),
    score: { home: 1, away: 0 },
    scorers: [{ player: "Ana", playerId: "p1", minute: 20 }],
    subs: [{ playerOut: "Ana", playerIn: "Luis", minute: 60, playerOutId: "p1", playerInId: "p2" }],
    cards: [{ player: "Luis", playerId: "p2", type: "yellow", minute: 70 }],
  }),
  // Ana is sent off at 30: her real minutes stop there.
  makeMatch({
    id: "m2",
    date: "2025-10-04",
    ...lineup("Ana"),
    cards: [{ player: "Ana", playerId: "p1", type: "red", minute: 30 }],
  }),
  // Last season: not on this card.
  makeMatch({
    id: "m3",
    date: "2025-05-10",
    ...lineup("Ana"),
    score: { home: 1, away: 0 },
    scorers: [{ player: "Ana", playerId: "p1", minute: 5 }],
  }),
];

const session = (id: string, date: string): TrainingSession => ({
  id: id as TrainingSessionId,
  date,
  time: "19:00",
  minutes: 90,
  place: "",
  focus: "",
  status: "programado",
});
const held: HeldSession[] = [
  {
    session: session("s1", "2025-09-02"),
    marks: [
      { playerId: "p1" as PlayerId, status: "presente" },
      { playerId: "p2" as PlayerId, status: "justificado" },
    ],
  },
  {
    session: session("s2", "2025-09-09"),
    marks: [
      { playerId: "p1" as PlayerId, status: "presente" },
      { playerId: "p2" as PlayerId, status: "presente" },
    ],
  },
  {
    session: session("s0", "2025-06-01"),
    marks: [{ playerId: "p1" as PlayerId, status: "ausente" }],
  },
];

describe("seasonCards", () => {
  it("counts the season's matches with real minutes, and its held sessions", () => {
    expect(seasonCards(lists, matches, held, "2025-26", 8)).toEqual([
      {
        playerId: "p1",
        card: {
          season: "2025-26",
          matches: 2,
          starts: 2,
          minutes: 90,
          goals: 1,
          assists: 0,
          yellows: 0,
          reds: 1,
          sessions: 2,
          attended: 2,
        },
      },
      {
        playerId: "p2",
        card: {
          season: "2025-26",
          matches: 1,
          starts: 0,
          minutes: 30,
          goals: 0,
          assists: 0,
          yellows: 1,
          reds: 0,
          sessions: 2,
          attended: 1,
        },
      },
    ]);
  });

  it("its document reads back as written; a negative or broken number is refused", () => {
    const { card } = seasonCards(lists, matches, held, "2025-26", 8)[0]!;
    expect(readSeasonCard(seasonCardDoc(card))).toEqual(card);
    expect(readSeasonCard({ ...seasonCardDoc(card), goals: -1 })).toBeNull();
    expect(readSeasonCard({ ...seasonCardDoc(card), minutes: "90" })).toBeNull();
    expect(readSeasonCard({ ...seasonCardDoc(card), _id: "temporada:2024-25" })).toBeNull();
  });

  // The coach reads a player's season on his page (the figures over the season's matches) and
  // in his match log; the player's card must say the same.
  it("equals what the coach's player page and match log give, for any generated season", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const team = generateTeam({ seed, matches: 14, players: 16 });
        const season = seasonOfMatch(team.matches[team.matches.length - 1]!, 8)!;
        const cards = seasonCards(team, team.matches, [], season, 8);
        const played = filterMatches(team.matches, { season }, 8);
        expect(played.length).toBeGreaterThan(0);
        const page = deriveFigures(team, played, { opening: false, real: true });
        cards.forEach(({ card }, i) => {
          const t = page.players[i]!;
          expect([card.matches, card.minutes, card.goals, card.assists]).toEqual([
            t.matches,
            t.minutesPlayed,
            t.goals,
            t.assists,
          ]);
          expect([card.yellows, card.reds]).toEqual([t.yellowCards, t.redCards]);
          const log = playerMatchLog(team.players[i]!, played, team.formations);
          const sum = (k: "minutes" | "goals" | "assists") => log.reduce((s, e) => s + e[k], 0);
          expect([card.minutes, card.goals, card.assists]).toEqual([
            sum("minutes"),
            sum("goals"),
            sum("assists"),
          ]);
          expect(card.starts).toBe(log.filter((e) => e.started).length);
          expect(card.matches).toBe(
            log.filter((e) => e.started || e.cameOnAt !== undefined).length,
          );
          const cards = (k: "yellowCards" | "redCards") => log.reduce((s, e) => s + e[k], 0);
          expect([card.yellows, card.reds]).toEqual([cards("yellowCards"), cards("redCards")]);
        });
      }),
      { numRuns: 25 },
    );
  });
});
