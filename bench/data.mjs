// Seed data for the benchmark: the project's own TypeScript generator (dev-data/generate.ts),
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
      ssr: true,
      outDir,
      emptyOutDir: true,
      minify: false,
      rollupOptions: {
        input: {
          generate: join(root, "dev-data", "generate.ts"),
          schema: join(root, "src", "storage", "schema-version.ts"),
        },
        output: { format: "es", entryFileNames: "[name].mjs" },
      },
    },
  });
  const load = (name) =>
    import(pathToFileURL(join(outDir, `${name}.mjs`)).href + `?t=${Date.now()}`);
  const [generator, schema] = await Promise.all([load("generate"), load("schema")]);
  // The generator writes data in the current shape (ids and links beside names, counters equal
  // to the matches, so no opening balance), so the bench seeds it as such: the one-time upgrade
  // of old data is not what a coach meets on every visit.
  schemaVersion = schema.CURRENT_SCHEMA_VERSION;
  return generator;
}

let schemaVersion = 1;

/** The six lists as localStorage would hold them: key → JSON text. */
export function storageOf(team) {
  const keys = ["players", "matches", "formations", "rivals", "matchPlans", "savedInsights"];
  return {
    ...Object.fromEntries(keys.map((k) => [k, JSON.stringify(team[k])])),
    banquilloSchema: JSON.stringify({ version: schemaVersion }),
  };
}
