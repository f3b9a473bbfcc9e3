import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useDemoLoaded } from "./demo-status";
import { getList, invalidate, peekList } from "./store";

describe("useDemoLoaded", () => {
  beforeEach(() => {
    localStorage.clear();
    invalidate();
  });

  it("reads only the players: a screen that does not show the rivals does not wait for them", () => {
    localStorage.setItem("players", JSON.stringify([{ id: "p1", name: "Ana", demo: true }]));
    localStorage.setItem("rivals", JSON.stringify([{ id: "r1", name: "Leones" }]));
    invalidate();
    const { result } = renderHook(() => useDemoLoaded());
    expect(result.current).toBe(true);
    expect(peekList("rivals")).toBeUndefined();
  });

  it("tells of demo rivals once the rivals have been read", () => {
    localStorage.setItem("players", JSON.stringify([{ id: "p1", name: "Ana" }]));
    localStorage.setItem("rivals", JSON.stringify([{ id: "r1", name: "Leones", demo: true }]));
    invalidate();
    const { result } = renderHook(() => useDemoLoaded());
    expect(result.current).toBe(false);
    act(() => {
      getList("rivals");
      invalidate([]); // what the idle sweep does once it has read a list: tell the listeners
    });
    expect(result.current).toBe(true);
  });
});
