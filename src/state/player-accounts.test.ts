import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PlayerId } from "../domain/base/ids";
import { makePlayer } from "../testing/fixtures";
import { exportBackup, previewBackup, restoreBackup } from "./data-commands";
import {
  getGuardians,
  getPlayerAccounts,
  saveGuardians,
  savePlayerAccount,
  savePlayerAccounts,
} from "./player-accounts";
import { commit, getList, invalidate } from "./store";

const dani = makePlayer("Dani", { id: "p1" });
const marta = makePlayer("Marta", { id: "p2" });
const p1 = "p1" as PlayerId;
const p2 = "p2" as PlayerId;

beforeEach(() => {
  localStorage.clear();
  invalidate();
  commit({ players: [dani, marta] });
});

describe("the players' accounts the coach keeps", () => {
  it("are stored versioned under playerAccounts", () => {
    expect(savePlayerAccount(p1, " Dani ")).toEqual({ ok: true });
    expect(JSON.parse(localStorage.getItem("playerAccounts")!)).toEqual({
      accounts: [{ playerId: "p1", user: "dani" }],
      version: 1,
    });
  });

  it("keeps the guardians beside the accounts: saving either leaves the other as it was", () => {
    savePlayerAccount(p1, "dani");
    const eva = { user: "eva.m", name: "Eva", relation: "madre", players: ["dani"] };
    expect(saveGuardians([eva])).toEqual({ ok: true });
    expect(getGuardians()).toEqual([eva]);
    savePlayerAccount(p2, "marta");
    expect(getGuardians()).toEqual([eva]);
    expect(getPlayerAccounts().map((a) => a.user)).toEqual(["dani", "marta"]);
  });

  it("two players can swap accounts in one save; a taken name is refused and nothing written", () => {
    savePlayerAccounts([
      { playerId: p1, user: "dani" },
      { playerId: p2, user: "marta" },
    ]);
    expect(
      savePlayerAccounts([
        { playerId: p1, user: "marta" },
        { playerId: p2, user: "dani" },
      ]),
    ).toEqual({ ok: true });
    expect(getPlayerAccounts()).toEqual([
      { playerId: "p1", user: "marta" },
      { playerId: "p2", user: "dani" },
    ]);
    const before = localStorage.getItem("playerAccounts");
    expect(savePlayerAccount(p2, "marta")).toEqual({
      ok: false,
      message: "La cuenta «marta» ya es de Dani.",
    });
    expect(localStorage.getItem("playerAccounts")).toBe(before);
  });

  it("travel in a backup and come back with a restore", () => {
    savePlayerAccount(p1, "dani");
    const file = exportBackup(new Date("2026-11-26T10:00:00Z"));
    localStorage.removeItem("playerAccounts");
    invalidate();
    expect(getPlayerAccounts()).toEqual([]);
    const preview = previewBackup(file.text);
    if (!preview.ok) throw new Error(preview.message);
    expect(restoreBackup(preview.value)).toEqual({ ok: true });
    expect(getPlayerAccounts()).toEqual([{ playerId: "p1", user: "dani" }]);
  });

  it("come back with the lists in one commit: a restore storage cannot finish changes neither", () => {
    savePlayerAccount(p1, "dani");
    const file = exportBackup(new Date("2026-11-26T10:00:00Z"));
    savePlayerAccount(p1, "daniel");
    commit({ players: [dani, marta, makePlayer("Leo", { id: "p3" })] });
    const before = { ...localStorage };
    expect(Object.keys(before)).toEqual(expect.arrayContaining(["players", "playerAccounts"]));
    const preview = previewBackup(file.text);
    if (!preview.ok) throw new Error(preview.message);
    const realSet = Storage.prototype.setItem;
    const spy = vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key === "players") throw new DOMException("full", "QuotaExceededError");
      realSet.call(this, key, value);
    });
    const r = restoreBackup(preview.value);
    spy.mockRestore();
    expect(r.ok).toBe(false);
    expect({ ...localStorage }).toEqual(before);
    expect(getPlayerAccounts()).toEqual([{ playerId: "p1", user: "daniel" }]);
    expect(getList("players").items).toHaveLength(3);
  });
});
