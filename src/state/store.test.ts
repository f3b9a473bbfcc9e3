import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makePlayer } from "../testing/fixtures";
import { clearAllData } from "./data-commands";
import { usePlayers } from "./hooks";
import { commit, getList, invalidate, subscribeStore, useStorageIssues } from "./store";
import { getPlayerAccounts, savePlayerAccount } from "./player-accounts";
import { getAiSettings, saveAiSettings } from "./settings";
import { getTeamSettings } from "./team-settings";
import { saveTeamSettings } from "./team-settings-commands";
import { getTraining } from "./training";
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

describe("side keys as slots of the store", () => {
  const session = (id: string) => ({
    id,
    date: "2026-11-10",
    time: "18:00",
    minutes: 90,
    place: "Campo",
    focus: "Pases",
    status: "programado",
  });
  const text = (sessions: unknown[]) => JSON.stringify({ version: 1, items: sessions });
  const sessions = () => getTraining().sessions.map((s) => s.id);
  beforeEach(() => {
    localStorage.clear();
    invalidate();
  });

  it("hands out one value until a commit or another tab changes its key", () => {
    localStorage.setItem("trainingSessions", text([]));
    const first = getTraining().sessions;
    expect(getTraining().sessions).toBe(first);
    localStorage.setItem("trainingSessions", text([session("t")]));
    // Written without the store hearing it: the slot keeps what it read.
    expect(getTraining().sessions).toBe(first);
    window.dispatchEvent(
      new StorageEvent("storage", { key: "trainingSessions", storageArea: localStorage }),
    );
    expect(sessions()).toEqual(["t"]);
  });

  it("commits lists and side keys all-or-nothing: a failed write changes neither", () => {
    localStorage.setItem("trainingSessions", text([]));
    const realSet = Storage.prototype.setItem;
    const spy = vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key === "players") throw new DOMException("full", "QuotaExceededError");
      realSet.call(this, key, value);
    });
    const r = commit({ players: [] }, { trainingSessions: text([session("t")]) });
    spy.mockRestore();
    expect(r.ok).toBe(false);
    expect(localStorage.getItem("trainingSessions")).toBe(text([]));
    expect(sessions()).toEqual([]);
    expect(commit({ players: [] }, { trainingSessions: text([session("t")]) }).ok).toBe(true);
    expect(sessions()).toEqual(["t"]);
  });

  it("empties every list and training in one write", () => {
    commit({ players: [{ ...makePlayer("Ana") }] });
    localStorage.setItem("trainingSessions", text([]));
    invalidate();
    const realSet = Storage.prototype.setItem;
    const spy = vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key === "trainingSessions") throw new DOMException("full", "QuotaExceededError");
      realSet.call(this, key, value);
    });
    expect(clearAllData().ok).toBe(false);
    spy.mockRestore();
    invalidate();
    expect(getList("players").items.map((p) => p.name)).toEqual(["Ana"]);
  });

  it("tells a subscriber of each command's side-key write once, and keeps every other slot's value", () => {
    commit({ players: [makePlayer("Dani", { id: asId("p1") })] });
    localStorage.setItem("trainingSessions", text([session("t")]));
    invalidate();
    const slots = () => [
      getTraining().sessions,
      getTeamSettings(),
      getPlayerAccounts(),
      getAiSettings(),
    ];
    const commands: [string, () => { ok: boolean }][] = [
      ["team settings", () => saveTeamSettings({ ...getTeamSettings(), name: "Osos" })],
      ["player accounts", () => savePlayerAccount(asId("p1"), "dani")],
      ["AI settings", () => saveAiSettings({ ...getAiSettings(), model: "llama3" })],
    ];
    const heard = vi.fn();
    const unsubscribe = subscribeStore(heard);
    commands.forEach(([name, run], i) => {
      const before = slots();
      heard.mockClear();
      expect(run().ok, name).toBe(true);
      expect(heard, name).toHaveBeenCalledTimes(1);
      const after = slots();
      // The slot the command wrote (team settings, accounts, AI: the 2nd, 3rd, 4th) changed;
      // the others are the very values handed out before.
      after.forEach((value, slot) => {
        if (slot === i + 1) expect(value, name).not.toEqual(before[slot]);
        else expect(value, `${name}: slot ${slot}`).toBe(before[slot]);
      });
    });
    unsubscribe();
  });
});
