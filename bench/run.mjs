#!/usr/bin/env node
// `npm run bench`: builds (done by the npm script), serves the built site, drives Chromium
// through Playwright over three seeded data scales and prints a Markdown report, also written
// to bench/results/latest.md (and .json). See docs/architecture.md, "Performance and the benchmark".
//
//   node bench/run.mjs [--scale small,large,huge] [--runs 5]
//                      [--only load,menu,search,save,figures,live,phone,profile]
//                      [--routes /players,/matchs,/player/{id}]   (a path, or a pattern as the report prints it)
// A quick check that the harness works end to end: --runs 1 --scale large,huge (figures too few
// to judge a change by). The site comes from $BENCH_DIST or $E2E_DIST (default dist/); the port
// is a free one. Exits 1 when a budget's guard is missed (report.mjs, BUDGETS).
import { mkdir, writeFile, access } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import os from "node:os";
import { bundleReport } from "./bundle.mjs";
import { loadGenerator, storageOf } from "./data.mjs";
import { launchBenchBrowser, openScale } from "./measure.mjs";
import { BUDGETS, renderReport } from "./report.mjs";
import { FLOOR, MENU, pickRoutes, specRoutes } from "./routes.mjs";
import { median } from "./stats.mjs";
import { liveTapTimes } from "./live-tap.mjs";
import { saveMatchTimes } from "./save-match.mjs";
import { figureTimes } from "./figures.mjs";
import { phoneTimes } from "./phone.mjs";
import { profileRoute } from "./profile.mjs";
import { startServer } from "./server.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values: args } = parseArgs({
  options: {
    scale: { type: "string", default: "small,large,huge" },
    runs: { type: "string", default: "5" },
    only: { type: "string", default: "load,menu,search,save,figures,live,phone,profile" },
    routes: { type: "string", default: "" },
  },
});
const scales = args.scale.split(",").filter(Boolean);
const runs = Math.max(1, Number(args.runs) || 5);
const only = new Set(args.only.split(","));
// The phone profile runs on the largest data measured.
const phoneScale = scales.includes("huge") ? "huge" : scales.at(-1);
const distDir = resolve(root, process.env.BENCH_DIST ?? process.env.E2E_DIST ?? "dist");

const log = (...a) => console.error("[bench]", ...a);

await access(join(distDir, "index.html")).catch(() => {
  console.error(`No build in ${distDir}: run "npx vite build" first (npm run bench does).`);
  process.exit(1);
});

const started = Date.now();
const bundle = await bundleReport(distDir);
const generator = await loadGenerator();
const server = await startServer(distDir);
const browser = await launchBenchBrowser();
log(`site ${distDir} at ${server.url}; scales ${scales.join(", ")}; ${runs} runs each`);

