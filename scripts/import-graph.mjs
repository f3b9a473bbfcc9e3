#!/usr/bin/env node
// The import graph of the code, as a reader needs it to see the house: which folder of src/domain
// imports which (with how many imports), the arrows that close a circle among them, and every
// circle of files anywhere in src/ (type-only imports included: a circle to a reader is a circle).
//
//   node scripts/import-graph.mjs [--check]
//
// The domain's folders are printed floor by floor, as scripts/domain-floors.mjs orders them; an
// arrow that runs back up (to the floor it stands on or above) is named. With --check it exits 1
// on such an arrow, a folder with no floor, a circle of folders or any file circle. No
// dependencies: imports are read from the text (static, `export … from`, `import type` and
// dynamic `import()`); only relative specifiers name files of the project.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { domainFloors, floorOf } from "./domain-floors.mjs";

const root = new URL("..", import.meta.url).pathname;
const SRC = join(root, "src");
const DOMAIN = join(SRC, "domain");
const CODE = /\.(ts|tsx)$/;
const TEST = /\.(test|spec)\.tsx?$|\.d\.ts$/;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return filesUnder(path);
    return CODE.test(e.name) && !TEST.test(e.name) ? [path] : [];
  });
}

const IMPORT =
  /(?:^|[^\w.])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The project files a file imports (relative specifiers resolved as TypeScript does). */
function importsOf(file) {
  const text = readFileSync(file, "utf8");
  const out = new Set();
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    if (!spec.startsWith(".")) continue;
    const base = join(dirname(file), spec);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find(
      (p) => existsSync(p) && statSync(p).isFile(),
    );
    if (found && !TEST.test(found)) out.add(found);
  }
  return [...out];
}

const files = filesUnder(SRC);
const edges = new Map(files.map((f) => [f, importsOf(f)]));
const rel = (f) => relative(root, f).split(sep).join("/");

/** Strongly connected components with more than one file (Tarjan, iterative). */
function circles(nodes, next) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  let counter = 0;
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    on.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1];
      const [node, i] = top;
      const targets = next(node);
      if (i < targets.length) {
        top[1]++;
        const t = targets[i];
        if (!index.has(t)) {
          index.set(t, counter);
          low.set(t, counter++);
          stack.push(t);
          on.add(t);
          work.push([t, 0]);
        } else if (on.has(t)) low.set(node, Math.min(low.get(node), index.get(t)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const scc = [];
        let x;
        do {
          x = stack.pop();
          on.delete(x);
          scc.push(x);
        } while (x !== node);
        if (scc.length > 1) out.push(scc.sort());
      }
    }
  }
  return out;
}

// The domain's folders: file → folder ("(loose)" for files directly in src/domain).
const folderOf = (f) => {
  const r = relative(DOMAIN, f).split(sep);
  return r.length > 1 ? r[0] : "(loose)";
};
const domainFiles = files.filter((f) => f.startsWith(DOMAIN + sep));
const arrows = new Map();
for (const f of domainFiles)
  for (const t of edges.get(f)) {
    if (!t.startsWith(DOMAIN + sep)) continue;
    const [a, b] = [folderOf(f), folderOf(t)];
    if (a === b) continue;
    const key = `${a} → ${b}`;
    arrows.set(key, (arrows.get(key) ?? 0) + 1);
  }
const folders = [...new Set(domainFiles.map(folderOf))].sort();
const folderNext = (a) => folders.filter((b) => arrows.has(`${a} → ${b}`));
const folderCircles = circles(folders, folderNext);
const fileCircles = circles(files, (f) => edges.get(f) ?? []);

const upArrows = [...arrows.keys()].filter((k) => {
  const [a, b] = k.split(" → ");
  return floorOf(a) < 0 || floorOf(b) >= floorOf(a);
});
const unplaced = folders.filter((f) => floorOf(f) < 0);

const lines = [
  "# Import graph",
  "",
  "## src/domain: folder → the folders it imports (imports), top floor first",
  "",
];
const byFloor = [...folders].sort((a, b) => floorOf(b) - floorOf(a) || a.localeCompare(b));
for (const a of byFloor) {
  const targets = folderNext(a).map((b) => `${b} (${arrows.get(`${a} → ${b}`)})`);
  const floor = floorOf(a) < 0 ? "no floor" : `floor ${floorOf(a)}`;
  lines.push(`- ${a} [${floor}] → ${targets.length > 0 ? targets.join(", ") : "nothing"}`);
}
lines.push(
  "",
  `${arrows.size} arrows among ${folders.length} folders (${(folders.length * (folders.length - 1)) / 2} pairs).`,
);
const both = [...arrows.keys()].filter((k) => {
  const [a, b] = k.split(" → ");
  return a < b && arrows.has(`${b} → ${a}`);
});
lines.push(
  `Pairs importing each other: ${both.length > 0 ? both.map((k) => k.replace(" → ", " ⇄ ")).join(", ") : "none"}.`,
);
lines.push(
  `Arrows running back up: ${upArrows.length > 0 ? upArrows.join(", ") : "none"}.`,
  `Folders with no floor: ${unplaced.length > 0 ? unplaced.join(", ") : "none"}.`,
  `Folder circles: ${folderCircles.length > 0 ? folderCircles.map((c) => c.join(" ⇄ ")).join("; ") : "none"}.`,
  "",
  "## File circles in src/ (type-only imports included)",
  "",
);
if (fileCircles.length === 0) lines.push("None.");
for (const c of fileCircles) lines.push(`- ${c.map(rel).join(" ⇄ ")}`);
console.log(lines.join("\n"));

const broken = [upArrows, unplaced, folderCircles, fileCircles].some((l) => l.length > 0);
if (process.argv.includes("--check") && broken) {
  console.error(
    `\nThe domain's floors are ${domainFloors.map((f) => f.join("+")).join(" < ")}: each folder imports only those below it, and no files form a circle (above).`,
  );
  process.exit(1);
}
