// Route sweeps: one page load, then every route opened by the app's own router (as a link does),
// each route's check run in turn and every failing route collected, so one red test lists them all.
import { expect } from "@playwright/test";
import type { Page } from "@playwright/test";

/**
 * Opens `path` without loading the page: the router is told of a new history entry, as a click
 * on a link would, and we wait until the screen that was showing has gone and nothing is loading.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // The screen we leave (the router outlet's children, its heading, its dialogs): all of it
    // disappears once the next screen is rendered.
    const outlet = document.querySelector("main [aria-busy]");
    const leaving = [
      ...(outlet?.children ?? []),
      ...document.querySelectorAll("h1, [role='alertdialog'], [role='dialog']"),
    ];
    for (const el of leaving) el.setAttribute("data-left-behind", "");
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, path);
  const leftBehind = page.locator("[data-left-behind]");
  await expect(leftBehind, "the screen left behind is still shown")
    .toHaveCount(0)
    .catch(async (error: unknown) => {
      const still = await leftBehind.evaluateAll((els) =>
        els.map((el) => el.outerHTML.slice(0, 160)),
      );
      throw new Error(`${String(error)}\nStill shown: ${still.join(" | ")}`);
    });
  await expect(page.locator("main [aria-busy='true']")).toHaveCount(0);
}

/**
 * Runs `check` on every route: the first is opened with `page.goto`, the others in the app.
 * A route whose check throws is recorded with its message and the next route is opened with a
 * fresh page load, so one broken screen cannot hide the others. Returns "route: message" lines.
 */
export async function sweepRoutes(
  page: Page,
  routes: readonly string[],
  check: (path: string) => Promise<void>,
): Promise<string[]> {
  const failures: string[] = [];
  const errors: string[] = [];
  let current = "";
  const onError = (e: Error) => errors.push(`${current}: uncaught ${e.message}`);
  page.on("pageerror", onError);
  let reload = true;
  for (const path of routes) {
    current = path;
    try {
      if (reload) await page.goto(path);
      else await openInApp(page, path);
      reload = false;
      await check(path);
    } catch (error) {
      failures.push(`${path}: ${briefly(error)}`);
      reload = true;
    }
  }
  page.off("pageerror", onError);
  return [...failures, ...errors];
}

/** An error's first lines (Playwright's messages end in a long call log), and what was left. */
function briefly(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const head = message.split("\n").slice(0, 4).join("\n  ");
  const at = message.indexOf("Still shown");
  return at >= 0 ? `${head}\n  ${message.slice(at)}` : head;
}
