// A small static server for the benchmark: serves the built site with an index.html fallback
// (every route works, as DESIGN.md requires), hashed assets cached like a real deployment,
// and three pages of its own under /__bench/: a blank page to seed storage from, the floor page,
// and the seed data of each scale.
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize } from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

const BLANK = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>seed</title></head>
<body><p>bench</p></body></html>`;

/**
 * The floor: a page that does only what every screen must do first, read the six lists and
 * JSON.parse them, then shows one line. No screen can be faster than this. It keeps the lists,
 * as the app's store does, so its heap is the heap budget's floor.
 */
const FLOOR = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>floor</title></head>
<body><main><script>
  const keys = ["players", "matches", "formations", "rivals", "matchPlans", "savedInsights"];
  let items = 0;
  window.lists = {};
  for (const key of keys) {
    const raw = localStorage.getItem(key);
    const list = (window.lists[key] = raw ? JSON.parse(raw) : []);
    items += Array.isArray(list) ? list.length : 0;
  }
  const p = document.createElement("p");
  p.id = "floor-done";
  p.textContent = items + " elementos leídos";
  document.querySelector("main").append(p);
</script></main></body></html>`;

/** Starts the server on a free port (or `port`); resolves to { url, close, setData }. */
export async function startServer(distDir, { port = 0 } = {}) {
  const data = new Map();
  const index = await readFile(join(distDir, "index.html"));
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const path = decodeURIComponent(url.pathname);
    const send = (status, body, type, cache = "no-cache") => {
      res.writeHead(status, { "content-type": type, "cache-control": cache });
      res.end(body);
    };
    if (path === "/__bench/blank") return send(200, BLANK, TYPES[".html"]);
    if (path === "/__bench/floor") return send(200, FLOOR, TYPES[".html"]);
    if (path.startsWith("/__bench/data/")) {
      const body = data.get(path.slice("/__bench/data/".length));
      return body ? send(200, body, TYPES[".json"]) : send(404, "not found", TYPES[".txt"]);
    }
    const file = normalize(join(distDir, path));
    if (file.startsWith(normalize(distDir)) && extname(file)) {
      try {
        const body = await readFile(file);
        const immutable = path.startsWith("/assets/");
        return send(
          200,
          body,
          TYPES[extname(file)] ?? "application/octet-stream",
          immutable ? "public, max-age=31536000, immutable" : "no-cache",
        );
      } catch {
        return send(404, "not found", TYPES[".txt"]);
      }
    }
    return send(200, index, TYPES[".html"]);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}`,
    setData: (name, json) => data.set(name, json),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
