import { afterEach, describe, expect, it, vi } from "vitest";
import { newId } from "./ids";
import type { PlayerId, RivalId } from "./ids";

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
