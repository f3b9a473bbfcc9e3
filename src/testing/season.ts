// A three-match season used by the analytics tests, small enough to compute by hand.
//   m1 2024-09-01 home 2-1: A, C start; B on for A at 60'. Goals A 10', B 70'. A yellow. Shots 10-5.
//   m2 2024-09-08 away 0-0: B, C start. Shots 4-4.
//   m3 2024-09-15 away 1-3, live (rival goals 5', 50', 80'): A, C start; B on for A at 45'.
//      Goal A 20'. Shots 6-9.
import { makeMatch, makePlayer } from "./fixtures";
import type { Match } from "../domain/records/types";

export const A = makePlayer("A", { id: "a" });
export const B = makePlayer("B", { id: "b" });
export const C = makePlayer("C", { id: "c", position: "Goalkeeper" });
export const squad = [A, B, C];

export const m1: Match = makeMatch({
  id: "m1",
  date: "2024-09-01",
  location: "home",
  score: { home: 2, away: 1 },
  formationPlayers: { "Posición 1": "C", "Posición 2": "A" },
  formationPlayerIds: { "Posición 1": "c", "Posición 2": "a" },
  subs: [{ playerOut: "A", playerIn: "B", minute: 60, playerOutId: "a", playerInId: "b" }],
  scorers: [
    { player: "A", minute: 10, playerId: "a" },
    { player: "B", minute: 70, playerId: "b" },
  ],
  cards: [{ player: "A", type: "yellow", playerId: "a" }],
  shotsFor: 10,
  shotsAgainst: 5,
});

export const m2: Match = makeMatch({
  id: "m2",
  date: "2024-09-08",
  location: "away",
  score: { home: 0, away: 0 },
  formationPlayers: { "Posición 1": "C", "Posición 2": "B" },
  formationPlayerIds: { "Posición 1": "c", "Posición 2": "b" },
  shotsFor: 4,
  shotsAgainst: 4,
});

export const m3: Match = makeMatch({
  id: "m3",
  date: "2024-09-15",
  location: "away",
  score: { home: 1, away: 3 },
  formationPlayers: { "Posición 1": "C", "Posición 2": "A" },
  formationPlayerIds: { "Posición 1": "c", "Posición 2": "a" },
  subs: [{ playerOut: "A", playerIn: "B", minute: 45, playerOutId: "a", playerInId: "b" }],
  scorers: [{ player: "A", minute: 20, playerId: "a" }],
  rivalGoalMinutes: [5, 50, 80],
  shotsFor: 6,
  shotsAgainst: 9,
});

/** Stored out of date order on purpose. */
export const season = [m3, m1, m2];
