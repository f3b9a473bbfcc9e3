// A five-a-side live match for unit tests: small enough that every count can be done by hand
// (1 goalkeeper, 2 defenders, 1 midfielder, 1 forward, two on the bench).
import type { LiveSetup, RosterPlayer } from "../domain/live/live-match";
import { asId } from "./ids";

export const fiveASideRoster: RosterPlayer[] = [
  { id: asId("gk"), name: "Portero", number: 1, position: "Goalkeeper" },
  { id: asId("d1"), name: "Dani", number: 2, position: "Defender" },
  { id: asId("d2"), name: "Dario", number: 3, position: "Defender" },
  { id: asId("m1"), name: "Mario", number: 8, position: "Midfielder" },
  { id: asId("f1"), name: "Fede", number: 9, position: "Forward" },
  { id: asId("b1"), name: "Bruno", number: 12, position: "Midfielder" },
  { id: asId("b2"), name: "Beto", number: 14, position: "Forward" },
];

/** The five-a-side setup (away at Lobos, 45-minute halves), with any field replaced. */
export function fiveASideSetup(overrides: Partial<LiveSetup> = {}): LiveSetup {
  return {
    matchId: asId("live-1"),
    date: "2026-11-22",
    location: "away",
    competition: "Liga",
    periodMinutes: 45,
    rival: { id: asId("r1"), name: "Lobos" },
    formation: {
      id: asId("f-5"),
      name: "Cinco",
      type: "1-2-1-1",
      defenderLines: [2],
      midfielderLines: [1],
      forwardLines: [1],
      roles: { "Posición 1": "Arquero", "Posición 2": "Central izq." },
    },
    lineup: {
      "Posición 1": asId("gk"),
      "Posición 2": asId("d1"),
      "Posición 3": asId("d2"),
      "Posición 4": asId("m1"),
      "Posición 5": asId("f1"),
    },
    roster: fiveASideRoster,
    ...overrides,
  };
}
