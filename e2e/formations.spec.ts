import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import type { defaultFormation } from "./fixtures";
import { classic, doublePivot } from "./squad-fixtures";
import { failOnPageError, readStorage, seed } from "./support";

type StoredFormation = typeof defaultFormation;

/** Positions per pitch row (goalkeeper first) and every dot's number and role, from the SVG. */
/** A pitch that is only a picture is an image; the editor's preview, whose positions are
 * buttons, is a group. */
async function pitchOf(page: Page, name: string) {
  const pitch = page.getByRole(name.startsWith("Vista previa") ? "group" : "img", { name });
  await expect(pitch).toBeVisible();
  return pitch.evaluate((svg) => {
    const rows: number[] = [];
    const labels: string[] = [];
    for (const g of svg.querySelectorAll("g[data-row]")) {
      const r = Number(g.getAttribute("data-row"));
      rows[r] = (rows[r] ?? 0) + 1;
      labels.push(g.getAttribute("aria-label") ?? "");
    }
    return { rows, labels };
  });
}

test("an empty list shows the spec's text and a way to create one", async ({ page }) => {
  await seed(page, { formations: [] });
  await page.goto("/formations");
  await expect(page.getByText("No hay formaciones disponibles...")).toBeVisible();
  await page.getByRole("link", { name: "Crear la primera formación" }).click();
  await expect(page).toHaveURL("/add-formation");
});

