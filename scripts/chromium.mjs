// How every Playwright run here starts Debian's Chromium: the browser tests and the screenshots
// in its headless shell, the bench and its profiler in the full browser, all with one list of
// switches, so a run is never slower or different by accident.

/**
 * Debian's `chromium-headless-shell`: the same Chromium (Blink, V8, the network stack, the same
 * version as the `chromium` package) built without the browser's windows and menus, and the
 * build Playwright itself runs headless tests in. A new context and one page load of the app
 * measured 0.47 s of CPU against 0.71 s in the full `chromium` (15 loads each, twice, on a 2-core
 * machine), and the screenshots came out the same. One difference: it refuses the Screen Wake
 * Lock unless the context grants it (playwright.config.ts, scripts/screenshots.mjs).
 */
export const CHROMIUM_PACKAGE = "chromium-headless-shell";
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? `/usr/bin/${CHROMIUM_PACKAGE}`;

/**
 * The bench and its profiler measure in the full `chromium`, the browser a coach runs: its
 * windows' own work is part of what a page load costs there, and the floor page pays it too.
 * (In the headless shell the floor measured 36 ms against 66 at large, while the screens lost
 * less, so every ratio would change its yardstick.)
 */
export const BENCH_CHROMIUM_PACKAGE = "chromium";
export const BENCH_CHROMIUM_PATH =
  process.env.BENCH_CHROMIUM_PATH ?? `/usr/bin/${BENCH_CHROMIUM_PACKAGE}`;

/**
 * Chromium keeps only the last `--disable-features` on its command line, and Playwright passes
 * its own list first: ours has to repeat Playwright's (1.65's chromiumSwitches) to keep them.
 */
const PLAYWRIGHT_DISABLED = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
];

/**
 * Since Chromium 15x every new window (each Playwright context) of the full browser preloads two
 * WebUI pages for the address bar's popup, each in a renderer of its own. Measured on a 2-core
 * machine they cost more CPU than the app's page: about 0.5 s of a context's 1.4 s. The headless
 * shell has no address bar; the bench's full browser has, and runs with this switch.
 */
const OMNIBOX_WEBUI = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  `--disable-features=${[...PLAYWRIGHT_DISABLED, ...OMNIBOX_WEBUI].join(",")}`,
];
