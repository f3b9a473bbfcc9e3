// Shared Playwright helpers: seed localStorage before the app loads, read what it wrote.
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
    | "trainingTemplates",
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
