// Renders the planning and plans screens in a memory router with the dialog provider, as the app.
import { paths } from "../../config/paths";
import { renderRoutes } from "../../testing/render";
import { PlanDetailPage } from "./PlanDetailPage";
import { PlansPage } from "./PlansPage";

export { seedLists } from "../../testing/render";

export function renderPlansAt(url: string) {
  return renderRoutes(
    [
      { path: paths.plans, element: <PlansPage /> },
      { path: paths.plan, element: <PlanDetailPage /> },
      { path: paths.planning, element: <h1>Planificación del Partido</h1> },
    ],
    url,
  );
}
