import { defineConfig } from "vitest/config";
import { readdirSync, readFileSync } from "node:fs";
import { sep } from "node:path";
import react from "@vitejs/plugin-react";

/**
 * Tests that need a browser's globals (a screen, localStorage, window events): jsdom. Setting up
 * jsdom costs about a second per file, so the pure rules, readers and generators run in node.
 * A test that needs the DOM and is not matched here fails on a missing `window`/`document`/
 * `localStorage`: add it below.
 */
const dom = [
  "src/**/*.test.tsx",
  "src/app/**/*.test.ts",
  "src/components/**/*.test.ts",
  "src/ui/usePagedRows.test.ts",
  "src/features/**/*.test.ts",
  "src/state/**/*.test.ts",
  "src/storage/**/*.test.ts",
  "src/ai/client.test.ts",
  "src/domain/records/ids.test.ts",
  "src/sync/engine.test.ts",
  "src/sync/session.test.ts",
];

/**
 * Files share their worker, its globals and its jsdom (`isolate: false`): a fresh jsdom or
 * process per file cost more than all the tests in it. Each file still gets the app's modules
 * afresh (src/testing/fresh-modules.ts). The exception: a file that replaces a module
 * (`vi.mock`, `vi.doMock`) or reloads modules itself runs isolated, on its own, since the list
 * of mocked modules is not reset between files. Such files are found here by reading them.
 */
const testFiles = ["src", "dev-data", "bench"].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => `${dir}/${file.split(sep).join("/")}`)
    .filter((file) => /\.test\.(ts|tsx|mjs)$/.test(file)),
);
const isolated = testFiles.filter((file) =>
  /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, "utf8")),
);
const shared = testFiles.filter((file) => !isolated.includes(file));

const node = ["src/**/*.test.ts", "dev-data/**/*.test.ts", "bench/**/*.test.mjs"];

export default defineConfig({
  plugins: [react()],
  test: {
    restoreMocks: true,
    // npm test runs the unit tests beside the browser tests on the same cores: a screen's test
    // that takes 2 s alone can take 6 s there. The timeout catches a hang, not a slow machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: dom,
          exclude: isolated,
          isolate: false,
          setupFiles: ["src/testing/fresh-modules.ts", "src/testing/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: node,
          exclude: [...dom, ...isolated],
          isolate: false,
          setupFiles: ["src/testing/fresh-modules.ts", "src/testing/setup-node.ts"],
        },
      },
      // The isolated files, each in a worker of its own, in the environment it would have had.
      {
        extends: true,
        test: {
          name: "dom-isolated",
          environment: "jsdom",
          include: dom,
          exclude: shared,
          setupFiles: ["src/testing/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node-isolated",
          environment: "node",
          include: node,
          exclude: [...dom, ...shared],
          setupFiles: ["src/testing/setup-node.ts"],
        },
      },
    ],
  },
});
