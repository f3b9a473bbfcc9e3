// Renders a formations screen inside a memory router with the dialog provider, as the app does.
import { paths } from "../../config/paths";
import { renderRoutes, seedLists, stored } from "../../testing/render";
import { asId } from "../../testing/ids";
import type { Formation } from "../../domain/records/types";
import { AddFormationPage } from "./AddFormationPage";
import { FormationDetailPage } from "./FormationDetailPage";
import { FormationsPage } from "./FormationsPage";

export function seedFormations(formations: unknown[]) {
  seedLists({ formations });
}

export const storedFormations = () => stored<Formation>("formations");

export function renderAt(url: string) {
  return renderRoutes(
    [
      { path: paths.formations, element: <FormationsPage /> },
      { path: paths.addFormation, element: <AddFormationPage /> },
      { path: paths.formation, element: <FormationDetailPage /> },
    ],
    url,
  );
}

export const testFormation = (name: string, over: Partial<Formation> = {}): Formation => ({
  id: asId(`formation-${name}`),
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
