// Data for the matches and dashboard specs, in the spec's stored shapes (section 3).
import { storedMatch } from "../src/testing/fixtures";
import { defaultFormation, player, rival, squad, stats } from "./fixtures";

/** The squad, with David Villa already carrying 3 matches of history as 'Delantero 1'. */
export const seasonSquad = squad.map((p) =>
  p.id === "p10"
    ? player("p10", "David Villa", "Forward", 7, {
        stats: stats({
          goals: 2,
          assists: 1,
          matches: 3,
          minutesPlayed: 270,
          positions: {
            "Delantero 1": {
              matches: 3,
              goals: 2,
              assists: 1,
              yellowCards: 0,
              redCards: 0,
              minutesPlayed: 270,
            },
          },
        }),
      })
    : p,
);

/** 'Clásica' (1-4-4-2) after two earlier matches. */
export const playedFormation = {
  ...defaultFormation,
  gamesPlayed: 2,
  wins: 1,
  draws: 1,
  losses: 0,
  goalsFor: 3,
  goalsAgainst: 2,
  shotsFor: 15,
  shotsAgainst: 10,
};

export const leones = rival("Leones", {
  matchesPlayed: 1,
  losses: 1,
  matches: [
    { id: "old1", date: "2023-10-01", score: { home: 0, away: 1 }, formationUsed: "Clásica" },
  ],
});

export const rivals = [leones, rival("Toros"), rival("Águilas"), rival("Lobos")];

const lineup = Object.fromEntries(squad.slice(0, 11).map((p, i) => [`Posición ${i + 1}`, p.name]));

/** A played match with the first eleven and 10-5 shots: the shared stored match builder's. */
export const match = (
  id: string,
  date: string,
  rivalName: string,
  location: "home" | "away",
  home: number,
  away: number,
  over: Record<string, unknown> = {},
) =>
  storedMatch(id, date, rivalName, {
    location,
    score: { home, away },
    formationPlayers: lineup,
    shotsFor: 10,
    shotsAgainst: 5,
    ...over,
  });

/**
 * A season of 7, stored out of date order. By hand: 4 wins (m1, m4, m6, m7), 2 draws (m2, m5),
 * 1 loss (m3) → 14 points of 21 → 66.67 → '67 %'. Goals 13 for, 7 against → 1,9 and 1 per match.
 * Home (m1, m3, m5, m7): 2 W, 1 D, 1 L. Away (m2, m4, m6): 2 W, 1 D, 0 L.
 */
export const season = [
  match("m4", "2024-03-23", "Leones", "away", 3, 1),
  match("m1", "2024-03-02", "Leones", "home", 2, 1, {
    scorers: [
      { player: "David Villa", minute: 12 },
      { player: "Fernando Torres", minute: 70 },
    ],
    assists: ["Xavi Hernández"],
    cards: [{ player: "Sergio Ramos", type: "yellow" }],
    subs: [{ playerOut: "Fernando Torres", playerIn: "Pedro Rodríguez", minute: 75 }],
  }),
  match("m2", "2024-03-09", "Toros", "away", 0, 0),
  match("m7", "2024-04-14", "Lobos", "home", 4, 0),
  match("m3", "2024-03-16", "Águilas", "home", 1, 3),
  match("m6", "2024-04-06", "Águilas", "away", 1, 0),
  match("m5", "2024-03-30", "Toros", "home", 2, 2),
];

/** Top 3 by goals then assists: Torres (5, 3), Villa (5, 2), Xavi (1, 6); Iniesta (1, 4) is 4th. */
export const scoringSquad = squad.map((p) => {
  const s: Record<string, { goals: number; assists: number }> = {
    p10: { goals: 5, assists: 2 },
    p11: { goals: 5, assists: 3 },
    p6: { goals: 1, assists: 6 },
    p7: { goals: 1, assists: 4 },
  };
  return s[p.id] ? { ...p, stats: stats(s[p.id]) } : p;
});
