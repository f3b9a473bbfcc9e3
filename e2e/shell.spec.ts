import { expect, test } from "@playwright/test";
import { demoSeed } from "./demo-seed";
import { failOnPageError, rawStorage, seed } from "./support";

const entries = [
  ["Dashboard", "/"],
  ["Insights", "/insights"],
  ["Planificación", "/match-plans"],
  ["Jugadores", "/players"],
  ["Formaciones", "/formations"],
  ["Rivales", "/rivals"],
  ["Partidos", "/matchs"],
] as const;

const headings: Record<(typeof entries)[number][1], string> = {
  "/": "Mi Equipo",
  "/insights": "Insights +",
  "/match-plans": "Planificaciones",
  "/players": "Jugadores",
  "/formations": "Formaciones",
  "/rivals": "Rivales",
  "/matchs": "Partidos",
};

test("the side menu has exactly the spec's seven entries and each lands on its route", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  await page.goto("/");
  const menu = page.getByRole("navigation", { name: "Menú principal" });
  await expect(menu.getByRole("link")).toHaveText(entries.map(([label]) => label));
  for (const [label, path] of entries) {
    await menu.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(path);
    await expect(menu.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
    // The tab is named after the screen's h1, so several open tabs can be told apart.
    await expect(page).toHaveTitle(`${headings[path]} · Banquillo`);
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
  }
  expect(errors()).toEqual([]);
});

test("the top bar shows the product name and links to Configuración and Datos", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("banner")).toContainText("Banquillo");
  await page.getByRole("link", { name: "Configuración" }).click();
  await expect(page).toHaveURL("/settings");
  await page.getByRole("link", { name: "Datos" }).click();
  await expect(page).toHaveURL("/data");
});

test("below 768 px a notice says the app is designed for computers", async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 800 });
  await page.goto("/");
  await expect(page.getByTestId("narrow-notice")).toBeVisible();
  await expect(page.getByTestId("narrow-notice")).toContainText("diseñado para ordenadores");
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId("narrow-notice")).toBeHidden();
});

test("an unknown path shows 'Página no encontrada' with a way back", async ({ page }) => {
  await page.goto("/no-existe");
  await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
  await page.getByRole("link", { name: "Volver al Dashboard" }).click();
  await expect(page).toHaveURL("/");
});

test("a corrupt players list does not crash the app and its text stays stored", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  const corrupt = '[{"id":"p1","name":"Iker"'; // cut in half
  await seed(page, { players: corrupt });
  await page.goto("/players");
  await expect(
    page.getByRole("alert").filter({ hasText: "Datos dañados en la lista «Jugadores»" }),
  ).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Menú principal" })).toBeVisible();
  await page.getByRole("link", { name: "Partidos" }).click();
  await expect(page).toHaveURL("/matchs");
  expect(await rawStorage(page, "players")).toBe(corrupt);
  expect(errors()).toEqual([]);
});

test("a damaged list the screen does not show is still reported, and nothing is rewritten", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  const corrupt = '[{"id":"m1","date":"2024-09-01"'; // cut in half
  await seed(page, { matches: corrupt, players: "[]" });
  // Adding a rival needs no match: the store reads the matches once the browser is idle.
  await page.goto("/add-rival");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(
    page.getByRole("alert").filter({ hasText: "Datos dañados en la lista «Partidos»" }),
  ).toBeVisible();
  expect(await rawStorage(page, "matches")).toBe(corrupt);
  expect(errors()).toEqual([]);
});
test("every route of the spec renders inside the shell from a direct load", async ({ page }) => {
  const errors = failOnPageError(page);
  for (const path of [
    "/",
    "/players",
    "/add-player",
    "/formations",
    "/add-formation",
    "/rivals",
    "/add-rival",
    "/matchs",
    "/add-match",
    "/match-planning",
    "/match-plans",
    "/insights",
    "/saved-insights",
    "/settings",
    "/data",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  expect(errors()).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a player tapped far down the list opens at the top of his page; back returns to the list", async ({
    page,
  }) => {
    const errors = failOnPageError(page);
    await seed(page, demoSeed);
    await page.goto("/players");
    const last = page.getByRole("main").getByRole("row").last().getByRole("link").first();
    const name = (await last.textContent())!.trim();
    await last.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await last.tap();
    await expect(page.getByRole("heading", { level: 1, name })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL("/players");
    expect(errors()).toEqual([]);
  });
});

test("the first page loads no other screen; after the first menu click the menu's screens load at idle", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  const requested: string[] = [];
  page.on("request", (r) => requested.push(new URL(r.url()).pathname));
  const screen = (name: string) => requested.some((p) => p.startsWith(`/assets/${name}-`));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Menú principal" });
  // The first page stays as it is: nothing is loaded ahead while the coach has not moved.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })));
  expect(screen("PlayersPage")).toBe(false);
  await menu.getByRole("link", { name: "Insights" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insights +");
  // The other entries' screens arrive without a click on them.
  await expect
    .poll(() => screen("PlayersPage") && screen("RivalsPage") && screen("PlansPage"))
    .toBe(true);
  await menu.getByRole("link", { name: "Jugadores" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jugadores");
  expect(errors()).toEqual([]);
});
