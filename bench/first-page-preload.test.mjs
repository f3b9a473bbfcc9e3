// index.html asks for the modules every route runs beside the entry script (vite.config.ts,
// preloadFirstChunks): the entry's own imports and the first page's chunk, which every screen
// imports. Without the links each waited one request behind the entry script.
import { describe, expect, it } from "vitest";
import { preloadFirstChunks } from "../vite.config";

const chunk = (fileName, name, over = {}) => ({
  type: "chunk",
  fileName,
  name,
  isEntry: false,
  imports: [],
  ...over,
});

describe("the first page's preload links", () => {
  it("name the entry's imports and the first page's chunk, and nothing else", () => {
    const bundle = {
      "assets/index-a.js": chunk("assets/index-a.js", "index", {
        isEntry: true,
        imports: ["assets/rolldown-runtime-b.js", "assets/core-c.js"],
      }),
      "assets/core-c.js": chunk("assets/core-c.js", "core"),
      "assets/dashboard-d.js": chunk("assets/dashboard-d.js", "dashboard"),
      "assets/PlayersPage-e.js": chunk("assets/PlayersPage-e.js", "PlayersPage"),
      "assets/index-f.css": { type: "asset", fileName: "assets/index-f.css" },
    };
    const { handler } = preloadFirstChunks().transformIndexHtml;
    const tags = handler("<html></html>", { bundle });
    expect(tags.map((t) => [t.attrs.rel, t.attrs.href])).toEqual([
      ["modulepreload", "/assets/rolldown-runtime-b.js"],
      ["modulepreload", "/assets/core-c.js"],
      ["modulepreload", "/assets/dashboard-d.js"],
    ]);
    expect(tags.every((t) => t.tag === "link" && t.attrs.crossorigin === true)).toBe(true);
  });
});
