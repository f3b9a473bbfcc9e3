import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { makeRival } from "../testing/fixtures";
import { CURRENT_SCHEMA_VERSION } from "../storage/schema-version";
import { useRecordAt } from "./record-at";
import { invalidate } from "./store";

function seedRivals(names: string[]) {
  localStorage.setItem("banquilloSchema", JSON.stringify({ version: CURRENT_SCHEMA_VERSION }));
  localStorage.setItem("rivals", JSON.stringify(names.map((n) => makeRival(n, { id: `id-${n}` }))));
}

beforeEach(() => {
  localStorage.clear();
  invalidate();
});

describe("useRecordAt", () => {
  it("keeps following the record first shown when another tab removes an earlier one", () => {
    seedRivals(["A", "B", "C"]);
    const { result } = renderHook(() => useRecordAt("rivals", "2"));
    expect(result.current?.record.name).toBe("C");
    act(() => {
      seedRivals(["B", "C", "D"]);
      invalidate(["rivals"]);
    });
    expect(result.current).toMatchObject({ index: 1, record: { name: "C" } });
  });

  it("finds nothing once the record itself is gone, or for an index that names nothing", () => {
    seedRivals(["A"]);
    const { result } = renderHook(() => useRecordAt("rivals", "0"));
    act(() => {
      seedRivals(["B"]);
      invalidate(["rivals"]);
    });
    expect(result.current).toBeUndefined();
    expect(renderHook(() => useRecordAt("rivals", "7")).result.current).toBeUndefined();
  });

  it("resolves a new address when the route changes", () => {
    seedRivals(["A", "B"]);
    const { result, rerender } = renderHook(({ at }) => useRecordAt("rivals", at), {
      initialProps: { at: "0" },
    });
    expect(result.current?.record.name).toBe("A");
    rerender({ at: "1" });
    expect(result.current?.record.name).toBe("B");
  });
});
