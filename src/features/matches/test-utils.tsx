// Renders the matches and dashboard screens inside a memory router with the dialog provider.
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { paths } from "../../config/paths";
import type { ListKey } from "../../config/storage-keys";
import { invalidate } from "../../state/store";
import { DialogProvider } from "../../ui/dialogs";
import { AddMatchPage } from "./AddMatchPage";
import { MatchDetailPage } from "./MatchDetailPage";
import { MatchesPage } from "./MatchesPage";

export function seedLists(lists: Partial<Record<ListKey, unknown[]>>) {
  for (const [k, v] of Object.entries(lists)) localStorage.setItem(k, JSON.stringify(v));
  invalidate();
}

export function stored<T = Record<string, unknown>>(key: ListKey): T[] {
  return JSON.parse(localStorage.getItem(key) ?? "[]") as T[];
}

export function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.dashboard, element: <p>Dashboard</p> },
      { path: paths.matches, element: <MatchesPage /> },
      { path: paths.addMatch, element: <AddMatchPage /> },
      { path: paths.match, element: <MatchDetailPage /> },
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
