// Seed data for the planning and plans specs: a squad with figures, formations with and without
// totals, rivals with notes, played matches, and saved plans in the spec's shapes.
import { storedMatch } from "../src/testing/fixtures";
import { defaultFormation, player, rival, squad, stats } from "./fixtures";

const withStats = (p: ReturnType<typeof player>, s: Record<string, number>) => ({
  ...p,
  stats: stats(s),
});

/** Starters are the first 11 of `squad`; the bench is ranked by goals + assists per line. */
export const planningSquad = [
  withStats(squad[0]!, { matches: 3, minutesPlayed: 270 }),
  ...squad.slice(1, 5),
  withStats(squad[5]!, { goals: 2, assists: 3, matches: 3, minutesPlayed: 250, yellowCards: 1 }),
  ...squad.slice(6, 11),
  squad[11]!, // Pepe Reina, goalkeeper: never suggested
  withStats(squad[12]!, { assists: 1 }), // Álvaro Arbeloa, defender: 1
  withStats(squad[13]!, { goals: 5, assists: 6, matches: 2, minutesPlayed: 120 }), // Cesc: 11
  withStats(squad[14]!, { goals: 3, assists: 2 }), // Pedro: 5
  withStats(squad[15]!, { goals: 1, assists: 4 }), // Jesús Navas: 5 (fewer goals than Pedro)
  player("p17", "Raúl Albiol", "Defender", 2), // 0: not relevant
  withStats(player("p18", "Santi Cazorla", "Midfielder", 12), { goals: 2, assists: 1 }), // 3
  player("p19", "Javi Martínez", "Midfielder", 19), // 0
  withStats(player("p20", "Fernando Llorente", "Forward", 21), { goals: 4 }), // 4: third forward
];

export const starterNames = squad.slice(0, 11).map((p) => p.name);

/** The lineup map of a match or plan with the first 11 of the squad. */
export function lineupOf(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((n, i) => [`Posición ${i + 1}`, n]));
}

export const clasica = {
  ...defaultFormation,
  gamesPlayed: 3,
  wins: 2,
  draws: 1,
  losses: 0,
  goalsFor: 4,
  goalsAgainst: 2,
  shotsFor: 33,
  shotsAgainst: 17,
};

/** An old formation without games or totals (spec 3: optional in planning). */
export const ofensiva = {
  name: "Ofensiva",
  type: "1-4-3-3",
  defenderLines: [4],
  midfielderLines: [3],
  forwardLines: [3],
  players: 11,
  roles: {
    "Posición 1": "Arquero",
    "Posición 2": "Lateral derecho",
    "Posición 3": "Central",
    "Posición 4": "Central",
    "Posición 5": "Lateral izquierdo",
    "Posición 6": "Pivote",
    "Posición 7": "Interior",
    "Posición 8": "Interior",
    "Posición 9": "Extremo",
    "Posición 10": "Nueve",
    "Posición 11": "Extremo",
  },
  goalkeeper: 1,
};

export const planningRivals = [
  rival("Portugal", { notes: ["Presionan alto en la salida", "Cristiano cae a la izquierda"] }),
  rival("Holanda"),
  rival("Alemania"),
];

const match = (
  id: string,
  date: string,
  rivalName: string,
  home: number,
  away: number,
  names: readonly string[],
  shots: [number, number],
) =>
  storedMatch(id, date, rivalName, {
    score: { home, away },
    formationPlayers: lineupOf(names),
    shotsFor: shots[0],
    shotsAgainst: shots[1],
  });

// Xavi starts the first two (both won); Cesc replaces him in the loss.
const withCesc = starterNames.map((n) => (n === "Xavi Hernández" ? "Cesc Fàbregas" : n));
export const planningMatches = [
  match("m1", "2024-03-02", "Portugal", 2, 0, starterNames, [12, 5]),
  match("m2", "2024-03-16", "Holanda", 1, 0, starterNames, [10, 4]),
  match("m3", "2024-04-06", "Alemania", 1, 2, withCesc, [11, 8]),
];

export const planningSeed = {
  players: planningSquad,
  formations: [clasica, ofensiva],
  rivals: planningRivals,
  matches: planningMatches,
};
