// The chunk groups of vite.config.ts name their modules by path: a module that moves or is
// renamed must fail here, not leave its group unnoticed (the first page then loads it as a
// chunk of its own).
import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { chunkGroups } from "../vite.config";

const exists = (module) =>
  module.endsWith("/*")
    ? readdirSync(`src/${module.slice(0, -2)}`).some((f) => /\.tsx?$/.test(f))
    : existsSync(`src/${module}.ts`) || existsSync(`src/${module}.tsx`);

describe("the chunk groups", () => {
  it.each(Object.entries(chunkGroups))("%s names only modules that exist", (_group, modules) => {
    expect(modules.filter((m) => !exists(m))).toEqual([]);
  });

  it("put no module in two groups", () => {
    const all = Object.values(chunkGroups).flat();
    expect(all.filter((m, i) => all.indexOf(m) !== i)).toEqual([]);
  });
});
