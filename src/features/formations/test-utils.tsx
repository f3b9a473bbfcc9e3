// Renders a formations screen inside a memory router with the dialog provider, as the app does.
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { paths } from "../../config/paths";
import type { Formation } from "../../domain/types";
import { invalidate } from "../../state/store";
import { DialogProvider } from "../../ui/dialogs";
import { AddFormationPage } from "./AddFormationPage";
import { FormationDetailPage } from "./FormationDetailPage";
import { FormationsPage } from "./FormationsPage";

export function seedFormations(formations: unknown[]) {
  localStorage.setItem("formations", JSON.stringify(formations));
  invalidate();
}

export function storedFormations(): Formation[] {
  return JSON.parse(localStorage.getItem("formations") ?? "[]") as Formation[];
}

export function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.formations, element: <FormationsPage /> },
      { path: paths.addFormation, element: <AddFormationPage /> },
      { path: paths.formation, element: <FormationDetailPage /> },
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

export const testFormation = (name: string, over: Partial<Formation> = {}): Formation => ({
  name,
  type: "1-4-4-2",
  gamesPlayed: 0,
  defenderLines: [4],
  midfielderLines: [4],
  forwardLines: [2],
  players: 11,
  roles: {},
  goalkeeper: 1,
  wins: 0,
  draws: 0,
  losses: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  shotsFor: 0,
  shotsAgainst: 0,
  ...over,
});
