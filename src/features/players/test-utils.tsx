// Renders a players screen inside a memory router with the dialog provider, as the app does.
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { paths } from "../../config/paths";
import type { Player } from "../../domain/types";
import { invalidate } from "../../state/store";
import { DialogProvider } from "../../ui/dialogs";
import { AddPlayerPage } from "./AddPlayerPage";
import { PlayerDetailPage } from "./PlayerDetailPage";
import { PlayersPage } from "./PlayersPage";

export function seedPlayers(players: unknown[], matches: unknown[] = []) {
  localStorage.setItem("players", JSON.stringify(players));
  localStorage.setItem("matches", JSON.stringify(matches));
  invalidate();
}

export function storedPlayers(): Player[] {
  return JSON.parse(localStorage.getItem("players") ?? "[]") as Player[];
}

export function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.players, element: <PlayersPage /> },
      { path: paths.addPlayer, element: <AddPlayerPage /> },
      { path: paths.player, element: <PlayerDetailPage /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <DialogProvider>
      <RouterProvider router={router} />
    </DialogProvider>,
  );
  return { router, ...view };
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
