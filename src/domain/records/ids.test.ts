import { afterEach, describe, expect, it, vi } from "vitest";
import { newId } from "./ids";

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
