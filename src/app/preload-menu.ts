// Loads the menu's screens (their route modules), so a click on the menu only draws. It starts
// after the coach's first move, once the browser is idle (src/main.tsx), and loads the screens
// one after the other, each once the one before has run: all at once, their modules ran back to
// back for tens of milliseconds, and the next click landing then waited for them. The menu's
// paths have no parameters, so a route is found by its path alone (react-router's matchRoutes
// would add half a kilobyte to the first page).
import type { RouteObject } from "react-router";
import { menu } from "../config/paths";
import { afterLoadAndIdle } from "./after-load";

/** The lazy loaders of the menu's routes, in the menu's order. */
export function menuLoaders(routes: readonly RouteObject[]): (() => unknown)[] {
  const byPath = new Map<string, () => unknown>();
  const walk = (list: readonly RouteObject[]) => {
    for (const route of list) {
      if (route.path !== undefined && typeof route.lazy === "function")
        byPath.set(route.path.replace(/\/\*$/, ""), route.lazy as () => unknown);
      if (route.children) walk(route.children);
    }
  };
  walk(routes);
  return menu.flatMap((m) => {
    const load = byPath.get(m.to);
    return load ? [load] : [];
  });
}

export async function preloadMenu(routes: readonly RouteObject[]): Promise<void> {
  for (const load of menuLoaders(routes)) {
    // A screen that fails to load here is loaded again (and its error shown) on its click.
    await Promise.resolve(load()).catch(() => undefined);
  }
  // What the players' screen opens with (its figures and who is unavailable), worked out now,
  // each at its own idle moment: the click then only draws. Their modules came with the screens.
  const [{ prepareFigureView }, { prepareAvailabilityIndex }] = await Promise.all([
    import("../state/selectors"),
    import("../state/availability"),
  ]);
  for (const prepare of [prepareFigureView, prepareAvailabilityIndex]) {
    await new Promise((resolve) => afterLoadAndIdle(() => resolve(undefined)));
    prepare();
  }
}
