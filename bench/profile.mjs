#!/usr/bin/env node
// Where a route's time goes: loads it (seeded like the bench) under Chromium's CPU profiler and
// prints the functions with the most self time, and the time under each chosen function.
// `npm run bench` calls profileRoute on its worst row and prints the three largest costs.
//
//   BENCH_DIST=dist node bench/profile.mjs [--scale huge] [--route /players] [--runs 3]
//                                          (a route of the report, `/player/{id}` too, or a path)
//                                          [--click Jugadores]   (a menu click from the dashboard)
//                                          [--phone]   (the phone profile: 390×844, CPU 4× slower,
//                                                       with phone.mjs's session and fixture)
// Figures are summed over the runs; compare them with each other, not across machines.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { writeFile } from "node:fs/promises";
import { loadGenerator, storageOf } from "./data.mjs";
import { launchBenchBrowser, openScale } from "./measure.mjs";
import { MENU, pickRoutes, specRoutes } from "./routes.mjs";
import { startServer } from "./server.mjs";
import { phoneStorage } from "./phone.mjs";

/**
 * `runs` loads of `route` (or, with `click`, a menu click from the dashboard) on the data named
 * `scale` under the CPU profiler. Resolves to the busy ms per run and, per function, the self
 * and total ms per run, largest first.
 */
export async function profileRoute(
  browser,
  baseUrl,
  scale,
  { route, selector = "main h1", click = "", runs = 3, out = "", phone = false, log = () => {} },
) {
  const self = new Map();
  const total = new Map();
  let sampled = 0;
  const tab = await openScale(browser, baseUrl, scale, { phone });
  const cdp = await tab.page.context().newCDPSession(tab.page);
  const entry = MENU.find((e) => e.label === click);
  try {
    for (let run = 0; run < runs; run++) {
      if (entry) await tab.load("/", "main h1");
      else await tab.seed(selector);
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
      await cdp.send("Profiler.start");
      if (entry) {
        await tab.page.evaluate(async ({ label, path, selector }) => {
          const links = document.querySelectorAll('nav[aria-label="Menú principal"] a');
          const link = [...links].find((a) => a.textContent.trim() === label);
          window.__bench.markStale(selector);
          const since = performance.now();
          link.click();
          await window.__bench.settled({ selector, path, since });
        }, entry);
      } else {
        await tab.page.goto(`${baseUrl}${route}`, { waitUntil: "domcontentloaded" });
        const r = await tab.page.evaluate((s) => window.__bench.settled({ selector: s }), selector);
        // The page's own timeline: DOM changes (when painted) and long tasks, ms since navigation.
        const t = await tab.page.evaluate(() => ({
          batches: window.__bench.batches.map(
            (b) => `${b.at.toFixed(0)}→${b.painted.toFixed(0)} ${b.what[0]}`,
          ),
          tasks: window.__bench.longTasks.map(
            (l) => `${l.start.toFixed(0)}+${l.duration.toFixed(0)}`,
          ),
        }));
        log(`settled ${r.settled.toFixed(0)}; long tasks ${t.tasks.join(", ")}`);
        for (const b of t.batches) log("  ", b);
      }
      const { profile } = await cdp.send("Profiler.stop");
      if (out) await writeFile(`${out}.${run}.cpuprofile`, JSON.stringify(profile));
      sampled += tally(profile, self, total);
    }
  } finally {
    await tab.close();
  }
  const perRun = (m) => [...m].map(([k, us]) => [k, us / 1000 / runs]).sort((a, b) => b[1] - a[1]);
  return { busy: sampled / 1000 / runs, self: perRun(self), total: perRun(total) };
}

/** Adds a profile's self and inclusive time per function (µs) to the maps; returns its busy µs. */
function tally(profile, self, total) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const dt = new Map();
  profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const name = (n) => {
    const f = n.callFrame;
    const file = f.url.split("/").pop();
    // No file: the browser's own (a layout forced by getBoundingClientRect is the page's
    // layout), or the bench's probe and driver scripts.
    if (!file) return `${f.functionName || "(anonymous)"} (built in, or the bench's own script)`;
    return `${f.functionName || "(anonymous)"} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
  };
  let sampled = 0;
  for (const [id, us] of dt) {
    const n = byId.get(id);
    if (n.callFrame.functionName === "(idle)" || n.callFrame.functionName === "(program)") continue;
    sampled += us;
    self.set(name(n), (self.get(name(n)) ?? 0) + us);
    // Inclusive time: each distinct frame on the stack once.
    const seen = new Set();
    for (let p = id; p !== undefined; p = parent.get(p)) {
      const k = name(byId.get(p));
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + us);
    }
  }
  return sampled;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const { values: args } = parseArgs({
    options: {
      scale: { type: "string", default: "huge" },
      route: { type: "string", default: "/players" },
      selector: { type: "string", default: "main h1" },
      click: { type: "string", default: "" },
      runs: { type: "string", default: "3" },
      top: { type: "string", default: "30" },
      out: { type: "string", default: "" },
      phone: { type: "boolean", default: false },
    },
  });
  const distDir = resolve(root, process.env.BENCH_DIST ?? process.env.E2E_DIST ?? "dist");
  const generator = await loadGenerator();
  const team = generator.generateTeam(generator.SCALES[args.scale]);
  const server = await startServer(distDir);
  const storage = storageOf(team);
  server.setData(args.scale, JSON.stringify(args.phone ? phoneStorage(storage, team) : storage));
  const browser = await launchBenchBrowser();
  try {
    // A pattern of the report (`/player/{id}`) profiles the route the bench loads for it.
    const spec = pickRoutes(specRoutes(team), args.route)[0];
    const p = await profileRoute(browser, server.url, args.scale, {
      ...args,
      route: spec?.path ?? args.route,
      runs: Number(args.runs),
      log: console.log,
    });
    const top = Number(args.top);
    const ms = (x) => x.toFixed(1).padStart(7);
    console.log(`busy ${ms(p.busy)} ms per run (${args.scale}, ${args.click || args.route})`);
    console.log("\nself time");
    for (const [k, v] of p.self.slice(0, top)) console.log(ms(v), k);
    console.log("\ntotal time");
    for (const [k, v] of p.total.slice(0, top)) console.log(ms(v), k);
  } finally {
    await browser.close();
    await server.close();
  }
}
