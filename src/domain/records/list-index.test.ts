import { describe, expect, it } from "vitest";
import { parseListIndex } from "./list-index";

describe("parseListIndex", () => {
  it("accepts an existing position", () => {
    expect(parseListIndex("0", 3)).toBe(0);
    expect(parseListIndex("2", 3)).toBe(2);
  });

  it("rejects positions past the end of the list", () => {
    expect(parseListIndex("3", 3)).toBeUndefined();
    expect(parseListIndex("0", 0)).toBeUndefined();
  });

  it("rejects text that is not a whole non-negative number", () => {
    for (const bad of ["-1", "1.5", "abc", "", " 1", "1e2", "0x1", undefined]) {
      expect(parseListIndex(bad, 200)).toBeUndefined();
    }
  });

  it("rejects numbers too large to be exact", () => {
    expect(parseListIndex("99999999999999999999", Number.MAX_SAFE_INTEGER)).toBeUndefined();
  });
});
