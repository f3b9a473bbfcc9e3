// Renders a formations screen inside a memory router with the dialog provider, as the app does.
import { paths } from "../../config/paths";
import { renderRoutes, seedLists, stored } from "../../testing/render";
import { storedClasica } from "../../testing/fixtures";
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

/** A stored 'Clásica' (1-4-4-2) with an id, renamed, its roles unnamed. */
export const testFormation = (name: string, over: Partial<Formation> = {}): Formation => ({
  id: asId(`formation-${name}`),
  ...storedClasica,
  name,
  roles: {},
  ...over,
});
