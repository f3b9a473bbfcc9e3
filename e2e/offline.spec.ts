// Banquillo opens with no network after a first visit: the service worker precaches the build.
import { expect, test } from "@playwright/test";
import type { BrowserContext, Page } from "@playwright/test";
import { seed, serviceWorkerControls } from "./support";
import { dataSeed } from "./data-fixtures";

test("the web manifest names the app, its icons and theme colour", async ({ request }) => {
  const res = await request.get("/manifest.webmanifest");
  expect(res.ok()).toBe(true);
  const manifest = await res.json();
  expect(manifest).toMatchObject({ name: "Banquillo", theme_color: "#059669", start_url: "/" });
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
});

/**
 * Makes this page behave like the Chromium builds (e.g. Debian's 150) whose navigator.onLine stays
 * true with no network and which fire no online/offline events: the app must not rely on them.
 */
async function pinNavigatorOnline(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "onLine", { get: () => true, configurable: true });
    const swallow = (e: Event) => e.stopImmediatePropagation();
    window.addEventListener("online", swallow, true);
    window.addEventListener("offline", swallow, true);
  });
}

async function offlineVisit(page: Page, context: BrowserContext) {
  // Two loads, three screens offline and a reconnection: more than the default on a busy machine.
  test.setTimeout(90_000);
  await seed(page, dataSeed);
  await page.goto("/");
  // Wait until the service worker is active and controls the page.
  await serviceWorkerControls(page);
  await expect(page.getByRole("navigation", { name: "Menú principal" })).toBeVisible();
  await expect(page.getByText("Sin conexión")).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Menú principal" })).toBeVisible();
  await expect(page.getByText(/Sin conexión: todo sigue funcionando/)).toBeVisible();

  // Screens load their code from the cache, and deep links fall back to the app.
  await page.getByRole("link", { name: "Jugadores" }).click();
  await expect(page.getByText("Íñigo Martínez")).toBeVisible();
  await page.goto("/rival-details/0");
  await expect(page.getByText("Atlético Ñandú").first()).toBeVisible();
  await page.goto("/insights");
  await expect(page.getByText(/Sin conexión: los insights necesitan internet/)).toBeVisible();
  await page.goto("/data");
  await expect(page.getByRole("heading", { name: "Datos", level: 1 })).toBeVisible();
  await expect(page.getByText(/Sin conexión: todo sigue funcionando/)).toBeVisible();

  // The network comes back: the notice goes away on its own (the app asks the server again).
  await context.setOffline(false);
  await expect(page.getByText(/Sin conexión: todo sigue funcionando/)).toHaveCount(0, {
    timeout: 15_000,
  });
}

// These two load the app offline: the service worker has to be there.
test.describe("offline loads", () => {
  test.use({ serviceWorkers: "allow" });

  test("after a first visit the app loads offline, on any route, and says it is offline", async ({
    page,
    context,
  }) => {
    await offlineVisit(page, context);
  });

  test("it says it is offline even when the browser keeps navigator.onLine true and sends no events", async ({
    page,
    context,
  }) => {
    await pinNavigatorOnline(page);
    await offlineVisit(page, context);
  });

  test("a screen whose load was still on the network when the worker took over is taken over too", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await seed(page, dataSeed);
    await page.goto("/");
    await page.waitForFunction(
      async () => !!(await navigator.serviceWorker.getRegistration())?.installing,
    );
    // The next screen's document arrives only after the worker has activated and claimed the
    // pages it knew of: this one was not yet among them.
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
    await page.route("**/players", async (route) => {
      await expect
        .poll(() =>
          worker.evaluate(
            () =>
              (globalThis as unknown as { registration: ServiceWorkerRegistration }).registration
                .active?.state,
          ),
        )
        .toBe("activated");
      await route.continue();
    });
    await page.goto("/players");
    await expect(page.getByText("Íñigo Martínez")).toBeVisible();
    await serviceWorkerControls(page);

    await context.setOffline(true);
    await page.getByRole("link", { name: "Rivales" }).click();
    await expect(page.getByText("Atlético Ñandú").first()).toBeVisible();
  });
});
