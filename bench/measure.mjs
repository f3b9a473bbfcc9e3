// One browser context per scale; every measurement starts from storage seeded with that
// scale's data on a blank page of the same origin, so the app finds it as a returning coach would.
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { BENCH_CHROMIUM_PATH, CHROMIUM_ARGS } from "../scripts/chromium.mjs";

const probe = await readFile(join(dirname(fileURLToPath(import.meta.url)), "probe.js"), "utf8");

/** The bench's browser: the full Chromium, and nothing leaves the machine (the app's only
 * external calls are the AI service's). */
export function launchBenchBrowser() {
  return chromium.launch({
    executablePath: BENCH_CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
  });
}

/** The phone profile: a mid-range phone's screen and touch, and its CPU as this one slowed 4×. */
export const PHONE = { viewport: { width: 390, height: 844 }, cpuSlowdown: 4 };

/**
 * A tab on the data named `scale` (server.setData). `phone`: the phone profile's viewport and
 * touch, and the CPU slowed through the DevTools protocol for every page the tab loads.
 */
export async function openScale(browser, baseUrl, scale, { phone = false } = {}) {
  const context = await browser.newContext({
    viewport: phone ? PHONE.viewport : { width: 1366, height: 900 },
    ...(phone ? { hasTouch: true, isMobile: true } : {}),
    serviceWorkers: "block",
    locale: "es-ES",
  });
  await context.addInitScript({ content: probe });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (phone) await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
  const loaded = [];
  page.on("response", (r) => {
    if (/\.(js|css)$/.test(new URL(r.url()).pathname)) loaded.push(r.url());
  });

  async function seed(selector = "") {
    await page.goto(`${baseUrl}/__bench/blank`);
    await page.evaluate(
      async ({ name, selector }) => {
        const data = await (await fetch(`/__bench/data/${name}`)).json();
        // Every write reaches the origin's other documents as a 'storage' event, and Chromium
        // delivered them late, to the next page: the app took them for another tab's writes and
        // read its lists again. A frame of the origin hears them here instead; the writes end
        // with a marker set and removed, and once the frame has heard its removal, every
        // earlier event has been delivered too.
        const frame = document.createElement("iframe");
        frame.src = "/__bench/blank";
        await new Promise((resolve) => {
          frame.onload = resolve;
          document.body.append(frame);
        });
        const marker = "__bench.seeded";
        const heard = new Promise((resolve) =>
          frame.contentWindow.addEventListener("storage", (e) => {
            if (e.key === marker && e.newValue === null) resolve();
          }),
        );
        localStorage.clear();
        sessionStorage.clear();
        for (const [k, v] of Object.entries(data)) localStorage.setItem(k, v);
        localStorage.setItem(marker, String(Math.random()));
        localStorage.removeItem(marker);
        await heard;
        frame.remove();
        if (selector) sessionStorage.setItem("__bench.selector", selector);
      },
      { name: scale, selector },
    );
  }

  async function heapBytes() {
    await cdp.send("HeapProfiler.collectGarbage");
    const { usedSize } = await cdp.send("Runtime.getHeapUsage");
    return usedSize;
  }

  /** Full navigation to `path` on freshly seeded storage; figures from the page's own clock. */
  async function load(path, selector) {
    await seed(selector);
    loaded.length = 0;
    await page.goto(`${baseUrl}${path}`, { waitUntil: "domcontentloaded" });
    const r = await page.evaluate((s) => window.__bench.settled({ selector: s }), selector);
    if (r.storageEvents > 0) r.errors.push(`${r.storageEvents} late storage events`);
    // What the screen needed: files requested before it settled (not idle-time prefetches).
    const { needed, nodes } = await page.evaluate((until) => {
      const needed = performance
        .getEntriesByType("resource")
        .filter((e) => e.startTime <= until && /\.(js|css)$/.test(new URL(e.name).pathname))
        .map((e) => e.name);
      return { needed, nodes: document.getElementsByTagName("*").length };
    }, r.settled);
    return { ...r, heap: await heapBytes(), chunks: [...loaded], needed, nodes };
  }

  /** From a settled dashboard, clicks each menu entry in turn: click → settled. */
  async function menuTour(entries) {
    await load("/", "main h1");
    const out = [];
    for (const e of entries) {
      const r = await page.evaluate(async ({ label, path, selector }) => {
        const links = document.querySelectorAll('nav[aria-label="Menú principal"] a');
        const link = [...links].find((a) => a.textContent.trim() === label);
        if (!link) return { ok: false, ms: NaN, longestTask: 0, errors: [`no menu ${label}`] };
        window.__bench.markStale(selector);
        const since = performance.now();
        link.click();
        const s = await window.__bench.settled({ selector, path, since });
        return { ...s, ms: s.settled - since };
      }, e);
      out.push({ ...e, ...r });
    }
    return out;
  }

  /**
   * Types `query` one key at a time into the screen's search box; each keystroke is timed
   * from its keydown event to the paint after the list's last change.
   */
  async function search(path, query) {
    const first = await load(path, "main tbody tr");
    const box = page.locator('main input[type="search"], main [role="searchbox"]').first();
    if ((await box.count()) === 0) return { ok: false, keys: [], rowsBefore: 0, rowsAfter: 0 };
    await box.click();
    const rowsBefore = await page.locator("main tbody tr").count();
    const keys = [];
    for (const ch of query) {
      await page.keyboard.press(ch);
      const r = await page.evaluate(async () => {
        const since = window.__bench.lastKeyDown;
        const s = await window.__bench.settled({ selector: "main", since, quiet: 250 });
        return { ...s, ms: s.settled - since };
      });
      keys.push(r);
    }
    const rowsAfter = await page.locator("main tbody tr").count();
    return { ok: first.ok, keys, rowsBefore, rowsAfter };
  }

  /**
   * A tap on `target` (a locator): from the touch's input event to the frame painted after the
   * last DOM change it caused, once the DOM has been quiet for `quiet` ms.
   */
  async function tap(target, quiet = 150) {
    await page.evaluate(() => (window.__bench.lastInput = 0));
    await target.tap();
    return page.evaluate(async (quiet) => {
      const since = window.__bench.lastInput;
      if (!since) return { ok: false, ms: NaN };
      const s = await window.__bench.settled({ selector: "body", since, quiet });
      return { ok: s.ok, ms: s.settled - since };
    }, quiet);
  }

  return { page, seed, load, menuTour, search, tap, heapBytes, close: () => context.close() };
}
