import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createSelector, useDashboardSummary } from "./match-selectors";
import { prepareFigureView, useFigureView, useRivalRecords } from "./selectors";
import { commit, invalidate } from "./store";
import { prepareAvailabilityIndex, useAvailabilityIndex } from "./availability";

describe("createSelector", () => {
  it("computes once per set of argument identities", () => {
    const compute = vi.fn((a: number[], b: number[]) => a.length + b.length);
    const select = createSelector(compute);
    const a = [1, 2];
    const b = [3];
    expect(select(a, b)).toBe(3);
    expect(select(a, b)).toBe(3);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(select([...a], b)).toBe(3);
    expect(compute).toHaveBeenCalledTimes(2);
  });
});

describe("derived hooks", () => {
  it("share one result across components until a list changes", () => {
    localStorage.setItem("rivals", JSON.stringify([{ name: "Leones" }]));
    localStorage.setItem(
      "matches",
      JSON.stringify([
        { id: "m1", date: "2024-04-14", rival: "Leones", score: { home: 2, away: 1 } },
      ]),
    );
    invalidate();
    const one = renderHook(() => useRivalRecords());
    const two = renderHook(() => useRivalRecords());
    expect(one.result.current).toBe(two.result.current);
    expect(one.result.current).toEqual([{ played: 1, wins: 1, draws: 0, losses: 0 }]);
    const summary = renderHook(() => useDashboardSummary());
    const before = summary.result.current;
    act(() => {
      commit({ rivals: [] });
    });
    expect(one.result.current).toEqual([]);
    expect(summary.result.current).toBe(before);
  });
});

describe("figures worked out ahead of a screen", () => {
  it("are the very figures and index the screen's hooks then hand out, not worked out again", () => {
    localStorage.setItem("players", JSON.stringify([{ id: "p1", name: "Iker Casillas" }]));
    localStorage.setItem(
      "matches",
      JSON.stringify([
        { id: "m1", date: "2024-04-14", rival: "Leones", score: { home: 2, away: 1 } },
      ]),
    );
    invalidate();
    const ahead = prepareFigureView();
    const { result } = renderHook(() => useFigureView());
    expect(result.current.players).toBe(ahead);
    expect(result.current.players.map((p) => p.name)).toEqual(["Iker Casillas"]);
    const index = prepareAvailabilityIndex();
    expect(renderHook(() => useAvailabilityIndex()).result.current).toBe(index);
  });
});
