// axe-core on the page as it is now. AxeBuilder's default run evaluates axe's half-megabyte
// source into the page and then into a blank page it opens for every audit (to merge the
// results of cross-origin frames, which this app has none of). Here axe is evaluated once per
// document and run in the page itself (AxeBuilder's legacy mode): the same rules, the same
// results, without a page and two script evaluations per audit.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export async function analyze(page: Page) {
  const loaded = await page.evaluate(() => "axe" in window);
  // AxeBuilder evaluates `axeSource` before every run: an empty statement when axe is there.
  return new AxeBuilder({ page, ...(loaded ? { axeSource: ";" } : {}) }).setLegacyMode().analyze();
}
