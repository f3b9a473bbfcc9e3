// The shared chunk of vite.config.ts names its modules by path: a module that moves or is
// renamed must fail here, not leave the group unnoticed (each screen then loads it as a chunk
// of its own, one more step of requests).
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sharedModules } from "../vite.config";

describe("the shared chunk's modules", () => {
  it("all exist, each named once", () => {
    const missing = sharedModules.filter(
      (m) => !existsSync(`src/${m}.ts`) && !existsSync(`src/${m}.tsx`),
    );
    expect(missing).toEqual([]);
    expect(new Set(sharedModules).size).toBe(sharedModules.length);
  });
});
