// Loads the menu's screens (their route modules), so a click on the menu only draws. Loaded
// itself only after the coach's first move, like what it loads. The menu's paths have no
// parameters, so a route is found by its path alone (react-router's matchRoutes would add half
// a kilobyte to the first page).
import type { RouteObject } from "react-router";
import { menu } from "../config/paths";

export function preloadMenu(routes: readonly RouteObject[]) {
  const wanted = new Set<string>(menu.map((m) => m.to));
  const walk = (list: readonly RouteObject[]) => {
    for (const route of list) {
      if (route.path !== undefined && wanted.has(route.path.replace(/\/\*$/, "")))
        void (route.lazy as (() => unknown) | undefined)?.();
      if (route.children) walk(route.children);
    }
  };
  walk(routes);
}
