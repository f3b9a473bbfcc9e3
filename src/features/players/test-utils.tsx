// Renders a players screen inside a memory router with the dialog provider, as the app does.
import { paths } from "../../config/paths";
import { storedPlayer } from "../../testing/fixtures";
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

/** A stored player as the original product wrote it (src/testing/fixtures.ts). */
export const testPlayer = storedPlayer;
