#!/usr/bin/env node
// Deriving every figure from the match record: src/domain/figures/figures.ts compiled with Vite
// like the generator, then timed in Node on the huge scale and on a 4,000-match team, as stored
// (a JSON round trip, like the app's reads), against its floor: JSON.parse of the same stored
// matches, timed in the same process. Median of several runs after a warm-up.
//
//   node bench/figures.mjs [--runs 15]      (npm run bench includes it in its report)
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { build } from "vite";
import { loadGenerator } from "./data.mjs";
import { median } from "./stats.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
async function loadFigures() {
  const outDir = join(root, "bench", "results", ".cache-figures");
  await mkdir(outDir, { recursive: true });
  await build({
    configFile: false,
    root,
    logLevel: "error",
    build: {
      ssr: join(root, "src", "domain", "figures", "figures.ts"),
      outDir,
      emptyOutDir: true,
      minify: false,
      rollupOptions: { output: { format: "es", entryFileNames: "figures.mjs" } },
    },
  });
  return import(pathToFileURL(join(outDir, "figures.mjs")).href + `?t=${Date.now()}`);
}

/** Median ms of JSON.parse of the stored matches, deriveFigures (opening + all matches) and writeFigures, per team. */
export async function figureTimes(runs = 15, generator) {
  const gen = generator ?? (await loadGenerator());
  const figures = await loadFigures();
  const teams = [
    { name: "huge", ...gen.SCALES.huge },
    { name: "4,000 matches", matches: 4000, players: 80 },
  ];
  const rows = [];
  for (const t of teams) {
    // The app derives from what it read from storage (JSON.parse's objects), never from the
    // generator's own: time the same, so object shapes and strings are the app's.
    const team = JSON.parse(
      JSON.stringify(gen.generateTeam({ matches: t.matches, players: t.players })),
    );
    const stored = JSON.stringify(team.matches);
    const time = (fn) => {
      for (let i = 0; i < 3; i++) fn(); // warm-up
      const xs = [];
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        fn();
        xs.push(performance.now() - start);
      }
      return median(xs);
    };
    rows.push({
      team: t.name,
      matches: team.matches.length,
      parse: time(() => JSON.parse(stored)),
      derive: time(() => figures.deriveFigures(team, team.matches)),
      write: time(() => figures.writeFigures(team, team.matches)),
      migrate: time(() => figures.migrateOpeningBalances(team)),
    });
  }
  return { runs, rows };
}

/** Markdown for the report. */
export function renderFigures(f) {
  const lines = [
    "",
    `#### Figures from the match record (Node, median of ${f.runs} runs)`,
    "",
    "| Team | Matches | JSON.parse (floor) | deriveFigures | writeFigures | migrateOpeningBalances |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const r of f.rows) {
    lines.push(
      `| ${r.team} | ${r.matches} | ${r.parse.toFixed(1)} ms | ${r.derive.toFixed(1)} ms | ${r.write.toFixed(1)} ms | ${r.migrate.toFixed(1)} ms |`,
    );
  }
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({ options: { runs: { type: "string", default: "15" } } });
  const f = await figureTimes(Math.max(1, Number(values.runs) || 15));
  console.log(renderFigures(f));
}
