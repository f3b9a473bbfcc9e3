// The README's screenshots: serves a production build, loads the example team the way a coach
// does ('Cargar equipo de ejemplo' on the empty dashboard), and writes docs/screenshots/coach-*.png
// at 1280 × 800 with Debian's Chromium. Run after a build:
//
//   npx vite build && node scripts/screenshots.mjs            # dist/, port 4180
//   node scripts/screenshots.mjs --dist dist-eng --port 4206  # another build or port
import { mkdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { preview } from "vite";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const dist = arg("dist", process.env.E2E_DIST ?? "dist");
const port = Number(arg("port", "4180"));
const outDir = fileURLToPath(new URL("../docs/screenshots/", import.meta.url));
const MAX_BYTES = 200 * 1024;

const server = await preview({
  configFile: fileURLToPath(new URL("../vite.config.ts", import.meta.url)),
  build: { outDir: dist },
  preview: { port, strictPort: true, host: "127.0.0.1" },
  logLevel: "warn",
});
const base = `http://127.0.0.1:${port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    serviceWorkers: "block",
  });
  const page = await context.newPage();

  await page.goto(`${base}/`);
  await page.getByRole("button", { name: "Cargar equipo de ejemplo" }).click();
  await page.getByText("Estás viendo el equipo de ejemplo").waitFor();
  const ids = await page.evaluate(() => ({
    player: JSON.parse(localStorage.getItem("players") ?? "[]")[0]?.id,
    match: JSON.parse(localStorage.getItem("matches") ?? "[]").at(-1)?.id,
  }));
  if (!ids.player || !ids.match) throw new Error("The example team did not load.");

  /** Opens a screen, waits until its content has settled, and writes the PNG. */
  const shoot = async (name, path, prepare) => {
    await page.goto(`${base}${path}`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    if (prepare) await prepare();
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready);
    const file = `${outDir}${name}.png`;
    await page.screenshot({ path: file, animations: "disabled" });
    const bytes = statSync(file).size;
    console.log(`${file} ${Math.round(bytes / 1024)} KB`);
    if (bytes > MAX_BYTES) throw new Error(`${name}.png is over 200 KB`);
  };

  mkdirSync(outDir, { recursive: true });
  await shoot("coach-dashboard", "/");
  await shoot("coach-match-detail", `/match-details/${encodeURIComponent(ids.match)}`);
  await shoot("coach-planning", "/match-planning", async () => {
    const rival = page.getByRole("region", { name: "1. Rival" }).getByRole("combobox");
    await rival.selectOption({ index: 1 });
    const formation = page.getByRole("region", { name: "2. Formación" }).getByRole("combobox");
    await formation.selectOption({ index: 1 });
    await page.getByRole("img", { name: /Diagrama táctico/ }).waitFor();
  });
  await shoot("coach-player-detail", `/player/${encodeURIComponent(ids.player)}`);
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
