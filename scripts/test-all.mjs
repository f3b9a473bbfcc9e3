// `npm test`: every check, as three named jobs that run side by side (static checks, unit tests,
// build + browser tests). Each output line carries its job's name; the first red job stops the
// others; at the end every job's summary and duration are printed, red or not.
//
//   node scripts/test-all.mjs              all three jobs
//   node scripts/test-all.mjs unit static  only the named jobs
//
// E2E_DIST (default dist) and E2E_PORT (default 4173) are the browser job's build folder and
// port, as in playwright.config.ts.
import { spawn } from "node:child_process";
import { constants, setPriority } from "node:os";
import { createInterface } from "node:readline";

const dist = process.env.E2E_DIST ?? "dist";
// eslint-disable-next-line no-control-regex -- the escape that starts a terminal colour code
const ANSI = /\x1b\[[0-9;]*m/g;
const bin = (name) => `node_modules/.bin/${name}`;

/**
 * Each job is a list of steps run one after another; the jobs run at the same time. The browser
 * job is the longest, and most of its time is waiting (page loads, replication, timers) with a
 * core idle: the other two run at a lower priority (`background`), so they take the cores the
 * browser job leaves idle and never slow it down. Sharing two cores as equals, the three jobs
 * made each other slower; one after another, the cores sat idle.
 */
const jobs = [
  {
    name: "browser",
    steps: [
      ["node", ["scripts/ensure-chromium.mjs"]],
      [bin("vite"), ["build", "--outDir", dist, "--logLevel", "warn"]],
      [bin("playwright"), ["test"]],
    ],
    // Playwright's last lines: '254 passed (5.1m)', '2 failed', '1 flaky', ...
    summary:
      /^\s*\d+ (passed|failed|flaky|skipped|did not run)\b|^Needed more than one try|^Every test passed or failed/,
  },
  {
    name: "unit",
    background: true,
    steps: [[bin("vitest"), ["run"]]],
    summary: /^\s*(Test Files|Tests|Duration)\s/,
  },
  {
    name: "static",
    background: true,
    steps: [
      // TypeScript 7, the compiler's native port: the same checks in about a third of the CPU
      // (8 s of CPU against 25 s on a 2-core machine). TypeScript 6 stays for typescript-eslint.
      ["node", ["node_modules/typescript-native/bin/tsc", "--noEmit", "-p", "."]],
      [bin("prettier"), ["--check", ".", "--log-level", "warn"]],
      [bin("eslint"), [".", "--max-warnings", "0"]],
      // The domain's floors and no circle of files, printed as a reader sees the house.
      ["node", ["scripts/import-graph.mjs", "--check"]],
    ],
    summary: null,
  },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !jobs.some((j) => j.name === w));
if (unknown.length > 0) {
  console.error(
    `Unknown job ${unknown.join(", ")}: the jobs are ${jobs.map((j) => j.name).join(", ")}.`,
  );
  process.exit(2);
}
const selected = wanted.length > 0 ? jobs.filter((j) => wanted.includes(j.name)) : jobs;
const width = Math.max(...selected.map((j) => j.name.length));
const started = Date.now();

/** Per job: state, duration, the summary lines seen and the last lines (shown when it fails). */
const results = new Map(
  selected.map((j) => [j.name, { state: "waiting", ms: 0, summary: [], tail: [], step: "" }]),
);
const running = new Set();
let stopping = false;

function print(name, line) {
  process.stdout.write(`[${name.padEnd(width)}] ${line}\n`);
}

function runStep(job, [command, args]) {
  const result = results.get(job.name);
  result.step = [command.replace("node_modules/.bin/", ""), ...args].join(" ");
  print(job.name, `$ ${result.step}`);
  return new Promise((resolve) => {
    // Its own process group, so a red job elsewhere can stop it and everything it started.
    const child = spawn(command, args, {
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" },
    });
    running.add(child);
    // Lowered right away, before it starts its own processes (they inherit the priority).
    if (job.background && child.pid !== undefined) {
      try {
        setPriority(child.pid, constants.priority.PRIORITY_BELOW_NORMAL);
      } catch {
        // Not allowed here: it runs at the normal priority, only less evenly shared.
      }
    }
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (raw) => {
        // Colours off (some tools colour anyway): the lines are read back for the summary.
        const line = raw.replace(ANSI, "");
        print(job.name, line);
        result.tail.push(line);
        if (result.tail.length > 40) result.tail.shift();
        if (job.summary?.test(line)) result.summary.push(line.trim());
      });
    }
    child.on("error", (error) => {
      print(job.name, String(error));
      resolve(1);
    });
    child.on("close", (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function runJob(job) {
  const result = results.get(job.name);
  if (stopping) {
    result.state = "not run";
    return;
  }
  result.state = "running";
  const t0 = Date.now();
  for (const step of job.steps) {
    const code = await runStep(job, step);
    if (stopping) {
      result.state = "stopped";
      break;
    }
    if (code !== 0) {
      result.state = "failed";
      stopOthers(job.name);
      break;
    }
  }
  if (result.state === "running") result.state = "passed";
  result.ms = Date.now() - t0;
}

function stopOthers(name, why = "red: stopping the other jobs") {
  if (stopping) return;
  stopping = true;
  print(name, why);
  // SIGINT first, as Ctrl+C would: Playwright then also stops the web server it started (in a
  // process group of its own). Whatever still runs 10 s later is killed.
  const signal = (sig) => {
    for (const child of running) {
      try {
        process.kill(-child.pid, sig);
      } catch {
        // already gone
      }
    }
  };
  signal("SIGINT");
  setTimeout(() => signal("SIGKILL"), 10_000).unref();
}

process.on("SIGINT", () => stopOthers("test-all", "interrupted: stopping every job"));

await Promise.all(selected.map((job) => runJob(job)));

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
console.log("");
console.log(`Summary (${seconds(Date.now() - started)} in all)`);
for (const job of selected) {
  const r = results.get(job.name);
  const what = r.state === "failed" ? `failed at: ${r.step}` : r.state;
  console.log(`  ${job.name.padEnd(width)}  ${what.padEnd(8)} ${seconds(r.ms).padStart(6)}`);
  for (const line of r.summary) console.log(`  ${"".padEnd(width)}    ${line}`);
}
const failed = selected.filter((j) => results.get(j.name).state === "failed");
for (const job of failed) {
  console.log("");
  console.log(`Last lines of ${job.name}:`);
  for (const line of results.get(job.name).tail) console.log(`  ${line}`);
}
// Interrupted (Ctrl+C) counts as red too: not every check ran.
process.exit(failed.length > 0 || stopping ? 1 : 0);
