import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useOnce } from "./use-once";

describe("useOnce", () => {
  it("keeps the first value while the key stays, and computes again for a new key", () => {
    const { result, rerender } = renderHook(({ list, id }) => useOnce(() => [...list], id), {
      initialProps: { list: ["a"], id: "1" },
    });
    const first = result.current;
    rerender({ list: ["a", "b"], id: "1" });
    expect(result.current).toBe(first);
    rerender({ list: ["c"], id: "2" });
    expect(result.current).toEqual(["c"]);
  });
});
