import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

import { existsSync, readdirSync } from "node:fs";
import { domainFloors, floorOf } from "./scripts/domain-floors.mjs";

// The lint map: which part of the code may import which (DESIGN.md "Layout";
// docs/architecture.md "The lint map" says the same in prose). It is built from the folders as
// they are at lint time, so a new feature folder is isolated, and a new top-level folder under
// src/ may import nothing until it is given a line in `layers`.

/** The entries of a folder of this repository, read now. */
function entriesOf(dir) {
  const url = new URL(`./${dir}/`, import.meta.url);
  return existsSync(url) ? readdirSync(url, { withFileTypes: true }) : [];
}
const foldersOf = (dir) =>
  entriesOf(dir)
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
/** Every file under a folder, as a path from the repository's root. */
const filesUnder = (dir) =>
  entriesOf(dir).flatMap((e) =>
    e.isDirectory() ? filesUnder(`${dir}/${e.name}`) : [`${dir}/${e.name}`],
  );

/**
 * What each folder of src/ may import besides itself (production code). "*": anything. A
 * `[folder, [...files]]` pair allows only those files of that folder.
 */
const layers = {
  app: "*",
  config: [],
  domain: [],
  storage: ["config", "domain"],
  ai: ["config", "domain"],
  demo: ["config", "domain"],
  sync: ["config", "domain", "storage"],
  state: ["config", "domain", "storage", "ai", "sync", "demo"],
  ui: ["config", ["domain", ["base"]]],
  components: ["config", "domain", "ui"],
  features: ["config", "domain", "state", "ui", "components"],
  testing: "*",
};
const why = {
  app: "",
  config: "config is constants: it imports nothing of the project.",
  domain: "domain is pure rules: it imports nothing of the project.",
  storage: "storage knows only domain and config.",
  ai: "ai knows only domain and config: no storage, no state, no UI.",
  demo: "the demo team is built from domain rules only.",
  sync: "sync never imports state (the app reaches the engine through its port, sync/port.ts), nor UI or ai.",
  state: "state never imports UI, features or the app.",
  ui: "ui knows nothing of football: of domain only base/ (dates, text, formatting, the address check) is shared.",
  components: "components never import state or features: they take data and callbacks as props.",
  features: "features go through state; they never import storage, ai, sync or the app.",
};
const srcFolders = foldersOf("src");
const testHelpers = ["testing"];
const features = foldersOf("src/features");

/**
 * Test data and helpers: never imported by production code. The test folders (src/testing: builders,
 * fixtures, oracles, the original product's sample data; dev-data: the team generator shared by
 * unit tests, e2e and the bench), and `test-*` helpers anywhere (a feature's test-utils).
 */
