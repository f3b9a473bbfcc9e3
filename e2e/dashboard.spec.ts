import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { defaultFormation, squad } from "./fixtures";
import { rivals, scoringSquad, season } from "./matches-fixtures";
import { failOnPageError, readStorage, seed } from "./support";

const tile = (page: Page, label: string) =>
  page.getByRole("region", { name: "Resumen" }).locator("div", { hasText: label }).last();

test("a seeded season: counters, points percentage, last 5, top 3 and general stats", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  await seed(page, {
    players: scoringSquad,
    formations: [defaultFormation],
    rivals,
    matches: season,
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mi Equipo");
  // Spec 9 by hand: 4 W, 2 D, 1 L = 14 of 21 points = 66.67 → 67 %.
  await expect(tile(page, "Jugadores")).toContainText("16");
  await expect(tile(page, "Partidos")).toContainText("7");
  await expect(tile(page, "Puntos")).toContainText("67 %");
  await expect(tile(page, "Puntos")).toContainText("14 de 21 posibles");
  await expect(tile(page, "Victorias")).toContainText("4");
  await expect(tile(page, "Empates")).toContainText("2");
  await expect(tile(page, "Derrotas")).toContainText("1");
  await expect(page.getByRole("region", { name: "Bienvenida" })).toHaveCount(0);

  const recent = page.getByRole("list", { name: "Últimos partidos" }).getByRole("listitem");
  await expect(recent).toHaveCount(5);
  const expected = [
    ["Lobos", "14/04/2024", "4 - 0"],
    ["Águilas", "06/04/2024", "1 - 0"],
    ["Toros", "30/03/2024", "2 - 2"],
    ["Leones", "23/03/2024", "3 - 1"],
    ["Águilas", "16/03/2024", "1 - 3"],
  ];
  for (const [i, [rival, date, score]] of expected.entries()) {
    await expect(recent.nth(i)).toContainText(rival!);
    await expect(recent.nth(i)).toContainText(date!);
    await expect(recent.nth(i)).toContainText(score!);
  }

  const top = page.getByRole("list", { name: "Jugadores destacados" }).getByRole("listitem");
  await expect(top).toHaveCount(3);
  await expect(top.nth(0)).toContainText("Fernando Torres");
  await expect(top.nth(1)).toContainText("David Villa");
  await expect(top.nth(2)).toContainText("Xavi Hernández");

  const general = page.getByRole("region", { name: "Estadísticas generales" });
  await expect(general.getByRole("meter", { name: "A favor" }).first()).toHaveAttribute(
    "aria-valuenow",
    "13",
  );
  await expect(general.getByRole("meter", { name: "En contra" }).first()).toHaveAttribute(
    "aria-valuenow",
    "7",
  );
  await expect(general).toContainText("Goles a favor por partido1,9");
  await expect(general).toContainText("Goles en contra por partido1");
  await expect(general.getByRole("region", { name: "Como local" })).toContainText(
    "4 partidos2 victorias1 empate1 derrota",
  );
  await expect(general.getByRole("region", { name: "Como visitante" })).toContainText(
    "3 partidos2 victorias1 empate0 derrotas",
  );

  await recent
    .nth(0)
    .getByRole("link", { name: /Ver detalles/ })
    .click();
  await expect(page).toHaveURL("/match-details/m7");
  expect(errors()).toEqual([]);
});

test("'Planificar Partido' goes to /match-planning", async ({ page }) => {
  await seed(page, { players: squad, matches: season });
  await page.goto("/");
  await page.getByRole("link", { name: "Planificar Partido" }).click();
  await expect(page).toHaveURL("/match-planning");
});

test("a brand-new user gets a welcome with the first steps and the empty texts", async ({
  page,
}) => {
  await seed(page, {});
  await page.goto("/");
  const welcome = page.getByRole("region", { name: "Bienvenida" });
  await expect(welcome).toContainText("Bienvenido a Banquillo");
  const steps = welcome.getByRole("listitem");
  await expect(steps).toHaveText([
    /Añade tus jugadores/,
    /Crea una formación/,
    /Añade un rival/,
    /Registra un partido/,
  ]);
  await expect(page.getByText("No hay partidos recientes")).toBeVisible();
  await expect(page.getByText("No hay jugadores destacados")).toBeVisible();
  await expect(tile(page, "Puntos")).toContainText("0 %");
  await steps.first().getByRole("link").click();
  await expect(page).toHaveURL("/add-player");
});

test("steps already done are ticked; the example team is offered only to an empty app", async ({
  page,
}) => {
  await seed(page, { players: squad, formations: [defaultFormation] });
  await page.goto("/");
  const welcome = page.getByRole("region", { name: "Bienvenida" });
  await expect(welcome.getByText("Añade tus jugadores (hecho)")).toBeAttached();
  await expect(welcome.getByText("Crea una formación (hecho)")).toBeAttached();
  await expect(welcome.getByText("Añade un rival (hecho)")).toHaveCount(0);
  await expect(welcome.getByRole("button", { name: "Cargar equipo de ejemplo" })).toHaveCount(0);
  // Players exist but nobody has scored: the top 3 still lists them (ordered by goals, assists).
  await expect(
    page.getByRole("list", { name: "Jugadores destacados" }).getByRole("listitem"),
  ).toHaveCount(3);
});

test("'Cargar equipo de ejemplo' fills the empty app and the welcome gives way", async ({
  page,
}) => {
  await seed(page, {});
  await page.goto("/");
  await page.getByRole("button", { name: "Cargar equipo de ejemplo" }).click();
  await expect(page.getByRole("region", { name: "Bienvenida" })).toHaveCount(0);
  const matches = (await readStorage<unknown[]>(page, "matches"))!;
  const players = (await readStorage<unknown[]>(page, "players"))!;
  expect(matches.length).toBeGreaterThan(0);
  await expect(tile(page, "Partidos")).toContainText(String(matches.length));
  await expect(tile(page, "Jugadores")).toContainText(String(players.length));
  await expect(
    page.getByRole("list", { name: "Últimos partidos" }).getByRole("listitem"),
  ).toHaveCount(5);
});
