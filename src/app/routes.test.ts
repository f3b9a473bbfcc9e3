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
    const routed = all.map((r) => r.path).filter((p): p is string => p !== undefined);
    expect([...routed].sort()).toEqual([...Object.values(paths), "*"].sort());
  });

  it("loads a React component for every lazy route", async () => {
    const lazy = all.filter((r) => typeof r.lazy === "function");
    // Every screen, the not-found page included, is loaded on demand.
    expect(lazy).toHaveLength(Object.values(paths).length + 1);
    for (const route of lazy) {
      const loaded = await (route.lazy as () => Promise<{ Component?: unknown }>)();
      expect(typeof loaded.Component, route.path).toBe("function");
    }
    // Loading every screen's module in jsdom takes a while on a busy machine.
  }, 60_000);
});
