// How every Playwright run here starts Debian's Chromium: the browser tests, the bench, its
// profiler and the screenshots. One list, so a run is never slower or different by accident.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
 * Since Chromium 15x every new window (each Playwright context) preloads two WebUI pages for
 * the address bar's popup, each in a renderer of its own. Measured on a 2-core machine they cost
 * more CPU than the app's page: about 0.5 s of a context's 1.4 s. Headless, nobody sees them.
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
