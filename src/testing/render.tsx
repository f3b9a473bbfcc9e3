// Shared helpers for screen tests: seed the stored lists as the app would find them, read what
// a screen wrote, and render routes in a memory router with the dialog provider, as the app does.
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { RouteObject } from "react-router";
import type { ListKey } from "../config/storage-keys";
import { invalidate } from "../state/store";
import { DialogProvider } from "../ui/dialogs";

/** Stores each list as JSON and makes the store read them afresh. */
export function seedLists(lists: Partial<Record<ListKey, unknown[]>>) {
  for (const [k, v] of Object.entries(lists)) localStorage.setItem(k, JSON.stringify(v));
  invalidate();
}

/** What is stored under a list key, parsed (an empty list when nothing is). */
export function stored<T = Record<string, unknown>>(key: ListKey): T[] {
  return JSON.parse(localStorage.getItem(key) ?? "[]") as T[];
}

export function renderRoutes(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <DialogProvider>
      <RouterProvider router={router} />
    </DialogProvider>,
  );
  return { router, ...view };
}
