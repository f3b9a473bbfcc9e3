// Renders the planning and plans screens in a memory router with the dialog provider, as the app.
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { paths } from "../../config/paths";
import { invalidate } from "../../state/store";
import { DialogProvider } from "../../ui/dialogs";
import { PlanDetailPage } from "./PlanDetailPage";
import { PlansPage } from "./PlansPage";

export function seedLists(lists: Record<string, unknown[]>) {
  for (const [k, v] of Object.entries(lists)) localStorage.setItem(k, JSON.stringify(v));
  invalidate();
}

export function renderPlansAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.plans, element: <PlansPage /> },
      { path: paths.plan, element: <PlanDetailPage /> },
      { path: paths.planning, element: <h1>Planificación del Partido</h1> },
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
