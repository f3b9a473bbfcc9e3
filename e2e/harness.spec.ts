// What every other test pays for: a context should hold the app's page and nothing else. Newer
// Chromiums add work to each new window; this says so when one does, instead of every test
// silently getting slower.
import { expect, test } from "@playwright/test";

test("a test's browser holds the app's page only: no address-bar WebUI, no service worker", async ({
  browser,
  page,
}) => {
  await page.goto("/add-player");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send("Target.getTargets");
  await cdp.detach();
  // Other tests' pages may be open in this browser too: only the kinds are compared.
  const kinds = [...new Set(targetInfos.map((t) => t.type))].sort();
  expect(kinds, targetInfos.map((t) => `${t.type} ${t.url}`).join("\n")).toEqual(["page"]);
});
