// Players-screen data in the spec's exact shapes: a forward with per-role stats (including the
// 'Suplente' role), and matches where he started, came on, and did not play.
import { storedMatch, storedRoleStats } from "../src/testing/fixtures";
import { player, stats } from "./fixtures";

const role = storedRoleStats;

export const torres = player("p9", "Fernando Torres", "Forward", 9, {
  height: 186,
  weight: 78,
  birthdate: "1984-03-20",
  preferredFoot: "Right",
  nickname: "El Niño",
  stats: stats({
    goals: 5,
    assists: 2,
    matches: 4,
    minutesPlayed: 300,
    yellowCards: 2,
    redCards: 1,
    positions: {
      "Delantero 1": role(2, 180, 3, 1, 1, 0),
      "Delantero 2": role(1, 90, 1, 1, 0, 1),
      Suplente: role(1, 30, 1, 0, 1, 0),
    },
  }),
});

const match = (
  id: string,
  date: string,
  rival: string,
  home: number,
  away: number,
  lineup: Record<string, string>,
  subs: { playerOut: string; playerIn: string; minute: number }[],
  shotsFor: number,
  shotsAgainst: number,
) =>
  storedMatch(id, date, rival, {
    score: { home, away },
    formationPlayers: lineup,
    subs,
    shotsFor,
    shotsAgainst,
  });

/** Torres started m1 (won 3-1) and m2 (lost 0-2), came on in m3 (2-2), missed m4 (won 1-0). */
export const torresMatches = [
  match("m1", "2024-03-02", "Leones", 3, 1, { "Posición 10": "Fernando Torres" }, [], 12, 5),
  match("m2", "2024-03-09", "Tigres", 0, 2, { "Posición 11": "Fernando Torres" }, [], 6, 9),
  match(
    "m3",
    "2024-03-16",
    "Águilas",
    2,
    2,
    { "Posición 10": "David Villa" },
    [{ playerOut: "David Villa", playerIn: "Fernando Torres", minute: 60 }],
    8,
    8,
  ),
  match("m4", "2024-03-23", "Lobos", 1, 0, { "Posición 10": "David Villa" }, [], 7, 3),
];

/** A big squad (80 players, full stats) to check the list stays usable. */
export const bigSquad = Array.from({ length: 80 }, (_, i) =>
  player(
    `big${i + 1}`,
    `Jugador ${String(i + 1).padStart(2, "0")} Prueba`,
    ["Goalkeeper", "Defender", "Midfielder", "Forward"][i % 4]!,
    (i % 99) + 1,
    {
      stats: stats({
        goals: i % 7,
        assists: i % 5,
        matches: 20 + (i % 10),
        minutesPlayed: 1500 + i,
        yellowCards: i % 3,
        redCards: i % 2,
        positions: Object.fromEntries(
          Array.from({ length: 8 }, (_, r) => [`Rol ${r + 1}`, role(2, 180, 1, 1)]),
        ),
      }),
    },
  ),
);
