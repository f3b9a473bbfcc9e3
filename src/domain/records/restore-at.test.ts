import { describe, expect, it } from "vitest";
import { restoreAt } from "./restore-at";

const r = (id: string) => ({ id, name: id.toUpperCase() });

describe("restoreAt", () => {
  it("puts the record back at its old place", () => {
    expect(restoreAt([r("a"), r("c")], r("b"), 1)).toEqual({
      list: [r("a"), r("b"), r("c")],
      restored: true,
    });
    expect(restoreAt([r("b")], r("a"), 0).list).toEqual([r("a"), r("b")]);
  });

  it("clamps a place that no longer exists to the ends of the list", () => {
    expect(restoreAt([r("a")], r("z"), 5).list).toEqual([r("a"), r("z")]);
    expect(restoreAt([r("a")], r("z"), -2).list).toEqual([r("z"), r("a")]);
    expect(restoreAt([], r("z"), 3).list).toEqual([r("z")]);
    expect(restoreAt([r("a")], r("z"), Number.NaN).list).toEqual([r("a"), r("z")]);
  });

  it("does nothing when a record with that id is already there", () => {
    const list = [r("a"), r("b")];
    const out = restoreAt(list, { ...r("b"), name: "otro" }, 0);
    expect(out).toEqual({ list, restored: false });
    expect(out.list).not.toBe(list);
  });
});
