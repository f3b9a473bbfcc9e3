// A lazy screen's chunk names every chunk it needs, however deep (vite.config.ts,
// hoistTransitiveImports), so the browser asks for them all in one step once it has read it.
import { describe, expect, it } from "vitest";
import { hoistTransitiveImports } from "../vite.config";

const chunk = (fileName, imports, over = {}) => ({
  fileName,
  imports,
  isDynamicEntry: false,
  ...over,
});

describe("hoisting a lazy screen's transitive imports", () => {
  const chunks = {
    "assets/AddPlayerPage-a.js": chunk(
      "assets/AddPlayerPage-a.js",
      ["assets/core-b.js", "assets/PlayerForm-c.js"],
      { isDynamicEntry: true },
    ),
    "assets/PlayerForm-c.js": chunk("assets/PlayerForm-c.js", [
      "assets/core-b.js",
      "assets/record-form-d.js",
    ]),
    "assets/record-form-d.js": chunk("assets/record-form-d.js", [
      "assets/schemas-e.js",
      "assets/PlayerForm-c.js", // a cycle back up: visited once
    ]),
    "assets/schemas-e.js": chunk("assets/schemas-e.js", []),
    "assets/core-b.js": chunk("assets/core-b.js", []),
  };
  const render = (fileName, code = "export{};") =>
    hoistTransitiveImports().renderChunk(code, chunks[fileName], {}, { chunks });

  it("adds an empty import of each deeper chunk, once, before the chunk's own code", () => {
    expect(render("assets/AddPlayerPage-a.js")).toBe(
      'import"./record-form-d.js";import"./schemas-e.js";export{};',
    );
  });

  it("leaves chunks that are not lazy entries, and lazy entries with no deeper imports, alone", () => {
    expect(render("assets/PlayerForm-c.js")).toBeNull();
    chunks["assets/schemas-e.js"].isDynamicEntry = true;
    expect(render("assets/schemas-e.js")).toBeNull();
  });
});
