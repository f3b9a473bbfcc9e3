// The README's and the guide's screenshots: serves a production build, loads the example team the
// way a coach does ('Cargar equipo de ejemplo' on the empty dashboard), and writes
// docs/screenshots/coach-*.png at 1280 × 800 (the live match at 390 × 844, as on a phone) with
// Debian's Chromium. Run after a build:
//
//   npx vite build && node scripts/screenshots.mjs            # dist/, port 4180
//   node scripts/screenshots.mjs --dist dist-eng --port 4206  # another build or port
import { mkdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
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

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
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
    await page
      .getByRole("group", { name: /Diagrama táctico/ })
      .first()
      .waitFor();
  });
  await shoot("coach-player-detail", `/player/${encodeURIComponent(ids.player)}`);

  // Two coming fixtures (the example team has none), the first with its call-up chosen.
  await page.evaluate(() => {
    const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const rivals = JSON.parse(localStorage.getItem("rivals") ?? "[]");
    const players = JSON.parse(localStorage.getItem("players") ?? "[]");
    const fixture = (id, r, n, location, competition) => ({
      id,
      rivalId: r.id,
      rival: r.name,
      date: day(n),
      time: "18:30",
      location,
      competition,
      venue: location === "home" ? "Campo Municipal" : r.homeGround || "",
    });
    localStorage.setItem(
      "fixtures",
      JSON.stringify([
        {
          ...fixture("jornada-1", rivals[0], 3, "home", "Liga"),
          squadIds: players.slice(0, 18).map((p) => p.id),
        },
        fixture("jornada-2", rivals[1], 10, "away", "Liga"),
        fixture("copa-1", rivals[2], 14, "home", "Copa"),
      ]),
    );
  });
  await shoot("coach-calendar", "/calendar");
  await shoot("coach-callup", "/calendar/jornada-1/convocatoria");
  await shoot("coach-analytics", "/analytics");
  await shoot("coach-sharing", "/settings", async () => {
    // The sharing card at the top of the window, under the top bar.
    const heading = page.getByRole("heading", { name: "Compartir con el cuerpo técnico" });
    await heading.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 90));
  });

  // The live match on a phone: a plan's XI, the kick-off, a goal and a shot.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: true,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    serviceWorkers: "block",
    // As a phone's browser does: the headless shell refuses the Screen Wake Lock otherwise, and
    // the scoreboard would lose its 'Pantalla encendida'.
    permissions: ["screen-wake-lock"],
  });
  const live = await phone.newPage();
  await live.goto(`${base}/`);
  await live.getByRole("button", { name: "Cargar equipo de ejemplo" }).click();
  await live.getByText("Estás viendo el equipo de ejemplo").waitFor();
  const plan = await live.evaluate(
    () => JSON.parse(localStorage.getItem("matchPlans") ?? "[]")[0]?.id,
  );
  await live.goto(`${base}/live?plan=${encodeURIComponent(plan)}`);
  await live.getByRole("button", { name: "Ir al partido" }).tap();
  await live.getByRole("button", { name: "Pitido inicial" }).tap();
  await live.getByRole("button", { name: "Gol nuestro" }).tap();
  const sheet = live.getByRole("dialog");
  // A forward scores, a midfielder assists (the sheets list the players on the pitch).
  await sheet.getByRole("button", { name: /^\d+ / }).nth(9).tap();
  await sheet.getByRole("button", { name: /^\d+ / }).nth(6).tap();
  await live.getByRole("button", { name: "Tiro rival" }).tap();
  await live.getByRole("button", { name: "Deshacer" }).first().waitFor();
  await live.evaluate(() => document.fonts.ready);
  const file = `${outDir}coach-live.png`;
  await live.screenshot({ path: file, animations: "disabled" });
  console.log(`${file} ${Math.round(statSync(file).size / 1024)} KB`);
  if (statSync(file).size > MAX_BYTES) throw new Error("coach-live.png is over 200 KB");
  await phone.close();
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
