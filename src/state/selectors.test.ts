import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createSelector, useDashboardSummary } from "./match-selectors";
import {
  prepareFigureView,
  useFigureView,
  usePlayerFiguresOnceWanted,
  useRivalRecords,
} from "./selectors";
import { commit, invalidate } from "./store";
import {
  prepareAvailabilityIndex,
  useAvailabilityIndex,
  useAvailabilityIndexOnceWanted,
} from "./availability";

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

describe("figures a screen shows beside a pick", () => {
  it("are not worked out until wanted, then are the squad's very figures (real minutes)", () => {
    // Sent off at 30: the stored counter (the spec's rule) says 90, the figure shown says 30.
    const stats = { matches: 1, minutesPlayed: 90, redCards: 1 };
    localStorage.setItem("players", JSON.stringify([{ id: "p1", name: "Iker Casillas", stats }]));
    localStorage.setItem(
      "matches",
      JSON.stringify([
        {
          id: "m1",
          date: "2024-04-14",
          rival: "Leones",
          score: { home: 2, away: 1 },
          formationPlayers: { "Posición 1": "Iker Casillas" },
          formationPlayerIds: { "Posición 1": "p1" },
          cards: [{ player: "Iker Casillas", playerId: "p1", type: "red", minute: 30 }],
        },
      ]),
    );
    invalidate();
    const { result, rerender } = renderHook(({ wanted }) => usePlayerFiguresOnceWanted(wanted), {
      initialProps: { wanted: false },
    });
    expect(result.current).toBeUndefined();
    rerender({ wanted: true });
    expect(result.current?.[0]?.stats).toMatchObject({
      matches: 1,
      minutesPlayed: 30,
      redCards: 1,
    });
    expect(result.current).toBe(renderHook(() => useFigureView()).result.current.players);
  });

  it("who cannot play is not worked out until wanted, then is the screens' very index", () => {
    invalidate();
    const { result, rerender } = renderHook(
      ({ wanted }) => useAvailabilityIndexOnceWanted(wanted),
      { initialProps: { wanted: false } },
    );
    expect(result.current).toBeUndefined();
    rerender({ wanted: true });
    expect(result.current).toBeDefined();
    expect(result.current).toBe(renderHook(() => useAvailabilityIndex()).result.current);
  });
});
