import { describe, expect, it } from "vitest";
import type { RouteObject } from "react-router";
import { menu } from "../config/paths";
import { menuLoaders, preloadMenu } from "./preload-menu";
import { routes } from "./routes";

describe("preloading the menu's screens", () => {
  it("finds one loader per lazy menu entry in the real route table (the dashboard comes with the app)", () => {
    const loaders = menuLoaders(routes);
    expect(loaders).toHaveLength(menu.length - 1);
    expect(new Set(loaders).size).toBe(menu.length - 1);
  });

  it("loads one screen at a time, each after the one before has loaded", async () => {
    const events: string[] = [];
    const pending: (() => void)[] = [];
    const route = (path: string): RouteObject => ({
      path,
      lazy: () => {
        events.push(`start ${path}`);
        return new Promise<never>((resolve) =>
          pending.push(() => {
            events.push(`done ${path}`);
            resolve({} as never);
          }),
        );
      },
    });
    const table: RouteObject[] = [
      { children: [route("/players"), route("/"), route("/add-player"), route("/rivals")] },
    ];
    const all = preloadMenu(table);
    // The first one has started alone; the next waits until it has loaded.
    await expect.poll(() => events).toEqual(["start /"]);
    pending.shift()!();
    await expect.poll(() => events.at(-1)).toBe("start /players");
    expect(events).toEqual(["start /", "done /", "start /players"]);
    pending.shift()!();
    await expect.poll(() => events.at(-1)).toBe("start /rivals");
    pending.shift()!();
    await all;
    // '/add-player' is not in the menu: never loaded ahead.
    expect(events).toEqual([
      "start /",
      "done /",
      "start /players",
      "done /players",
      "start /rivals",
      "done /rivals",
    ]);
  });

  it("goes on past a screen that fails to load", async () => {
    const loaded: string[] = [];
    const table: RouteObject[] = [
      { path: "/", lazy: () => Promise.reject(new Error("offline")) },
      { path: "/players", lazy: () => (loaded.push("/players"), Promise.resolve({})) },
    ];
    await preloadMenu(table);
    expect(loaded).toEqual(["/players"]);
  });
});
