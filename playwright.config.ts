import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";

// Each run can serve its own build on its own port, so several can run side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.E2E_DIST ?? "dist";

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  // 3 in CI, on 2 cores: `npm test` runs the static and unit jobs beside this one, and once they
  // end two workers left a tenth of the cores idle (while a test waits on replication or a
  // timer). With 3 the whole run took 330 s against 357 s, every test at its first try, in the
  // headless shell; in the full browser, a third worker had been slower. E2E_WORKERS sets it.
  workers: Number(process.env.E2E_WORKERS) || (process.env.CI ? 3 : undefined),
  // No retries, in CI or here: a flaky test is a red line to fix, not time spent trying again.
  // The tries reporter names any test that needed more than one try (with --retries).
  retries: 0,
  reporter: [["list"], ["./e2e/reporters/tries.ts"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices["Desktop Chrome"],
    baseURL: `http://127.0.0.1:${port}`,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    viewport: { width: 1280, height: 800 },
    trace: "off",
    // A service worker precaches the whole build (1.9 MB, 111 files) in every new context: most
    // tests never use it, and it cost about a fifth of their CPU. The offline tests allow it.
    serviceWorkers: "block",
    // The headless shell refuses the Screen Wake Lock unless it is granted; a phone's browser
    // (and the full Chromium) grants it, and the live screen then says 'Pantalla encendida'.
    permissions: ["screen-wake-lock"],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `npx vite preview --outDir ${dist} --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
