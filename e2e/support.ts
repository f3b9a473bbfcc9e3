// Shared Playwright helpers: seed localStorage before the app loads, read what it wrote.
import { expect } from "@playwright/test";
import type { Page } from "@playwright/test";

export type Seed = Partial<
  Record<
    | "players"
    | "matches"
    | "formations"
    | "rivals"
    | "matchPlans"
    | "savedInsights"
    | "aiSettings"
    | "fixtures"
    | "availability"
    | "teamSettings"
    | "trainingSessions"
    | "trainingSeries"
    | "trainingAttendance"
    | "trainingTemplates"
    | "playerAccounts",
    unknown
  >
>;

/**
 * Puts data in localStorage before the first page load only (later reloads keep whatever the
 * app wrote). Values that are strings are stored as they are, so tests can seed corrupt text.
 */
export async function seed(page: Page, data: Seed) {
  await page.addInitScript(
    (entries: [string, string][]) => {
      if (sessionStorage.getItem("__e2e_seeded")) return;
      localStorage.clear();
      for (const [k, v] of entries) localStorage.setItem(k, v);
      sessionStorage.setItem("__e2e_seeded", "1");
    },
    Object.entries(data).map(
      ([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)] as [string, string],
    ),
  );
}

export async function readStorage<T = unknown>(page: Page, key: string): Promise<T | null> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), key);
  return raw === null ? null : (JSON.parse(raw) as T);
}

export async function rawStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

/** Fails the test on any uncaught page error (a crashed screen). */
export function failOnPageError(page: Page) {
  const errors: Error[] = [];
  page.on("pageerror", (e) => errors.push(e));
  return () => errors;
}

/**
 * Waits until the service worker controls the page: its precache of the whole build is done,
 * so any screen, dialog or reload works offline. Contexts block service workers unless a test
 * allows them (`serviceWorkers: "allow"`); a blocked one fails here after the bound, saying so.
 */
export async function serviceWorkerControls(page: Page) {
  const problem = await page.evaluate(async () => {
    const sw = navigator.serviceWorker;
    const control = sw.ready.then(() =>
      sw.controller
        ? ""
        : new Promise<string>((resolve) =>
            sw.addEventListener("controllerchange", () => resolve(""), { once: true }),
          ),
    );
    // A blocked context never registers, and 'ready' never settles. The precache downloads the
    // whole build, which takes a while on a busy machine: the bound is a minute.
    const late = new Promise<string>((resolve) =>
      setTimeout(async () => {
        const r = await sw.getRegistration();
        const state = r
          ? `installing ${r.installing?.state ?? "-"}, waiting ${r.waiting?.state ?? "-"}, active ${r.active?.state ?? "-"}`
          : "no registration";
        resolve(`not in control after a minute (${state})`);
      }, 60_000),
    );
    return Promise.race([control, late]);
  });
  if (problem)
    throw new Error(
      `The service worker is ${problem}. A context that goes offline needs serviceWorkers: "allow".`,
    );
}

/**
 * Takes the device offline as a coach's phone is: with the app's service worker in control, so
 * what the test opens next loads from its cache instead of racing its download.
 */
export async function goOffline(page: Page) {
  await serviceWorkerControls(page);
  await page.context().setOffline(true);
}

/**
 * Moves a page's paused fake clock `ms` ahead as a jump, the way a phone asleep in a pocket sees
 * time pass: timers due on the way fire once (the live screen's once-a-second redraw), not once
 * per second; the live clock is read from its stored presses either way. The last ten seconds
 * run tick by tick, longer than any toast lives (8 s, src/ui/toast.tsx), so a toast a fired
 * timer shows also leaves instead of covering the next button. Running every tick of a half cost
 * seconds of a browser's time per call.
 */
export async function jump(page: Page, ms: number) {
  const last = Math.min(ms, 10_000);
  await page.clock.fastForward(ms - last);
  await page.clock.runFor(last);
}

/** Scrolls to a section below the charts, as a coach does: it is built when it comes near. */
export async function scrollToSection(page: Page, title: string) {
  const heading = page.getByRole("heading", { level: 2, name: title, exact: true });
  // A section above it may be built meanwhile and push it down: scroll again until it is built.
  await expect(async () => {
    await heading.scrollIntoViewIfNeeded();
    await expect(page.locator("[data-near-screen]", { has: heading })).toHaveCount(0, {
      timeout: 1000,
    });
  }).toPass();
}
