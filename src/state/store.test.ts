import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { usePlayers } from "./hooks";
import { commit, invalidate, useStorageIssues } from "./store";
import { addRivalNote, addRival } from "./rival-commands";
import { asId } from "../testing/ids";

describe("store", () => {
  beforeEach(() => {
    localStorage.clear();
    invalidate();
  });

  it("hands out the same array until the list changes", () => {
    localStorage.setItem("players", JSON.stringify([{ id: "a", name: "Ana" }]));
    invalidate();
    const { result, rerender } = renderHook(() => usePlayers());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    act(() => {
      commit({ players: [...first, { ...first[0]!, id: asId("b"), name: "Bea" }] });
    });
    expect(result.current.map((p) => p.name)).toEqual(["Ana", "Bea"]);
  });

  it("updates live when another tab writes", () => {
    const { result } = renderHook(() => usePlayers());
    expect(result.current).toEqual([]);
    localStorage.setItem("players", JSON.stringify([{ id: "z", name: "Zoe" }]));
    act(() => {
      window.dispatchEvent(
        new StorageEvent("storage", { key: "players", storageArea: localStorage }),
      );
    });
    expect(result.current[0]?.name).toBe("Zoe");
  });

  it("lists damaged lists for the banner and clears the issue once rewritten", async () => {
    localStorage.setItem("matches", "nope");
    invalidate();
    const { result } = renderHook(() => useStorageIssues());
    // No screen read the matches: they are read a second later, when the browser is idle.
    await waitFor(
      () => expect(result.current).toEqual([{ key: "matches", kind: "invalid-json", dropped: 0 }]),
      { timeout: 3000 },
    );
    act(() => {
      commit({ matches: [] });
    });
    expect(result.current).toEqual([]);
    expect(localStorage.getItem("matches.dañado")).toBe("nope");
  });

  it("ignores an empty note and trims a real one", () => {
    const added = addRival({
      name: "Betis",
      homeGround: "",
      primaryColor: "#000000",
      secondaryColor: "#ffffff",
    });
    const id = added.ok ? added.id : asId("");
    expect(addRivalNote(id, "   ").ok).toBe(false);
    expect(addRivalNote(id, "  Presionan alto ").ok).toBe(true);
    expect(JSON.parse(localStorage.getItem("rivals")!)[0].notes).toEqual(["Presionan alto"]);
  });
});
