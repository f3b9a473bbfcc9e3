import { describe, expect, it, vi } from "vitest";
import { renderReport } from "./report.mjs";

// figures.mjs is a script (it starts with #!) that builds with Vite; the report only needs its
// Markdown, which these results do not include.
vi.mock("./figures.mjs", () => ({ renderFigures: () => "" }));

const route = (path, settled, overFloor, ok = true) => ({
  path,
  name: path,
  settled,
  overFloor,
  ok,
  heap: 8 * 2 ** 20,
  nodes: 100,
  longestTask: 0,
  chunks: [],
});
const floor = (settled) => ({ ...route("/__bench/floor", settled, 0), name: "floor" });
const menu = (label, ms) => ({ label, path: "/", selector: "main h1", ms, ok: true });

function results({ large = 50, huge = 60, jugadores = 50 } = {}) {
  return {
    runs: 3,
    machine: "test",
    seconds: 1,
    bundle: { entryJs: 100 * 1024, entryCss: 10 * 1024, lazy: [] },
    firstPage: { js: 110 * 1024, css: 10 * 1024, files: [] },
    scales: {
      large: {
        size: { matches: 1000, players: 60 },
        chars: 1e6,
        routes: [floor(50), route("/", 90, 40), route("/analytics", 100, large)],
        menu: [],
        search: [],
      },
      huge: {
        size: { matches: 1764, players: 80 },
        chars: 4e6,
        routes: [floor(100), route("/", 150, 50), route("/analytics", 200, huge)],
        menu: [menu("Jugadores", jugadores), menu("Dashboard", 20)],
        search: [],
      },
    },
  };
}

describe("the bench report's budgets are ratios to the floor of the same run", () => {
  it("passes rows under the guard and prints how far each is from the target", () => {
    const { md, failed } = renderReport(results());
    expect(failed).toEqual([]);
    // (100 − 50) ÷ 50 at large is 1.00; (60 ÷ 100) at huge is 0.60: both on their targets.
    expect(md).toContain("| 1.00× | ≤ 1.0 | 0.00 | ≤ 2.0 ✅ |");
    expect(md).toContain("| 0.60× | ≤ 1.0 | −0.40 | ≤ 2.0 ✅ |");
    // 'Jugadores', 50 ms over a 100 ms huge floor: 0.10 under the 0.6 target.
    expect(md).toContain("| 0.50× | ≤ 0.6 | −0.10 | ≤ 1.0 ✅ |");
    expect(md).toMatch(/#### huge: floor 100 ms/);
    expect(md).toMatch(/Absolute milliseconds belong to the machine/);
  });

  it("fails a route more than two floors over the floor, naming it with the ratio and limit", () => {
    const { md, failed } = renderReport(results({ large: 101 }));
    expect(md).toContain("| 2.02× | ≤ 1.0 | +1.02 | ≤ 2.0 ❌ |");
    expect(failed).toEqual([
      "Large: every route's (time − floor) ÷ floor: worst 2.02× (`/analytics`) (limit ≤ 2.0× (target 1.0×))",
    ]);
  });

  it("fails a menu click slower than the huge floor", () => {
    const { md, failed } = renderReport(results({ jugadores: 101 }));
    expect(md).toContain("| 1.01× | ≤ 0.6 | +0.41 | ≤ 1.0 ❌ |");
    expect(failed).toEqual([
      "Huge: every menu click ÷ huge floor: worst 1.01× ('Jugadores') (limit ≤ 1.0× (target 0.6×))",
    ]);
  });

  it("judges the keystroke, the save and the heap against the floors of the same run", () => {
    const r = results();
    r.scales.huge.routes[0].heap = 10 * 2 ** 20; // the floor page's heap: 10 MB
    r.scales.huge.search = [
      {
        path: "/matchs",
        query: "lob",
        ms: 150,
        worst: 180,
        ok: true,
        rowsBefore: 25,
        rowsAfter: 3,
      },
    ];
    r.scales.huge.save = { ok: true, ms: 700, samples: [700] };
    const { failed } = renderReport(r);
    // Keystroke 150 ÷ 100 = 1.5 (guard 2.0); save 700 ÷ 100 = 7.0 (guard 8.0); heap 8 ÷ 10.
    expect(failed).toEqual([]);
    r.scales.huge.search[0].ms = 201;
    r.scales.huge.save.ms = 801;
    expect(renderReport(r).failed).toEqual([
      "Huge: a keystroke on `/matchs` ÷ huge floor: 201 ms ÷ 100 ms = 2.01× (“lob”, worst 180 ms, 25 → 3 rows in DOM) (limit ≤ 2.0×)",
      "Huge: saving a match ÷ huge floor: 801 ms ÷ 100 ms = 8.01× (click 'Guardar partido' → dashboard settled) (limit ≤ 8.0×)",
    ]);
  });

  it("judges the phone's screens against their slowed floor and its taps against 100 ms", () => {
    const r = results();
    const screen = (name, overFloor) => ({
      name,
      settled: 400 + overFloor,
      overFloor,
      floor: 400,
      ok: true,
      errors: [],
    });
    r.phone = {
      viewport: "390×844, touch",
      cpuSlowdown: 4,
      scale: "huge",
      floor: 400,
      screens: [screen("`/live`", 600), screen("`/player/{id}`", 801)],
      flows: [{ name: "attendance", taps: [90, 101], slowest: 101, ok: true }],
    };
    const { md, failed } = renderReport(r);
    expect(md).toContain("| `/live` | 1000 | 600 | 1.50× | ≤ 1.0 | +0.50 | ≤ 2.0 ✅ |");
    expect(failed).toEqual([
      "Phone: every screen's (time − floor) ÷ floor: worst 2.00× (`/player/{id}`) (limit ≤ 2.0× (target 1.0×))",
      "Phone: every tap settles after its touch: slowest 101 ms (attendance) (limit ≤ 100 ms)",
    ]);
  });

  it("names and fails a measured page that had an error or a leftover storage event", () => {
    const r = results();
    r.scales.huge.routes[2].errors = ["6 late storage events"];
    const { md, failed } = renderReport(r);
    expect(md).toContain("- huge `/analytics`: 6 late storage events");
    expect(failed).toEqual([
      "No page errors or leftover storage events in the measured pages: 1 (listed under the tables) (limit none)",
    ]);
  });

  it("fails the first page's JavaScript over 120 KB gzip", () => {
    const r = results();
    r.firstPage.js = 121 * 1024;
    const { failed } = renderReport(r);
    expect(failed).toEqual([
      "Initial JS, gzip (all the first page needs): 121.0 KB (limit ≤ 120.0 KB)",
    ]);
  });
});
