#!/usr/bin/env node
// Two builds in one run: every route (and the menu's clicks) of build A and build B, measured
// side by side in the same browser, round after round, so a busy moment of the machine weighs on
// both alike. Each side has its own floor page, loaded just before each of its routes; the
// figures are the bench's own ratios ((route − floor) ÷ floor, menu click ÷ floor).
//
//   node bench/compare.mjs --a dist-before --b dist [--scale large,huge] [--runs 5]
//                          [--only load,menu,phone] [--routes /players,/player/{id}]
// With `phone`, the phone profile (phone.mjs) of each side, one round at a time, on the last
// scale.
//
// Build the other side first, e.g. from another commit:
//   git worktree add /tmp/before <commit> && (cd /tmp/before && npm ci && npx vite build)
import { parseArgs } from "node:util";
import { resolve } from "node:path";
import { loadGenerator, storageOf } from "./data.mjs";
import { launchBenchBrowser, openScale } from "./measure.mjs";
import { FLOOR, MENU, pickRoutes, specRoutes } from "./routes.mjs";
import { median } from "./stats.mjs";
import { startServer } from "./server.mjs";
import { phoneTimes } from "./phone.mjs";
import { BUDGETS } from "./report.mjs";

const { values: args } = parseArgs({
  options: {
    a: { type: "string" },
    b: { type: "string" },
    scale: { type: "string", default: "large,huge" },
    runs: { type: "string", default: "5" },
    only: { type: "string", default: "load,menu" },
    routes: { type: "string", default: "" },
  },
});
if (!args.a || !args.b) {
  console.error("Usage: node bench/compare.mjs --a <build folder> --b <build folder> [options]");
  process.exit(2);
}
const runs = Math.max(1, Number(args.runs) || 5);
const only = new Set(args.only.split(","));
const log = (...a) => console.error("[compare]", ...a);

