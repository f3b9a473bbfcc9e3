#!/usr/bin/env node
// Line counts of the code, per folder, as Markdown tables: production and tests kept apart, so a
// change to the layout can show its before and after numbers. No dependencies.
//
//   node scripts/line-counts.mjs [root]     (root: a checkout of the repository; default ".")
//
// Counted: .ts, .tsx, .js, .mjs files. A test is a `*.test.*` or `*.spec.*` file, a file under
// src/test or src/testing (builders, fixtures, oracles), or a `test-*` helper; the rest of src/ is
// production. Each top-level folder of src/ is a row, and each folder of src/domain too (files
// directly in src/domain, as before it had folders, count as "domain/ (loose files)").
// dev-data, e2e, bench and scripts are listed after, as tooling.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

const root = process.argv[2] ?? ".";
const CODE = /\.(ts|tsx|js|mjs)$/;
const LIMIT = 400;

function filesUnder(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : filesUnder(path);
    return CODE.test(e.name) && !e.name.endsWith(".d.ts") ? [path] : [];
  });
}

function linesOf(path) {
  const text = readFileSync(path, "utf8");
  if (text.length === 0) return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

const isTest = (rel) =>
  /\.(test|spec)\.[^/]+$/.test(rel) ||
  /^src\/(test|testing)\//.test(rel) ||
  /(^|\/)test-[^/]*$/.test(rel);

/** The row a file of src/ counts in. */
function rowOf(rel) {
  const parts = rel.split("/");
  if (parts.length === 2) return "src/ (loose files)";
  if (parts[1] === "domain")
    return parts.length === 3 ? "domain/ (loose files)" : `domain/${parts[2]}`;
  return parts[1];
}

const rows = new Map();
const big = [];
const total = { files: 0, prod: 0, test: 0 };
for (const path of filesUnder(join(root, "src"))) {
  const rel = relative(root, path).split(sep).join("/");
  const n = linesOf(path);
  const row = rowOf(rel);
  const r = rows.get(row) ?? { files: 0, prod: 0, test: 0 };
  r.files++;
  total.files++;
  if (isTest(rel)) {
    r.test += n;
    total.test += n;
  } else {
    r.prod += n;
    total.prod += n;
    if (n > LIMIT) big.push([rel, n]);
  }
  rows.set(row, r);
}

const table = (title, entries) => {
  const out = [
    `| ${title} | files | production lines | test lines |`,
    "| --- | ---: | ---: | ---: |",
  ];
  for (const [name, r] of entries) out.push(`| ${name} | ${r.files} | ${r.prod} | ${r.test} |`);
  return out.join("\n");
};

const sorted = [...rows].sort(([a], [b]) => a.localeCompare(b));
const domain = sorted.filter(([k]) => k.startsWith("domain/"));
const domainTotal = domain.reduce(
  (t, [, r]) => ({ files: t.files + r.files, prod: t.prod + r.prod, test: t.test + r.test }),
  { files: 0, prod: 0, test: 0 },
);
const top = [
  ...sorted.filter(([k]) => !k.startsWith("domain/")),
  ["domain (all)", domainTotal],
].sort(([a], [b]) => a.localeCompare(b));

console.log(table("src/", [...top, ["**total**", total]]));
console.log("");
console.log(table("src/domain/", domain));
console.log("");

const tooling = ["dev-data", "e2e", "bench", "scripts"].map((dir) => {
  const r = { files: 0, prod: 0, test: 0 };
  for (const path of filesUnder(join(root, dir))) {
    if (!statSync(path).isFile()) continue;
    const rel = relative(root, path).split(sep).join("/");
    r.files++;
    if (isTest(rel)) r.test += linesOf(path);
    else r.prod += linesOf(path);
  }
  return [dir, r];
});
console.log(table("tooling (not shipped)", tooling));
console.log("");
console.log(`Production files of src/ over ${LIMIT} lines:`);
for (const [rel, n] of big.sort((a, b) => b[1] - a[1])) console.log(`- ${rel}: ${n}`);
if (big.length === 0) console.log("- none");
