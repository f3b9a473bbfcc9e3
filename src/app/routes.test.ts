import { describe, expect, it } from "vitest";
import type { RouteObject } from "react-router";
import { paths } from "../config/paths";
import { routes } from "./routes";

/** Every route object in the table, depth first. */
function flatten(list: readonly RouteObject[]): RouteObject[] {
  return list.flatMap((r) => [r, ...flatten(r.children ?? [])]);
}

describe("the route table", () => {
  const all = flatten(routes);

  it("has exactly one route for every path in config/paths.ts, plus the not-found route", () => {
    // A screen with sub-screens of its own ('/calendar/*': the training screens) is one route.
    const routed = all
      .map((r) => (r.path === "*" ? r.path : r.path?.replace(/\/\*$/, "")))
      .filter((p): p is string => p !== undefined);
    expect([...routed].sort()).toEqual([...Object.values(paths), "*"].sort());
  });

  it("loads every screen but the first page, the not-found page included, on demand", () => {
    // That each lazy route's module has the component it names is tsc's to check (the route
    // table is typed); importing every screen here only cost time.
    const lazy = all.filter((r) => typeof r.lazy === "function");
    expect(lazy).toHaveLength(Object.values(paths).length);
    expect(all.find((r) => r.path === paths.dashboard)?.lazy).toBeUndefined();
  });
});
