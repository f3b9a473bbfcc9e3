import { expect, test } from "@playwright/test";
import { matches, norte, oeste, sur } from "./squad-fixtures";
import { failOnPageError, readStorage, seed } from "./support";

type StoredRival = typeof norte;

test("an empty list shows the spec's text", async ({ page }) => {
  await seed(page, { rivals: [] });
  await page.goto("/rivals");
  await expect(page.getByText("No hay rivales disponibles...")).toBeVisible();
});

test("the list searches by name and shows W-L-D computed from the matches", async ({ page }) => {
  const errors = failOnPageError(page);
  await seed(page, { rivals: [norte, sur, oeste], matches });
  await page.goto("/rivals");
  const rows = page.getByTestId("rival-row");
  await expect(rows).toHaveCount(3);
  // Stored counters say 9 wins; the matches say 1 win, 1 loss, 1 draw.
  await expect(rows.nth(0).locator("td").nth(3)).toHaveText("1-1-1");
  await expect(rows.nth(1).locator("td").nth(3)).toHaveText("1-0-0");
  await expect(page.getByText("Récord V-D-E: victorias-derrotas-empates")).toBeVisible();

  await page.getByRole("searchbox", { name: "Buscar rival por nombre" }).fill("racing");
  await expect(page.getByTestId("rival-name")).toHaveText(["Racing Sur"]);
  await page.getByRole("searchbox", { name: "Buscar rival por nombre" }).fill("no existe");
  await expect(page.getByText(/^No hay rivales disponibles/)).toBeVisible();
  expect(errors()).toEqual([]);
});

test("delete removes the rival at once, without confirmation", async ({ page }) => {
  await seed(page, { rivals: [norte, sur], matches });
  await page.goto("/rivals");
  await page.getByRole("button", { name: "Eliminar rival Atlético Norte" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByTestId("rival-name")).toHaveText(["Racing Sur"]);
  const stored = await readStorage<StoredRival[]>(page, "rivals");
  expect(stored!.map((r) => r.name)).toEqual(["Racing Sur"]);
});

test("add through the form: validation, then the spec's shape in localStorage", async ({
  page,
}) => {
  await seed(page, { rivals: [] });
  await page.goto("/rivals");
  await page.getByRole("link", { name: "Nuevo rival" }).click();
  await expect(page).toHaveURL("/add-rival");
  await page.getByLabel("Logo (URL)").fill("escudo.png");
  await page.getByRole("button", { name: "Guardar rival" }).click();
  await expect(page.getByText("El nombre del rival es obligatorio.")).toBeVisible();
  await expect(
    page.getByText("El logo debe ser una dirección que empiece por http:// o https://."),
  ).toBeVisible();
  expect(await readStorage(page, "rivals")).toEqual([]);

  await page.getByLabel("Nombre").fill("Unión Este");
  await page.getByLabel("Logo (URL)").fill("https://example.com/union.png");
  await page.getByLabel("Estadio").fill("Estadio del Este");
  await page.getByLabel("Color principal").fill("#7c3aed");
  await page.getByLabel("Color secundario").fill("#fde047");
  await page.getByRole("button", { name: "Guardar rival" }).click();
  await expect(page).toHaveURL("/rivals");
  await expect(page.getByTestId("rival-name")).toHaveText(["Unión Este"]);
  expect(await readStorage(page, "rivals")).toEqual([
    {
      id: expect.any(String),
      name: "Unión Este",
      logo: "https://example.com/union.png",
      homeGround: "Estadio del Este",
      primaryColor: "#7c3aed",
      secondaryColor: "#fde047",
      notes: [],
      matchesPlayed: 0,
      wins: 0,
      losses: 0,
      draws: 0,
      matchHistory: [],
      matches: [],
    },
  ]);
});

test("the detail shows the record, notes and the matches against the rival", async ({ page }) => {
  const errors = failOnPageError(page);
  await seed(page, { rivals: [norte, sur], matches });
  await page.goto("/rivals");
  await page.getByRole("link", { name: "Ver rival Atlético Norte" }).click();
  await expect(page).toHaveURL("/rival-details/0");
  await expect(page.getByRole("heading", { name: "Detalles del Rival" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Atlético Norte" })).toBeVisible();
  await expect(page.getByText("Campo del Norte")).toBeVisible();
  await expect(page.getByTestId("rival-record")).toHaveText("1-1-1");
  await expect(page.getByText("victorias-derrotas-empates")).toBeVisible();

  const rows = page.getByTestId("rival-match-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("20/05/2024");
  await expect(rows.nth(0)).toContainText("1 - 1");
  await expect(rows.nth(1)).toContainText("0 - 3");
  await expect(rows.nth(1)).toContainText("Doble pivote");
  await rows.nth(1).getByRole("link", { name: "Ver Detalles" }).click();
  await expect(page).toHaveURL("/match-details/m2");
  await page.goBack();

  const input = page.getByRole("textbox", { name: "Nueva nota" });
  await input.fill("   ");
  await page.getByRole("button", { name: "Añadir nota" }).click();
  await input.fill("Su portero sale mal por alto");
  await input.press("Enter");
  await expect(input).toHaveValue("");
  await expect(page.getByText("Su portero sale mal por alto")).toBeVisible();
  let stored = await readStorage<StoredRival[]>(page, "rivals");
  expect(stored![0]!.notes).toEqual([
    "Presionan alto en la salida",
    "Defienden con línea de cinco",
    "Su portero sale mal por alto",
  ]);
  await page.getByRole("button", { name: "Eliminar nota 1" }).click();
  stored = await readStorage<StoredRival[]>(page, "rivals");
  expect(stored![0]!.notes).toEqual([
    "Defienden con línea de cinco",
    "Su portero sale mal por alto",
  ]);
  // Counters and match entries written by the original product are left as they were.
  expect(stored![0]!.wins).toBe(9);
  expect(stored![0]!.matches).toHaveLength(4);

  await page.getByRole("link", { name: "Volver" }).click();
  await expect(page).toHaveURL("/rivals");
  expect(errors()).toEqual([]);
});

test("a rival without notes or matches shows the spec's empty texts; edit saves", async ({
  page,
}) => {
  await seed(page, { rivals: [norte, sur, oeste], matches });
  await page.goto("/rival-details/2");
  await expect(page.getByText("No hay notas disponibles.")).toBeVisible();
  await expect(page.getByText("No hay partidos contra este rival todavia.")).toBeVisible();
  await page.getByRole("button", { name: "Editar rival" }).click();
  await page.getByLabel("Estadio").fill("Ciudad Deportiva Oeste");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Ciudad Deportiva Oeste")).toBeVisible();
  const stored = await readStorage<StoredRival[]>(page, "rivals");
  expect(stored![2]).toMatchObject({
    name: "Deportivo Oeste",
    homeGround: "Ciudad Deportiva Oeste",
  });
});

for (const bad of ["9", "-1", "x"]) {
  test(`rival index ${bad} logs the spec's error and redirects to /rivals`, async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (m) => m.type() === "error" && logged.push(m.text()));
    await seed(page, { rivals: [norte], matches });
    await page.goto(`/rival-details/${bad}`);
    await expect(page).toHaveURL("/rivals");
    await expect(page.getByRole("heading", { name: "Rivales" })).toBeVisible();
    expect(logged).toContain("Invalid rival ID or rival not found.");
  });
}
