// axe-core on the page as it is now. AxeBuilder's default run evaluates axe's half-megabyte
// source into the page and then into a blank page it opens for every audit (to merge the
// results of cross-origin frames, which this app has none of). Here axe is evaluated once per
// document and run in the page itself (AxeBuilder's legacy mode): the same rules, the same
// results, without a page and two script evaluations per audit.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

// Only the violations are gathered in full (`resultTypes`): every rule still runs on every node,
// but the passes are not collected node by node, which cost about an eighth of a sweep's CPU.
export async function analyze(page: Page) {
  const loaded = await page.evaluate(() => "axe" in window);
  // AxeBuilder evaluates `axeSource` before every run: an empty statement when axe is there.
  return new AxeBuilder({ page, ...(loaded ? { axeSource: ";" } : {}) })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
}

/** Serious and critical violations on the page as it is now, one readable line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await analyze(page);
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`.replace(/\s+/g, " "))
          .join(" | ")}`,
    );
}