const demoData = filesUnder("src/demo").filter(
  (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
);
const testData = filesUnder("src").filter(
  (f) => /\/test-[^/]*$/.test(f) && !/\.test\.tsx?$/.test(f),
);
const testFolders = ["src/testing", "dev-data"];
/** Tests and what only tests use: free to import test data and any declared package. */
const testFiles = [
  "**/*.test.{ts,tsx}",
  ...testFolders.map((d) => `${d}/**`),
  ...testData,
  "e2e/**",
  "bench/**",
  "scripts/**",
  "*.config.{ts,js}",
];

/** `no-restricted-paths` zones for the layers; `tests` lets tests use test helpers and state. */
function layerZones({ tests }) {
  const zones = [];
  for (const layer of srcFolders) {
    const allowed = layers[layer] ?? [];
    if (allowed === "*") continue;
    const names = allowed.map((a) => (Array.isArray(a) ? a[0] : a));
    const forbidden = srcFolders.filter(
      (f) =>
        f !== layer &&
        !names.includes(f) &&
        // Tests may use the test helpers and the demo team (a realistic season), and the engine's
        // tests wire it to the real store.
        !(tests && (testHelpers.includes(f) || f === "demo")) &&
        !(tests && layer === "sync" && f === "state"),
    );
    const message =
      why[layer] ?? `src/${layer} is not on the lint map yet: give it a line in eslint.config.js.`;
    if (forbidden.length > 0)
      zones.push({ target: `./src/${layer}`, from: forbidden.map((f) => `./src/${f}`), message });
    for (const a of allowed)
      if (Array.isArray(a))
        zones.push({
          target: `./src/${layer}`,
          from: `./src/${a[0]}`,
          except: a[1].map((f) => `./${f}`),
          message,
        });
  }
  for (const f of features)
    zones.push({
      target: `./src/features/${f}`,
      from: "./src/features",
      except: [`./${f}`],
      message:
        "a feature never imports another feature: share it through components, state or domain.",
    });
  return zones;
}

/** The domain's floors (scripts/domain-floors.mjs) as zones: a folder imports only floors below. */
function domainZones() {
  const folders = foldersOf("src/domain");
  return folders.flatMap((folder) => {
    const floor = floorOf(folder);
    const from = folders.filter((f) => f !== folder && (floor < 0 || floorOf(f) >= floor));
    const message =
      floor < 0
        ? `src/domain/${folder} has no floor yet: give it one in scripts/domain-floors.mjs.`
        : `src/domain/${folder} stands on floor ${floor} (${domainFloors[floor].join(", ")}): it imports only the floors below it (scripts/domain-floors.mjs).`;
    return from.length > 0
      ? [{ target: `./src/domain/${folder}`, from: from.map((f) => `./src/domain/${f}`), message }]
      : [];
  });
}

const testDataZone = {
  target: "./src",
  from: [...testFolders, ...testData].map((f) => `./${f}`),
  message: "production code never imports test data or test helpers.",
};
const demoZone = {
  target: "./src",
  from: demoData.map((f) => `./${f}`),
  message: "the demo team is loaded only by state/demo-commands.ts.",
};
const staticDemo = {
  patterns: [
    {
      group: demoData.map((f) => `**/demo/${f.split("/").pop().replace(/\.ts$/, "")}`),
      message: "the demo team's data is loaded on demand: use import() (state/demo-commands.ts).",
    },
  ],
};
/**
 * One writer: state/store.ts (its journaled `commit`, and `writeLoose` for drafts) is the only
 * production module outside src/storage that may import storage's write functions.
 */
const storageWrites = {
  group: ["**/storage/repository", "**/storage/side-keys"],
  importNames: ["writeRaw", "writeLists", "writeKey"],
  message: "state/store.ts is the one writer: write through its commit() (or writeLoose).",
};
/** The app's links are ui/Link.tsx: React Router's bring code the app never uses to every page. */
const routerLinks = {
  group: ["react-router"],
  importNames: ["Link", "NavLink"],
  message:
    "use ui/Link.tsx: React Router's <Link> and <NavLink> carry prefetching and framework code (≈ 2.6 KB gzip of the first page).",
};
/** Domain rules are plain functions, tested without a validation library. */
const noZodInDomain = {
  group: ["zod", "zod/*"],
  message: "domain rules are plain functions: a form's zod schema lives in its feature.",
};
/**
 * The readers: the only production code that takes data of no known shape (stored text, an
 * imported file, a server's document) and so the only code that may use base/guards.ts. Past
 * them a `Match`, `Player`… has its type's shape, and a guard there would hide a reader's bug.
 */
const guardReaders = [
  "src/domain/records/", // one reader per stored record
  "src/storage/", // which reader reads which key, migrations of raw stored data
  "src/sync/documents.ts", // the projection: server documents ⇄ stored lists
  "src/sync/local-lists.ts",
  "src/sync/preflight.ts", // server documents checked before the projection
  "src/sync/conflicts.ts", // a conflict's two documents, field by field
  "src/sync/prints.ts", // the sync prints' own side key
  "src/sync/stable-json.ts", // any JSON, written in one order
  "src/domain/live/live-read.ts", // the live match's side key
  "src/domain/data/backup.ts", // a backup file being imported
  "src/domain/replies/coach.ts", // the players' answers: server documents and accounts
  "src/domain/replies/documents.ts",
  "src/domain/replies/accounts-file.ts", // the squad's accounts file being read back
];
const guardsZone = {
  target: filesUnder("src")
    .filter((f) => /\.tsx?$/.test(f) && !guardReaders.some((r) => f.startsWith(r)))
    .map((f) => `./${f}`),
  from: "./src/domain/base/guards.ts",
  message:
    "base/guards.ts is for the readers of untyped data (records, storage, the sync projection): past a reader a record has its type's shape, so trust it.",
};
const settings = {
  "import-x/resolver-next": [createTypeScriptImportResolver()],
  // Without these, import-x reads no TypeScript module and no-cycle sees no imports at all.
  "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
  "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
};

const LOCAL_STORAGE = "only src/storage touches localStorage: use storage/side-keys.ts.";

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-*",
      "node_modules",
      "test-results",
      "playwright-report",
      "bench/results",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings,
    rules: {
      ...reactHooks.configs.recommended.rules,
      "import-x/no-restricted-paths": [
        "error",
        { zones: [...layerZones({ tests: true }), ...domainZones()] },
      ],
      "import-x/no-extraneous-dependencies": ["error", { devDependencies: true }],
      // A hook's dependencies are never silenced: values a form opens with are `useState`'s
      // initial value or `useOnce` (src/ui/use-once.ts), so a stale closure cannot hide there.
      "no-warning-comments": [
        "error",
        {
          terms: [
            "eslint-disable-next-line react-hooks/exhaustive-deps",
            "eslint-disable react-hooks/exhaustive-deps",
          ],
        },
      ],
      // Between files, never a loop: a module that imports one that imports it back.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Production code: the layers, no test data, the demo team only on demand, only declared
    // dependencies, and localStorage only through src/storage.
    files: ["src/**/*.{ts,tsx}"],
    ignores: testFiles,
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...layerZones({ tests: false }),
            ...domainZones(),
            testDataZone,
            demoZone,
            guardsZone,
          ],
        },
      ],
      "no-restricted-imports": [
        "error",
        { patterns: [...staticDemo.patterns, storageWrites, routerLinks] },
      ],
      "import-x/no-extraneous-dependencies": ["error", { devDependencies: false }],
      "no-restricted-globals": ["error", { name: "localStorage", message: LOCAL_STORAGE }],
      "no-restricted-properties": [
        "error",
        ...["window", "globalThis", "self"].map((object) => ({
          object,
          property: "localStorage",
          message: LOCAL_STORAGE,
        })),
      ],
    },
  },
  {
    // The domain, its tests included: no zod (a form's rules and messages are plain functions
    // there; the schema that hands them to react-hook-form is the feature's). Production files
    // keep the demo rule above, which this setting would otherwise replace.
    files: ["src/domain/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...staticDemo.patterns, noZodInDomain] }],
    },
  },
  {
    // The demo loader, and the demo team's own modules.
    files: ["src/state/demo-commands.ts", ...demoData],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { zones: [...layerZones({ tests: false }), ...domainZones(), testDataZone] },
      ],
    },
  },
  {
    files: demoData,
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["src/storage/**/*.ts"],
    rules: { "no-restricted-globals": "off", "no-restricted-properties": "off" },
  },
  {
    files: ["src/storage/**/*.ts", "src/state/store.ts"],
    ignores: testFiles,
    rules: { "no-restricted-imports": ["error", staticDemo] },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings,
    rules: {
      "import-x/no-extraneous-dependencies": ["error", { devDependencies: true }],
    },
  },
);
