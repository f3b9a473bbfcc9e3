// The one-match example the figure rules are computed on by hand (apply-match and figures tests):
// a four-a-side 'Clásica' (Arquero, Central, an unnamed middle role, Nueve) and a 2-1 home win
// against Leones written with names only, as the original product stored it.
//   Starters Ana, Bruno, Carla, Diego; Diego off for Eva at 60'. Goals Carla 10', Eva 75' and
//   Zoe 80' (no such player). Assists Bruno, Fede (did not play). Bruno yellow, Diego red.
//   Shots 8-5. Two players are called Bruno (ids id-Bruno and bruno-2).
import { makeFormation, makeMatch, makePlayer, makeRival } from "./fixtures";
import type { Formation, Match, PlayerStats, Rival } from "../domain/records/types";
import type { Loose } from "./ids";

export const smallClasica: Formation = {
  ...makeFormation("Clásica", { defenderLines: [1], midfielderLines: [1], forwardLines: [1] }),
  roles: {
    "Posición 1": "Arquero",
    "Posición 2": "Central",
    "Posición 3": "",
    "Posición 4": "Nueve",
  },
};

/**
 * The team before the match: seven players, the small 'Clásica' after another formation, and
 * two rivals. `opening` gives Carla's figures and Leones' record from before the match.
 */
export function exampleTeam(
  opening: { carla?: Partial<PlayerStats>; leones?: Loose<Partial<Rival>> } = {},
) {
  return {
    players: [
      makePlayer("Ana", { position: "Goalkeeper" }),
      makePlayer("Bruno", { position: "Defender" }),
      makePlayer("Carla", {
        position: "Midfielder",
        ...(opening.carla ? { stats: opening.carla } : {}),
      }),
      makePlayer("Diego"),
      makePlayer("Eva"),
      makePlayer("Fede"),
      makePlayer("Bruno", { id: "bruno-2" }),
    ],
    formations: [makeFormation("Otra"), smallClasica],
    rivals: [makeRival("Halcones"), makeRival("Leones", opening.leones)],
  };
}

export const exampleMatch: Match = makeMatch({
  id: "m-1",
  date: "2024-04-14",
  rival: "Leones",
  formation: "Clásica",
  formationUsed: "",
  score: { home: 2, away: 1 },
  shotsFor: 8,
  shotsAgainst: 5,
  formationPlayers: {
    "Posición 1": "Ana",
    "Posición 2": "Bruno",
    "Posición 3": "Carla",
    "Posición 4": "Diego",
  },
  subs: [{ playerOut: "Diego", playerIn: "Eva", minute: 60 }],
  scorers: [
    { player: "Carla", minute: 10 },
    { player: "Eva", minute: 75 },
    { player: "Zoe", minute: 80 },
  ],
  assists: ["Bruno", "Fede"],
  cards: [
    { player: "Bruno", type: "yellow" },
    { player: "Diego", type: "red" },
  ],
});
