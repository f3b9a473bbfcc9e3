// Renders a rivals screen inside a memory router with the dialog provider, as the app does.
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { paths } from "../../config/paths";
import type { Rival } from "../../domain/types";
import { invalidate } from "../../state/store";
import { DialogProvider } from "../../ui/dialogs";
import { AddRivalPage } from "./AddRivalPage";
import { RivalDetailPage } from "./RivalDetailPage";
import { RivalsPage } from "./RivalsPage";

export function seedRivals(rivals: unknown[], matches: unknown[] = []) {
  localStorage.setItem("rivals", JSON.stringify(rivals));
  localStorage.setItem("matches", JSON.stringify(matches));
  invalidate();
}

export function storedRivals(): Rival[] {
  return JSON.parse(localStorage.getItem("rivals") ?? "[]") as Rival[];
}

export function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.rivals, element: <RivalsPage /> },
      { path: paths.addRival, element: <AddRivalPage /> },
      { path: paths.rival, element: <RivalDetailPage /> },
      { path: paths.match, element: <p>Detalle del partido</p> },
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

export const testRival = (name: string, over: Partial<Rival> = {}): Rival => ({
  name,
  logo: "",
  homeGround: "Estadio Municipal",
  primaryColor: "#1d4ed8",
  secondaryColor: "#ffffff",
  notes: [],
  matchesPlayed: 0,
  wins: 0,
  losses: 0,
  draws: 0,
  matchHistory: [],
  matches: [],
  ...over,
});

export const testMatch = (id: string, date: string, rival: string, home: number, away: number) => ({
  id,
  date,
  rival,
  opponent: rival,
  location: "home",
  score: { home, away },
  scorers: [],
  assists: [],
  formation: "Clásica",
  formationUsed: "Clásica",
  formationPlayers: {},
  cards: [],
  subs: [],
  shotsFor: 5,
  shotsAgainst: 4,
});
