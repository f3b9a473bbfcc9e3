// Accessibility: axe-core on every route of the spec (and our own screens), with the example
// team loaded and with an empty app, must find no serious or critical violation; the add-player
// and add-rival forms can be filled and saved with the keyboard alone.
import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { demoTeam } from "./demo-seed";
import { readStorage, seed } from "./support";
import { sweepRoutes } from "./sweep";
import { seriousViolations } from "./axe";

const team = demoTeam;

/** Every route of the spec (section 2) and our own screens; `ids` fills the detail routes. */
function routes(ids: { player: string; match: string; plan: string }): string[] {
  return [
    "/",
    "/players",
    "/add-player",
    `/player/${encodeURIComponent(ids.player)}`,
    "/formations",
    "/add-formation",
    "/formation-details/0",
    "/rivals",
    "/add-rival",
    "/rival-details/0",
    "/matchs",
    "/add-match",
    `/match-details/${encodeURIComponent(ids.match)}`,
    "/match-planning",
    "/match-plans",
    `/match-plan-details/${encodeURIComponent(ids.plan)}`,
    "/insights",
    "/saved-insights",
    "/settings",
    "/data",
    "/calendar",
    "/calendar/nuevo",
    "/calendar/no-existe/convocatoria",
    "/analytics",
    "/conflictos",
    "/ruta-que-no-existe",
  ];
}

const withTeam = routes({
  player: team.players[0]!.id,
  match: team.matches[0]!.id,
  plan: team.matchPlans[0]!.id,
});
const empty = routes({ player: "no-existe", match: "no-existe", plan: "no-existe" });

/** Waits for the route as a reader would (its heading and content), then runs axe. */
async function audit(page: Page): Promise<void> {
  // The screen's heading; or, for an unknown match, the spec's 'Loading...'; or, for an unknown
  // plan, the spec's alert (checked as it is shown).
  await expect(
    page
      .getByRole("heading", { level: 1 })
      .or(page.getByText("Loading...", { exact: true }))
      .or(page.getByRole("alertdialog"))
      .first(),
  ).toBeVisible();
  await expect(page.getByText("Cargando…")).toHaveCount(0);
  const found = await seriousViolations(page);
  expect(found, found.join("\n")).toEqual([]);
  // The spec's alert is modal, over whatever screen comes next: the coach acknowledges it before
  // going on (the app then opens the plans' list).
  const alert = page.getByRole("alertdialog");
  if ((await alert.count()) > 0) {
    await alert.getByRole("button").first().click();
    await expect(alert).toHaveCount(0);
  }
}

// One page load per state: the routes are then opened by the app's router, each audited, and
// every route with a violation (or an uncaught error) listed at the end.
test("axe, example team loaded: no route has a serious or critical violation", async ({ page }) => {
  test.setTimeout(300_000);
  await seed(page, {
    players: team.players,
    formations: team.formations,
    rivals: team.rivals,
    matches: team.matches,
    matchPlans: team.matchPlans,
    savedInsights: team.savedInsights,
  });
  const failures = await sweepRoutes(page, withTeam, async (path) => {
    await audit(page);
    if (path === "/")
      await expect(page.getByText("Estás viendo el equipo de ejemplo")).toBeVisible();
  });
  expect(failures, failures.join("\n\n")).toEqual([]);
});

test("axe, empty app: no route has a serious or critical violation", async ({ page }) => {
  test.setTimeout(300_000);
  const failures = await sweepRoutes(page, empty, async () => {
    await audit(page);
    expect(await readStorage(page, "players")).toBeNull();
  });
  expect(failures, failures.join("\n\n")).toEqual([]);
});

/** Presses Tab (never the mouse) until the element has the focus. */
async function tabTo(page: Page, target: Locator, maxTabs = 80): Promise<void> {
  for (let i = 0; i < maxTabs; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test("the add-player form can be completed and saved with the keyboard alone", async ({ page }) => {
  await page.goto("/add-player");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: "Datos del jugador" });

  await tabTo(page, form.getByLabel("Nombre"));
  await page.keyboard.type("Álvaro Teclado");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Posición")).toBeFocused();
  // A closed <select> changes with the arrow keys: Delantero (the default) → Centrocampista.
  await page.keyboard.press("ArrowUp");
  await expect(form.getByLabel("Posición")).toHaveValue("Midfielder");
  await tabTo(page, form.getByLabel("Dorsal"));
  await page.keyboard.type("23");
  await page.keyboard.press("Tab");
  await page.keyboard.type("178");
  await page.keyboard.press("Tab");
  await page.keyboard.type("71,5");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Fecha de nacimiento")).toBeFocused();
  // The order of day and month in a date field follows the browser's language: whatever it
  // understood is what must be stored.
  await page.keyboard.type("15031998");
  const birthdate = await form.getByLabel("Fecha de nacimiento").inputValue();
  expect(birthdate).toMatch(/^1998-(03-15|12-03)$/);
  await tabTo(page, form.getByLabel("Pie preferido"));
  await page.keyboard.press("ArrowDown");
  await expect(form.getByLabel("Pie preferido")).toHaveValue("Left");

  await tabTo(page, form.getByRole("button", { name: "Guardar jugador" }));
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: "Álvaro Teclado" })).toBeVisible();
  const players = (await readStorage<Record<string, unknown>[]>(page, "players")) ?? [];
  expect(players).toHaveLength(1);
  expect(players[0]).toMatchObject({
    name: "Álvaro Teclado",
    position: "Midfielder",
    number: 23,
    height: 178,
    weight: 71.5,
    birthdate,
    preferredFoot: "Left",
  });
});

test("the add-rival form can be completed and saved with the keyboard alone", async ({ page }) => {
  await page.goto("/add-rival");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // A wrong logo is reported beside the field, then corrected, all from the keyboard.
  await tabTo(page, page.getByLabel("Nombre"));
  await page.keyboard.type("Club Teclado");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Estadio")).toBeFocused();
  await page.keyboard.type("Campo del Tabulador");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Logo (URL)")).toBeFocused();
  await page.keyboard.type("javascript:alert(1)");
  await page.keyboard.press("Enter");
  await expect(
    page.getByText("El logo debe ser una dirección que empiece por http:// o https://."),
  ).toBeVisible();
  expect(await readStorage(page, "rivals")).toBeNull();

  // The form puts the focus on the field in error, so the coach can fix it straight away.
  await expect(page.getByLabel("Logo (URL)")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("https://example.com/escudo.png");
  await tabTo(page, page.getByRole("button", { name: "Guardar rival" }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/rivals$/);
  const rivals = (await readStorage<Record<string, unknown>[]>(page, "rivals")) ?? [];
  expect(rivals).toHaveLength(1);
  expect(rivals[0]).toMatchObject({
    name: "Club Teclado",
    homeGround: "Campo del Tabulador",
    logo: "https://example.com/escudo.png",
  });
});
