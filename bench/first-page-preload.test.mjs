// index.html asks for the chunks the entry script imports beside it (vite.config.ts,
// preloadFirstChunks): without the links each waited one request behind the entry script.
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
  it("name the entry's imports, and nothing else", () => {
    const bundle = {
      "assets/index-f.css": { type: "asset", fileName: "assets/index-f.css" },
      "assets/index-a.js": chunk("assets/index-a.js", "index", {
        isEntry: true,
        imports: ["assets/rolldown-runtime-b.js", "assets/shared-c.js"],
        dynamicImports: ["assets/PlayersPage-e.js"],
      }),
      "assets/shared-c.js": chunk("assets/shared-c.js", "shared"),
      "assets/PlayersPage-e.js": chunk("assets/PlayersPage-e.js", "PlayersPage", {
        imports: ["assets/index-a.js", "assets/shared-c.js"],
      }),
    };
    const { handler } = preloadFirstChunks().transformIndexHtml;
    const tags = handler("<html></html>", { bundle });
    expect(tags.map((t) => [t.attrs.rel, t.attrs.href])).toEqual([
      ["modulepreload", "/assets/rolldown-runtime-b.js"],
      ["modulepreload", "/assets/shared-c.js"],
    ]);
    expect(tags.every((t) => t.tag === "link" && t.attrs.crossorigin === true)).toBe(true);
  });
});
