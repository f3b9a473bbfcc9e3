// Renders a players screen inside a memory router with the dialog provider, as the app does.
import { paths } from "../../config/paths";
import { renderRoutes, seedLists, stored } from "../../testing/render";
import type { Player } from "../../domain/records/types";
import { AddPlayerPage } from "./AddPlayerPage";
import { PlayerDetailPage } from "./PlayerDetailPage";
import { PlayersPage } from "./PlayersPage";

export function seedPlayers(players: unknown[], matches: unknown[] = []) {
  seedLists({ players, matches });
}

export const storedPlayers = () => stored<Player>("players");

export function renderAt(url: string) {
  return renderRoutes(
    [
      { path: paths.players, element: <PlayersPage /> },
      { path: paths.addPlayer, element: <AddPlayerPage /> },
      { path: paths.player, element: <PlayerDetailPage /> },
    ],
    url,
  );
}

export const testPlayer = (
  id: string,
  name: string,
  position: string,
  number: number,
  over: Record<string, unknown> = {},
) => ({
  id,
  name,
  position,
  number,
  height: 180,
  weight: 75,
  birthdate: "1998-05-14",
  preferredFoot: "Right",
  photo: "",
  stats: {
    goals: 0,
    assists: 0,
    matches: 0,
    minutesPlayed: 0,
    yellowCards: 0,
    redCards: 0,
    positions: {},
  },
  ...over,
});
