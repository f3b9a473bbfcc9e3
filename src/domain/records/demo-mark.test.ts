import { describe, expect, it } from "vitest";
import { DEMO_MARK, isDemoItem } from "./demo-mark";

describe("isDemoItem", () => {
  it("recognises only items with demo: true", () => {
    expect(isDemoItem({ name: "Ana", ...DEMO_MARK })).toBe(true);
    expect(isDemoItem({ name: "Ana", demo: "true" })).toBe(false);
    expect(isDemoItem({ name: "Ana" })).toBe(false);
    expect(isDemoItem(null)).toBe(false);
    expect(isDemoItem("demo")).toBe(false);
  });
});
