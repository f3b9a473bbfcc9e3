// Seed data for the benchmark: the project's own TypeScript generator (src/domain/generate.ts),
// compiled once with Vite's build API into bench/results/.cache, then run in Node.
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

export async function loadGenerator() {
  const outDir = join(root, "bench", "results", ".cache");
  await mkdir(outDir, { recursive: true });
  await build({
    configFile: false,
    root,
    logLevel: "error",
    build: {
      ssr: join(root, "src", "domain", "generate.ts"),
      outDir,
      emptyOutDir: true,
      minify: false,
      rollupOptions: { output: { format: "es", entryFileNames: "generate.mjs" } },
    },
  });
  return import(pathToFileURL(join(outDir, "generate.mjs")).href + `?t=${Date.now()}`);
}

/** The six lists as localStorage would hold them: key → JSON text. */
export function storageOf(team) {
  const keys = ["players", "matches", "formations", "rivals", "matchPlans", "savedInsights"];
  return Object.fromEntries(keys.map((k) => [k, JSON.stringify(team[k])]));
}
