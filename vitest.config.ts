import { defineConfig } from "vitest/config";
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
  "src/features/**/*.test.ts",
  "src/state/**/*.test.ts",
  "src/storage/**/*.test.ts",
  "src/ai/client.test.ts",
  "src/domain/records/ids.test.ts",
  "src/sync/engine.test.ts",
  "src/sync/session.test.ts",
];

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
          setupFiles: ["src/testing/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["src/**/*.test.ts", "dev-data/**/*.test.ts", "bench/**/*.test.mjs"],
          exclude: dom,
          setupFiles: ["src/testing/setup-node.ts"],
        },
      },
    ],
  },
});
