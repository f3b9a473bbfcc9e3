// The bundle as the browser gets it: what index.html loads before any route (entry script,
// modulepreloads, stylesheet) and every other chunk, with gzip sizes.
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export async function bundleReport(distDir) {
  const html = await readFile(join(distDir, "index.html"), "utf8");
  const referenced = [
    ...html.matchAll(/<script[^>]+src="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href="\/([^"]+)"/g),
  ].map((m) => m[1]);
  const files = (await readdir(join(distDir, "assets"))).filter((f) => /\.(js|css)$/.test(f));
  const sizes = new Map();
  for (const f of files) {
    const body = await readFile(join(distDir, "assets", f));
    sizes.set(`assets/${f}`, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  const entry = referenced.filter((f) => sizes.has(f));
  const sum = (list, ext) =>
    list.filter((f) => f.endsWith(ext)).reduce((n, f) => n + sizes.get(f).gzip, 0);
  return {
    sizes,
    entry,
    entryJs: sum(entry, ".js"),
    entryCss: sum(entry, ".css"),
    lazy: [...sizes]
      .filter(([f]) => !entry.includes(f) && f.endsWith(".js"))
      .map(([file, s]) => ({ file, ...s }))
      .sort((a, b) => b.gzip - a.gzip),
    /** gzip bytes of the given asset URLs' files (what one page actually loaded). */
    loaded(urls) {
      const list = [...new Set(urls.map((u) => new URL(u).pathname.slice(1)))].filter((f) =>
        sizes.has(f),
      );
      return { files: list, js: sum(list, ".js"), css: sum(list, ".css") };
    },
  };
}

/** Chunks that belong to the insights routes only (react-markdown, remark, the openai client). */
export const INSIGHTS_ONLY = /markdown|remark|micromark|openai|streaming/i;
