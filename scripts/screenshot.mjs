import { chromium } from "@playwright/test";
const [url, out, w = 1280, h = 800, seedFile] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
if (seedFile) {
  const fs = await import("node:fs");
  const data = JSON.parse(fs.readFileSync(seedFile, "utf8"));
  await page.addInitScript((d) => {
    for (const [k, v] of Object.entries(d)) localStorage.setItem(k, JSON.stringify(v));
  }, data);
}
await page.goto(url);
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
