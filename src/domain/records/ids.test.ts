import { afterEach, describe, expect, it, vi } from "vitest";
import { idIn, newId } from "../base/ids";
import type { PlayerId, RivalId } from "../base/ids";
import type { Match } from "./match";
import type { MatchPlan } from "./match-plan";
import type { Player } from "./player";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("newId", () => {
  it("uses crypto.randomUUID", () => {
    const id = newId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newId()).not.toBe(id);
  });
  it("falls back to random hex without randomUUID", () => {
    vi.stubGlobal("crypto", { getRandomValues: (a: Uint8Array) => a.fill(171) });
    expect(newId()).toBe("ab".repeat(16));
  });
  it("falls back to Math.random without crypto", () => {
    vi.stubGlobal("crypto", undefined);
    const a = newId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newId()).not.toBe(a);
  });
});

describe("branded ids", () => {
  // Checked by `tsc`: each `@ts-expect-error` fails the typecheck if the line compiles.
  const takesPlayer = (id: PlayerId) => id;
  it("refuses a player's name, or another record's id, where a player id belongs", () => {
    const name = "Juan Pérez";
    // @ts-expect-error a plain string (a name) is not a player id
    takesPlayer(name);
    const rival = newId<RivalId>();
    // @ts-expect-error a rival's id is not a player id
    takesPlayer(rival);
    const player = newId<PlayerId>();
    expect(takesPlayer(player)).toBe(player);
    // At run time an id is the plain string.
    expect(typeof player).toBe("string");
  });
});

describe("the records' links are ids", () => {
  // Checked by `tsc`, as above: the stored records' link fields refuse names.
  const player = { id: newId<PlayerId>(), name: "Juan Pérez" } satisfies Pick<
    Player,
    "id" | "name"
  >;
  it("refuses a player's name as a lineup's player id or as a plan's rival id", () => {
    const lineup: Match["formationPlayerIds"] = {
      "Posición 1": player.id,
      // @ts-expect-error a player's name is not a player id
      "Posición 2": player.name,
    };
    const plan: Pick<MatchPlan, "rivalId"> = {
      // @ts-expect-error a player's name is not a rival id
      rivalId: player.name,
    };
    expect(lineup?.["Posición 1"]).toBe(player.id);
    expect(plan.rivalId).toBe("Juan Pérez");
  });
});

describe("idIn", () => {
  it("finds a screen's string among the records' ids, or nothing", () => {
    const players = [{ id: newId<PlayerId>() }, { id: newId<PlayerId>() }];
    const picked: string = `${players[1]!.id}`;
    expect(idIn(players, picked)).toBe(players[1]!.id);
    expect(idIn(players, "Juan Pérez")).toBeUndefined();
    expect(idIn(players, "")).toBeUndefined();
    expect(idIn(players, undefined)).toBeUndefined();
  });
});