const results = { runs, scales: {}, bundle: null, machine: null };
try {
  for (const scale of scales) {
    const size = generator.SCALES[scale];
    if (!size) throw new Error(`unknown scale ${scale}`);
    const team = generator.generateTeam(size);
    const storage = storageOf(team);
    server.setData(scale, JSON.stringify(storage));
    const chars = generator.storedChars(team);
    // 'huge' is the most matches whose stored JSON fits the budget, leaving room to save one
    // more match. Checked here, where the team is built anyway: building it twice more was the
    // slowest unit test.
    if (scale === "huge") {
      const oneMore = { ...size, matches: size.matches + 1 };
      const budget = generator.STORAGE_BUDGET_CHARS;
      if (chars > budget || generator.storedChars(generator.generateTeam(oneMore)) <= budget)
        throw new Error(
          `SCALES.huge (${size.matches} matches, ${chars} characters) is not the largest team ` +
            `within ${budget} characters: set it from largestMatchCount().`,
        );
    }
    const s = (results.scales[scale] = { size, chars, routes: [], menu: [], search: [] });
    const tab = await openScale(browser, server.url, scale);
    try {
      if (only.has("load")) {
        const routes = pickRoutes(specRoutes(team), args.routes);
        for (const route of [FLOOR, ...routes]) await tab.load(route.path, route.selector); // warm-up
        // Rounds interleave the floor with every route, so a busy moment of a shared machine
        // weighs on both sides of "screen minus floor" alike.
        const samples = new Map([FLOOR, ...routes].map((r) => [r.name, []]));
        for (let i = 0; i < runs; i++) {
          for (const route of routes) {
            const f = await tab.load(FLOOR.path, FLOOR.selector);
            const x = await tab.load(route.path, route.selector);
            samples.get(FLOOR.name).push(f);
            samples.get(route.name).push({ ...x, overFloor: x.settled - f.settled });
          }
          log(scale, `round ${i + 1}/${runs}`);
        }
        for (const route of [FLOOR, ...routes]) {
          const xs = samples.get(route.name);
          const row = {
            ...route,
            settled: median(xs.map((x) => x.settled)),
            overFloor: median(xs.map((x) => x.overFloor)),
            content: median(xs.map((x) => x.content)),
            longestTask: median(xs.map((x) => x.longestTask)),
            heap: median(xs.map((x) => x.heap)),
            nodes: median(xs.map((x) => x.nodes)),
            ok: xs.every((x) => x.ok),
            errors: [...new Set(xs.flatMap((x) => x.errors))],
            chunks: xs[0].chunks,
            needed: xs[0].needed,
          };
          s.routes.push(row);
          log(
            scale,
            route.path,
            `${row.settled.toFixed(0)} ms (floor + ${Math.round(row.overFloor)})`,
            row.ok ? "" : "NOT SETTLED",
          );
        }
        const home = s.routes.find((r) => r.path === "/");
        if (home && scale === scales[0]) results.firstPage = bundle.loaded(home.needed);
      }
      if (only.has("menu")) {
        // Menu clicks are judged against the floor of the same run: measure it if the routes
        // were not.
        if (!s.routes.length) {
          const floor = [];
          await tab.load(FLOOR.path, FLOOR.selector); // warm-up
          for (let i = 0; i < runs; i++)
            floor.push((await tab.load(FLOOR.path, FLOOR.selector)).settled);
          s.floor = median(floor);
        }
        const tours = [];
        for (let i = 0; i < runs; i++) tours.push(await tab.menuTour(MENU));
        s.menu = MENU.map((e, i) => ({
          ...e,
          ms: median(tours.map((t) => t[i].ms)),
          longestTask: median(tours.map((t) => t[i].longestTask)),
          ok: tours.every((t) => t[i].ok),
        }));
        log(scale, "menu", s.menu.map((m) => `${m.label} ${m.ms.toFixed(0)}`).join(", "));
      }
      if (only.has("search")) {
        const queries = {
          "/players": team.players[3].name.split(" ")[1].slice(0, 3).toLowerCase(),
          "/matchs": team.rivals[0].name.split(" ").at(-1).slice(0, 3).toLowerCase(),
        };
        for (const [path, query] of Object.entries(queries)) {
          const all = [];
          for (let i = 0; i < runs; i++) all.push(await tab.search(path, query));
          const keys = all.flatMap((r) => r.keys);
          s.search.push({
            path,
            query,
            ms: median(keys.map((k) => k.ms)),
            worst: Math.max(...keys.map((k) => k.ms)),
            longestTask: median(keys.map((k) => k.longestTask)),
            rowsBefore: all[0].rowsBefore,
            rowsAfter: all[0].rowsAfter,
            ok: all.every((r) => r.ok),
          });
          log(scale, "search", path, `${s.search.at(-1).ms.toFixed(0)} ms`);
        }
      }
      if (only.has("save") && scale === "huge") {
        s.save = await saveMatchTimes(tab, team, runs, median);
        log(scale, "save", s.save.ok ? `${s.save.ms.toFixed(0)} ms` : s.save.note);
      }
      if (only.has("live") && scale === "huge") {
        s.live = await liveTapTimes(tab, team, runs, median);
        log(scale, "live tap", s.live.ok ? `${s.live.ms.toFixed(0)} ms` : s.live.note);
      }
    } finally {
      await tab.close();
    }
    if (only.has("phone") && scale === phoneScale) {
      results.phone = await phoneTimes(browser, server, scale, team, storage, runs, median);
      log(
        "phone",
        results.phone.note ??
          results.phone.screens
            .map((x) => `${x.name} floor + ${Math.round(x.overFloor)}`)
            .join(", "),
      );
    }
  }
  // A profile that fails costs the report its three costs, not the run its figures.
  if (only.has("profile"))
    results.profile = await profileWorst(browser, server.url).catch((e) => {
      log("profile failed:", String(e.message ?? e).split("\n")[0]);
      return null;
    });
} finally {
  await browser.close();
  await server.close();
}

if (only.has("figures")) {
  results.figures = await figureTimes(Math.max(15, runs), generator);
  log(
    "figures",
    results.figures.rows.map((r) => `${r.matches}: ${r.derive.toFixed(1)} ms`).join(", "),
  );
}

/**
 * The CPU profile of the row furthest over its guard (a route at large or huge, or a menu click
 * at huge), on its scale's data: its three largest costs go in the report.
 */
async function profileWorst(browser, baseUrl) {
  const rows = [];
  for (const scale of ["large", "huge"]) {
    const s = results.scales[scale];
    if (!s) continue;
    const floor = s.routes.find((x) => x.name === "floor")?.settled ?? s.floor;
    for (const x of s.routes.filter((y) => y.name !== "floor"))
      rows.push({
        scale,
        what: `\`${x.pattern ?? x.path}\``,
        over: x.overFloor / floor / BUDGETS.route.guard,
        route: x.path,
        selector: x.selector,
      });
    if (scale === "huge")
      for (const m of s.menu)
        rows.push({
          scale,
          what: `click '${m.label}'`,
          over: m.ms / floor / BUDGETS.menu.guard,
          click: m.label,
        });
  }
  if (!rows.length) return null;
  const worst = rows.reduce((a, y) => (y.over > a.over ? y : a));
  const profileRuns = Math.min(runs, 3);
  const p = await profileRoute(browser, baseUrl, worst.scale, { ...worst, runs: profileRuns });
  log(
    "profile",
    worst.what,
    p.self
      .slice(0, 3)
      .map(([k, ms]) => `${ms.toFixed(1)} ${k}`)
      .join("; "),
  );
  return { ...worst, runs: profileRuns, busy: p.busy, top: p.self.slice(0, 3) };
}

results.bundle = bundle;
results.machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Chromium ${browser.version()}, Node ${process.version}`;
results.seconds = Math.round((Date.now() - started) / 1000);
const { md, failed } = renderReport(results);
console.log(md);
const outDir = join(root, "bench", "results");
await mkdir(outDir, { recursive: true });
await writeFile(join(outDir, "latest.md"), md);
await writeFile(
  join(outDir, "latest.json"),
  JSON.stringify(results, (k, v) => (v instanceof Map ? Object.fromEntries(v) : v), 2),
);
log(`done in ${results.seconds} s; report in bench/results/latest.md`);
if (failed.length) {
  log(`${failed.length} budget(s) missed:`);
  for (const f of failed) log(`  ❌ ${f}`);
  process.exitCode = 1;
}