test("the list shows name, type and games played; delete asks first", async ({ page }) => {
  const errors = failOnPageError(page);
  await seed(page, { formations: [classic, doublePivot] });
  await page.goto("/formations");
  const rows = page.getByRole("table", { name: "Formaciones" }).locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).locator("td").nth(0)).toHaveText("Doble pivote");
  await expect(rows.nth(1).locator("td").nth(1)).toHaveText("1-4-2-3-1");
  await expect(rows.nth(1).locator("td").nth(2)).toHaveText("4");

  await page.getByRole("button", { name: "Eliminar formación Clásica" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Clásica");
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(rows).toHaveCount(2);
  expect((await readStorage<StoredFormation[]>(page, "formations"))!).toHaveLength(2);

  await page.getByRole("button", { name: "Eliminar formación Clásica" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(rows).toHaveCount(1);
  const stored = await readStorage<StoredFormation[]>(page, "formations");
  expect(stored!.map((f) => f.name)).toEqual(["Doble pivote"]);
  expect(errors()).toEqual([]);
});

test("adding without a name shows the spec's alert and saves nothing", async ({ page }) => {
  await seed(page, { formations: [] });
  await page.goto("/add-formation");
  await page.getByRole("button", { name: "Guardar formación" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Por favor agregar un nombre a la formación");
  await dialog.getByRole("button", { name: "Aceptar" }).click();
  await expect(page.getByText("Por favor agregar un nombre a la formación")).toBeVisible();
  expect(await readStorage(page, "formations")).toEqual([]);
});

test("builds a 1-4-2-3-1 through the form and stores it in the spec's shape", async ({ page }) => {
  const errors = failOnPageError(page);
  await seed(page, { formations: [] });
  await page.goto("/add-formation");
  await expect(page.getByRole("group", { name: "Vista previa 1-4-4-2" })).toBeVisible();
  await page.getByRole("textbox", { name: "Nombre" }).fill("Doble pivote");
  const firstMid = page.getByRole("spinbutton", { name: "Jugadores en Centrocampistas línea 1" });
  await firstMid.fill("2");
  await page.getByRole("button", { name: "Añadir línea a Centrocampistas" }).click();
  await page.getByRole("spinbutton", { name: "Jugadores en Centrocampistas línea 2" }).fill("3");
  await page.getByRole("button", { name: "Quitar un jugador de Delanteros línea 1" }).click();
  await expect(page.getByText("La formación no tiene 11 jugadores")).toHaveCount(0);
  await page.getByRole("textbox", { name: "Rol de Posición 6" }).fill("Pivote");
  // The role name survives a line added and removed again.
  await page.getByRole("button", { name: "Añadir línea a Defensas" }).click();
  await expect(page.getByText("La formación no tiene 11 jugadores")).toBeVisible();
  await page.getByRole("button", { name: "Quitar Defensas línea 2" }).click();
  await expect(page.getByRole("textbox", { name: "Rol de Posición 6" })).toHaveValue("Pivote");

  const preview = await pitchOf(page, "Vista previa 1-4-2-3-1");
  expect(preview.rows).toEqual([1, 4, 2, 3, 1]);
  await page.getByRole("button", { name: "Guardar formación" }).click();
  await expect(page).toHaveURL("/formations");
  await expect(page.getByRole("cell", { name: "Doble pivote", exact: true })).toBeVisible();

  const [saved] = (await readStorage<StoredFormation[]>(page, "formations"))!;
  expect(saved).toMatchObject({
    name: "Doble pivote",
    type: "1-4-2-3-1",
    gamesPlayed: 0,
    defenderLines: [4],
    midfielderLines: [2, 3],
    forwardLines: [1],
    players: 11,
    goalkeeper: 1,
    wins: 0,
    draws: 0,
    losses: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    shotsFor: 0,
    shotsAgainst: 0,
  });
  expect(saved!.roles["Posición 6"]).toBe("Pivote");
  expect(saved!.roles["Posición 11"]).toBe("Delantero 1");
  expect(Object.keys(saved!.roles)).toHaveLength(11);
  expect(errors()).toEqual([]);
});

test("a line count that is not a number falls back to 1", async ({ page }) => {
  await page.goto("/add-formation");
  const forwards = page.getByRole("spinbutton", { name: "Jugadores en Delanteros línea 1" });
  await forwards.fill("");
  await forwards.blur();
  await expect(forwards).toHaveValue("1");
  await expect(page.getByRole("group", { name: "Vista previa 1-4-4-1" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Quitar Delanteros línea 1$/ })).toHaveCount(0);
});

test("the detail shows the totals as bars and the pitch of the default 1-4-4-2", async ({
  page,
}) => {
  await seed(page, { formations: [classic, doublePivot] });
  await page.goto("/formation-details/0");
  await expect(page.getByRole("heading", { name: "Clásica" })).toBeVisible();
  const results = page.getByRole("group", { name: "Resultados" });
  await expect(results.getByRole("meter", { name: "Partidos" })).toHaveAttribute(
    "aria-valuenow",
    "3",
  );
  await expect(results.getByRole("meter", { name: "Victorias" })).toHaveAttribute(
    "aria-valuenow",
    "1",
  );
  await expect(results.getByRole("meter", { name: "Empates" })).toHaveAttribute(
    "aria-valuenow",
    "1",
  );
  await expect(results.getByRole("meter", { name: "Derrotas" })).toHaveAttribute(
    "aria-valuenow",
    "1",
  );
  const goals = page.getByRole("group", { name: "Goles" });
  await expect(goals.getByRole("meter", { name: "A favor" })).toHaveAttribute("aria-valuenow", "4");
  const shots = page.getByRole("group", { name: "Tiros" });
  await expect(shots.getByRole("meter", { name: "A favor" })).toHaveAttribute(
    "aria-valuenow",
    "30",
  );
  await expect(shots.getByRole("meter", { name: "En contra" })).toHaveAttribute(
    "aria-valuenow",
    "27",
  );

  const pitch = await pitchOf(page, "Diagrama táctico 1-4-4-2");
  expect(pitch.rows).toEqual([1, 4, 4, 2]);
  expect(pitch.labels[0]).toBe("Posición 1: Arquero");
  expect(pitch.labels[10]).toBe("Posición 11: Delantero 2");
  // The goalkeeper is drawn below (nearer our goal than) every outfield line.
  const ys = await page.getByRole("img", { name: "Diagrama táctico 1-4-4-2" }).evaluate((svg) =>
    [0, 1, 2, 3].map((r) => {
      const g = svg.querySelector(`g[data-row="${r}"]`)!;
      return Number(/translate\([\d.]+ ([\d.]+)\)/.exec(g.getAttribute("transform")!)![1]);
    }),
  );
  expect(ys).toEqual([...ys].sort((a, b) => b - a));
  await page
    .getByRole("img", { name: "Diagrama táctico 1-4-4-2" })
    .screenshot({ path: test.info().outputPath("pitch-1-4-4-2.png") });
});

test("the pitch of a 1-4-2-3-1 has two midfield rows with their role names", async ({ page }) => {
  await seed(page, { formations: [classic, doublePivot] });
  await page.goto("/formation-details/1");
  const pitch = await pitchOf(page, "Diagrama táctico 1-4-2-3-1");
  expect(pitch.rows).toEqual([1, 4, 2, 3, 1]);
  expect(pitch.labels).toContain("Posición 6: Pivote");
  expect(pitch.labels).toContain("Posición 9: Mediapunta");
  const svg = page.getByRole("img", { name: "Diagrama táctico 1-4-2-3-1" });
  await expect(svg.getByText("Mediapunta", { exact: true })).toBeVisible();
  await expect(svg.locator('g[data-position="11"]')).toContainText("11");
  await svg.screenshot({ path: test.info().outputPath("pitch-1-4-2-3-1.png") });
});

for (const bad of ["7", "-1", "abc"]) {
  test(`formation index ${bad} redirects to /formations`, async ({ page }) => {
    await seed(page, { formations: [classic] });
    await page.goto(`/formation-details/${bad}`);
    await expect(page).toHaveURL("/formations");
    await expect(page.getByRole("heading", { name: "Formaciones" })).toBeVisible();
  });
}

test("the formation editor can be completed with the keyboard alone", async ({ page }) => {
  await seed(page, { formations: [] });
  await page.goto("/add-formation");
  await page.getByRole("textbox", { name: "Nombre" }).focus();
  await page.keyboard.type("Teclado");
  // Steppers and buttons answer the keyboard: a typed count, Enter and Space on buttons.
  await page.getByRole("spinbutton", { name: "Jugadores en Centrocampistas línea 1" }).focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("2");
  await page.getByRole("button", { name: "Añadir línea a Centrocampistas" }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("spinbutton", { name: "Jugadores en Centrocampistas línea 2" }).focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("3");
  await page.getByRole("button", { name: "Quitar un jugador de Delanteros línea 1" }).focus();
  await page.keyboard.press("Space");
  await page.getByRole("textbox", { name: "Rol de Posición 6" }).focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Pivote");
  // Tab from the last role name reaches the save button without the mouse.
  await page.getByRole("textbox", { name: "Rol de Posición 11" }).focus();
  for (let i = 0; i < 5; i++) {
    const onSave = await page
      .getByRole("button", { name: "Guardar formación" })
      .evaluate((b) => b === document.activeElement);
    if (onSave) break;
    await page.keyboard.press("Tab");
  }
  await expect(page.getByRole("button", { name: "Guardar formación" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/formations");
  const [saved] = (await readStorage<StoredFormation[]>(page, "formations"))!;
  expect(saved).toMatchObject({
    name: "Teclado",
    type: "1-4-2-3-1",
    midfielderLines: [2, 3],
    forwardLines: [1],
  });
  expect(saved!.roles["Posición 6"]).toBe("Pivote");
});
