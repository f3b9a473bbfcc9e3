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

function results({ large = 40, huge = 60, jugadores = 50 } = {}) {
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
  it("passes when every route is within one floor and every menu click within 0.6 huge floors", () => {
    const { md, failed } = renderReport(results());
    expect(failed).toEqual([]);
    // (100 − 50) ÷ 50 at large is 0.80; (60 ÷ 100) at huge is 0.60.
    expect(md).toContain("0.80× ✅");
    expect(md).toContain("0.60× ✅");
    expect(md).toContain("0.50× ✅"); // Jugadores, 50 ms over a 100 ms huge floor
    expect(md).toMatch(/Absolute milliseconds belong to the machine/);
  });

  it("fails a route more than one floor over the floor, at either scale", () => {
    const { md, failed } = renderReport(results({ large: 51 }));
    expect(md).toContain("1.02× ❌");
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatch(/^Large: .*worst 1\.02× \(\/analytics/);
  });

  it("fails a menu click slower than 0.6 × the huge floor", () => {
    const { md, failed } = renderReport(results({ jugadores: 61 }));
    expect(md).toContain("0.61× ❌");
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatch(/menu click.*'Jugadores': 61 ms, floor 100 ms/);
  });

  it("names and fails a measured page that had an error or a leftover storage event", () => {
    const r = results();
    r.scales.huge.routes[2].errors = ["6 late storage events"];
    const { md, failed } = renderReport(r);
    expect(md).toContain("- huge `/analytics`: 6 late storage events");
    expect(failed).toEqual([
      "No page errors or leftover storage events in the measured pages: 1 (listed under the table)",
    ]);
  });

  it("fails the first page's JavaScript over 120 KB gzip", () => {
    const r = results();
    r.firstPage.js = 121 * 1024;
    const { failed } = renderReport(r);
    expect(failed).toEqual(["Initial JS ≤ 120 KB gzip (all the first page needs): 121.0 KB"]);
  });
});