const generator = await loadGenerator();
const browser = await launchBenchBrowser();
const out = [
  `A = ${args.a}, B = ${args.b}; median of ${runs} rounds, Chromium ${browser.version()}.`,
];
try {
  const scales = args.scale.split(",").filter(Boolean);
  for (const scale of scales) {
    const team = generator.generateTeam(generator.SCALES[scale]);
    const storage = storageOf(team);
    const data = JSON.stringify(storage);
    const routes = pickRoutes(specRoutes(team), args.routes);
    const sides = [];
    for (const dist of [args.a, args.b]) {
      const server = await startServer(resolve(dist));
      server.setData(scale, data);
      const tab = await openScale(browser, server.url, scale);
      sides.push({
        server,
        tab,
        floor: [],
        routes: new Map(),
        menu: MENU.map(() => []),
        phone: [],
      });
    }
    try {
      // Warm-up: every file of both builds in the HTTP cache, every script compiled once.
      for (const s of sides)
        for (const r of [FLOOR, ...routes]) await s.tab.load(r.path, r.selector);
      for (let i = 0; i < runs; i++) {
        // Alternate which side goes first, so neither always follows the other.
        const order = i % 2 ? [sides[1], sides[0]] : sides;
        if (only.has("load"))
          for (const route of routes)
            for (const s of order) {
              const f = await s.tab.load(FLOOR.path, FLOOR.selector);
              const x = await s.tab.load(route.path, route.selector);
              s.floor.push(f.settled);
              const key = route.pattern ?? route.path;
              if (!s.routes.has(key)) s.routes.set(key, []);
              s.routes.get(key).push({ over: x.settled - f.settled, ok: x.ok });
            }
        if (only.has("menu"))
          for (const s of order) {
            const f = await s.tab.load(FLOOR.path, FLOOR.selector);
            s.floor.push(f.settled);
            const tour = await s.tab.menuTour(MENU);
            tour.forEach((t, j) => s.menu[j].push(t.ok ? t.ms : NaN));
          }
        log(scale, `round ${i + 1}/${runs}`);
      }
      if (only.has("phone") && scale === scales.at(-1))
        for (let i = 0; i < runs; i++)
          for (const s of i % 2 ? [sides[1], sides[0]] : sides)
            s.phone.push(await phoneTimes(browser, s.server, scale, team, storage, 1, median));
    } finally {
      for (const s of sides) {
        await s.tab.close();
        await s.server.close();
      }
    }
    const [a, b] = sides;
    const floorA = median(a.floor);
    const floorB = median(b.floor);
    out.push(
      "",
      `#### ${scale}` +
        (a.floor.length
          ? `: floor A ${floorA.toFixed(0)} ms, floor B ${floorB.toFixed(0)} ms`
          : ""),
      "",
      "| | A − floor | A ÷ floor | B − floor | B ÷ floor |",
      "| --- | ---: | ---: | ---: | ---: |",
    );
    // As the bench's report: the median time over the floor ÷ the side's median floor.
    const ratio = (xs, floor) => median(xs.map((x) => x.over)) / floor;
    if (only.has("load"))
      for (const [key, xsA] of a.routes) {
        const xsB = b.routes.get(key);
        const flag = (xs) => (xs.every((x) => x.ok) ? "" : " ⚠");
        out.push(
          `| \`${key}\` | ${median(xsA.map((x) => x.over)).toFixed(0)} | ${ratio(xsA, floorA).toFixed(2)}×${flag(xsA)} | ${median(xsB.map((x) => x.over)).toFixed(0)} | ${ratio(xsB, floorB).toFixed(2)}×${flag(xsB)} |`,
        );
      }
    if (only.has("menu"))
      MENU.forEach((e, j) => {
        const msA = median(a.menu[j]);
        const msB = median(b.menu[j]);
        out.push(
          `| click '${e.label}' (ms, ÷ floor) | ${msA.toFixed(0)} | ${(msA / floorA).toFixed(2)}× | ${msB.toFixed(0)} | ${(msB / floorB).toFixed(2)}× |`,
        );
      });
    if (a.phone.length) {
      // Each side's rounds: a screen's (time − floor) ÷ floor, a flow's slowest tap in ms.
      const screen = (side, j) => {
        const xs = side.phone.map((p) => p.screens[j]).filter(Boolean);
        const over = median(xs.map((x) => x.overFloor));
        return `${over.toFixed(0)} | ${(over / median(xs.map((x) => x.floor))).toFixed(2)}×`;
      };
      const tap = (side, j) => median(side.phone.map((p) => p.flows[j]?.slowest)).toFixed(0);
      // Each tap of a flow: its median over the side's rounds.
      const taps = (side, j) =>
        (side.phone[0].flows[j]?.taps ?? [])
          .map((_, k) => median(side.phone.map((p) => p.flows[j]?.taps[k])).toFixed(0))
          .join(", ");
      a.phone[0].screens.forEach((x, j) =>
        out.push(`| phone: ${x.name} | ${screen(a, j)} | ${screen(b, j)} |`),
      );
      a.phone[0].flows.forEach((f, j) =>
        out.push(
          `| phone: ${f.name}, slowest tap (ms) | ${tap(a, j)} | — | ${tap(b, j)} | — |`,
          `| phone: ${f.name}, each tap (ms) | ${taps(a, j)} | — | ${taps(b, j)} | — |`,
        ),
      );
    }
  }
} finally {
  await browser.close();
}
out.push(
  "",
  `÷ floor: a route's median (time − floor) ÷ its side's median floor (guard ${BUDGETS.route.guard.toFixed(1)}, target ${BUDGETS.route.target.toFixed(1)}); a click's time ÷ the side's median floor (at huge: guard ${BUDGETS.menu.guard.toFixed(1)}, target ${BUDGETS.menu.target}); a phone screen's against its own slowed floor (guard ${BUDGETS.phone.guard.toFixed(1)}), a phone tap in ms (guard ${BUDGETS.phoneTapMs}). ⚠: the screen's content marker did not appear in some round.`,
);
console.log(out.join("\n"));
