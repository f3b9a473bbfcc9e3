// Formations and rivals in the spec's exact shapes (section 3), with matches that reference them.
import { storedMatch } from "../src/testing/fixtures";
import { defaultFormation, rival } from "./fixtures";

/** 1-4-2-3-1: two midfield lines, edited role names. */
export const doublePivot = {
  ...defaultFormation,
  name: "Doble pivote",
  type: "1-4-2-3-1",
  gamesPlayed: 4,
  defenderLines: [4],
  midfielderLines: [2, 3],
  forwardLines: [1],
  players: 11,
  roles: {
    "Posición 1": "Arquero",
    "Posición 2": "Lateral derecho",
    "Posición 3": "Central derecho",
    "Posición 4": "Central izquierdo",
    "Posición 5": "Lateral izquierdo",
    "Posición 6": "Pivote",
    "Posición 7": "Mediocentro",
    "Posición 8": "Extremo derecho",
    "Posición 9": "Mediapunta",
    "Posición 10": "Extremo izquierdo",
    "Posición 11": "Delantero centro",
  },
  wins: 2,
  draws: 1,
  losses: 1,
  goalsFor: 7,
  goalsAgainst: 5,
  shotsFor: 48,
  shotsAgainst: 31,
};

export const classic = {
  ...defaultFormation,
  gamesPlayed: 3,
  wins: 1,
  draws: 1,
  losses: 1,
  goalsFor: 4,
  goalsAgainst: 4,
  shotsFor: 30,
  shotsAgainst: 27,
};

const match = (
  id: string,
  date: string,
  rivalName: string,
  home: number,
  away: number,
  formation: string,
) =>
  storedMatch(id, date, rivalName, {
    score: { home, away },
    formation,
    formationUsed: formation,
    shotsFor: 10,
    shotsAgainst: 8,
  });

/** Against Atlético Norte: a 2-1 win, a 0-3 loss and a 1-1 draw; one win against Racing Sur. */
export const matches = [
  match("m1", "2024-03-02", "Atlético Norte", 2, 1, "Clásica"),
  match("m2", "2024-04-14", "Atlético Norte", 0, 3, "Doble pivote"),
  match("m3", "2024-05-20", "Atlético Norte", 1, 1, "Clásica"),
  match("m4", "2024-05-27", "Racing Sur", 3, 0, "Doble pivote"),
];

const entry = (m: (typeof matches)[number]) => ({
  id: m.id,
  date: m.date,
  score: m.score,
  formationUsed: m.formationUsed,
});

/**
 * Stored counters deliberately disagree with the matches (wins 9), so a test can prove the
 * record on screen is computed from the matches list; 'm-gone' no longer exists there.
 */
export const norte = rival("Atlético Norte", {
  homeGround: "Campo del Norte",
  primaryColor: "#b91c1c",
  secondaryColor: "#ffffff",
  notes: ["Presionan alto en la salida", "Defienden con línea de cinco"],
  matchesPlayed: 9,
  wins: 9,
  matches: [
    ...matches.slice(0, 3).map(entry),
    { id: "m-gone", date: "2023-01-01", score: { home: 5, away: 0 }, formationUsed: "Clásica" },
  ],
});

export const sur = rival("Racing Sur", {
  homeGround: "Estadio del Sur",
  primaryColor: "#0f766e",
  secondaryColor: "#facc15",
  matchesPlayed: 1,
  wins: 1,
  matches: [entry(matches[3]!)],
});

export const oeste = rival("Deportivo Oeste", { homeGround: "", notes: [] });
