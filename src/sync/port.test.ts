// The engine reaches every slot it syncs (lists, training, team settings, insight meta, accounts)
// through the port alone: with a port over a plain map and no storage, it reads and writes them.
import { describe, expect, it } from "vitest";
import { applyLocal, readLocal } from "./local-lists";
import type { SyncPort } from "./port";

function mapPort(stored: Record<string, string>) {
  const side = new Map(Object.entries(stored));
  const commits: string[][] = [];
  const preserved: string[] = [];
  const port: SyncPort = {
    getList: () => ({ items: [] }),
    getSide: (key) => side.get(key) ?? null,
    commit: (changes, values = {}, preserve = []) => {
      commits.push([...Object.keys(changes), ...Object.keys(values)]);
      preserved.push(...preserve);
      for (const [k, v] of Object.entries(values)) {
        if (v === null) side.delete(k);
        else side.set(k, v);
      }
      return { ok: true };
    },
    subscribe: () => () => undefined,
    live: { get: () => undefined, write: () => undefined, clear: () => undefined },
    report: () => undefined,
  };
  return { port, side, commits, preserved };
}

const session = {
  id: "t1",
  date: "2026-11-10",
  time: "18:00",
  minutes: 90,
  place: "Campo",
  focus: "Pases",
  status: "programado",
};

describe("the sync port", () => {
  it("reads the side keys and training through the port, not storage", () => {
    const { port } = mapPort({
      teamSettings: JSON.stringify({ name: "Osos", seasonStartMonth: 8, version: 1 }),
      trainingSessions: JSON.stringify({ version: 1, items: [session] }),
      playerAccounts: JSON.stringify({ version: 1, accounts: [] }),
    });
    const local = readLocal(port);
    expect(local.teamSettings).toMatchObject({ name: "Osos" });
    expect(local.trainingSessions).toMatchObject([{ id: "t1" }]);
    expect(local.playerAccounts).toMatchObject({ accounts: [] });
  });

  it("writes what the server gives through the port's commit", () => {
    const { port, side, commits } = mapPort({});
    const local = readLocal(port);
    const leftOut = applyLocal(port, {
      ...local,
      teamSettings: { name: "Lobos", seasonStartMonth: 8 },
      trainingSessions: [session],
    });
    expect(leftOut).toEqual([]);
    expect(JSON.parse(side.get("teamSettings")!)).toMatchObject({ name: "Lobos" });
    expect(JSON.parse(side.get("trainingSessions")!)).toMatchObject({ items: [{ id: "t1" }] });
    expect(commits.flat()).toEqual(expect.arrayContaining(["teamSettings", "trainingSessions"]));
  });

  it("copies aside a damaged training text it overwrites, found through the port", () => {
    const { port, side, preserved } = mapPort({ trainingSessions: "{roto" });
    const local = readLocal(port);
    expect(local.trainingSessions).toEqual([]);
    expect(applyLocal(port, { ...local, trainingSessions: [session] })).toEqual([]);
    expect(preserved).toEqual(["trainingSessions"]);
    expect(JSON.parse(side.get("trainingSessions")!)).toMatchObject({ items: [{ id: "t1" }] });
  });
});

describe("the guardians another staff device typed", () => {
  const accounts = [{ playerId: "p1", user: "dani" }];
  const marta = { user: "marta", name: "Marta Gil", relation: "madre", players: ["dani"] };

  it("reach this device beside its accounts, and one removed there leaves it here", () => {
    const { port, side } = mapPort({ playerAccounts: JSON.stringify({ version: 1, accounts }) });
    const local = readLocal(port);
    applyLocal(port, { ...local, playerAccounts: { accounts, guardians: [marta] } });
    expect(JSON.parse(side.get("playerAccounts")!)).toMatchObject({ accounts, guardians: [marta] });
    applyLocal(port, { ...local, playerAccounts: { accounts, guardians: [] } });
    expect(JSON.parse(side.get("playerAccounts")!)).not.toHaveProperty("guardians");
    expect(JSON.parse(side.get("playerAccounts")!)).toMatchObject({ accounts });
  });
});
