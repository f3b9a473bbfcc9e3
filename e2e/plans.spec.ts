import { expect, test } from "@playwright/test";
import { lineupOf, planningSeed, starterNames } from "./planning-fixtures";
import { failOnPageError, readStorage, seed } from "./support";

const CONFIRM = "¿Estás seguro de que deseas eliminar esta planificación?";
const EMPTY = "No hay planificaciones disponibles. Crea una nueva planificación para comenzar.";

const fullPlan = {
  id: "3f0c1d2e-8b4a-4c6d-9e1f-2a3b4c5d6e7f",
  rival: "Portugal",
  formation: "Clásica",
  lineup: lineupOf(starterNames),
};
// Stored by an older version: its formation is gone and one slot is empty.
const orphanPlan = {
  id: "b7e2a9c4-1d3f-4a5b-8c6d-7e8f9a0b1c2d",
  rival: "Holanda",
  formation: "Borrada",
  lineup: { ...lineupOf(starterNames.slice(0, 10)), "Posición 11": "" },
};

const seeded = { ...planningSeed, matchPlans: [fullPlan, orphanPlan] };

/** Stored plans as the start-up migration leaves them: the same, with id links beside names. */
const migratedPlans = (...plans: Record<string, unknown>[]) =>
  plans.map((p) => expect.objectContaining(p));

test("the list shows each plan's rival and formation; the detail opens from it", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  await seed(page, seeded);
  await page.goto("/match-plans");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Planificaciones");
  const table = page.getByRole("table", { name: "Planificaciones" });
  await expect(table.getByRole("columnheader")).toHaveText(["Rival", "Formación", "Acciones"]);
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("row").nth(1)).toContainText("PortugalClásica");
  await expect(table.getByRole("row").nth(2)).toContainText("HolandaBorrada");

  await table.getByRole("row").nth(1).getByRole("link", { name: "Ver Detalles" }).click();
  await expect(page).toHaveURL(`/match-plan-details/${fullPlan.id}`);
  await expect(page.getByTestId("plan-rival")).toHaveText("Portugal");
  await expect(page.getByTestId("plan-formation")).toHaveText("Clásica1-4-4-2");
  const notes = page.getByRole("region", { name: "Anotaciones del Rival" });
  await expect(notes.getByRole("listitem")).toHaveText([
    "Presionan alto en la salida",
    "Cristiano cae a la izquierda",
  ]);
  const rows = page.getByTestId("lineup-row");
  await expect(rows).toHaveCount(11);
  await expect(rows.first()).toHaveText(/1\s*Arquero\s*Iker Casillas\s*1/);
  await expect(rows.nth(1)).toHaveText(/2\s*Defensor 1\s*Sergio Ramos\s*4/);
  await expect(rows.last()).toHaveText(/11\s*Delantero 2\s*Fernando Torres\s*9/);
  const pitch = page.getByRole("img", { name: "Diagrama táctico" });
  await expect(
    pitch.getByRole("group", { name: "Posición 9: Mediocampista 4 — Xabi Alonso (14)" }),
  ).toHaveCount(1);
  // Not in the lineup, highest shirt number first, top 5.
  await expect(page.getByTestId("plan-suggestion")).toHaveText([
    /^23\s*Pepe Reina/,
    /^22\s*Jesús Navas/,
    /^21\s*Fernando Llorente/,
    /^19\s*Javi Martínez/,
    /^18\s*Pedro Rodríguez/,
  ]);
  await page.getByRole("link", { name: "← Volver" }).click();
  await expect(page).toHaveURL("/match-plans");
  expect(errors()).toEqual([]);
});

test("a plan whose formation is gone: 'Formación no disponible.', no drawing, a vacant slot", async ({
  page,
}) => {
  await seed(page, seeded);
  await page.goto(`/match-plan-details/${orphanPlan.id}`);
  await expect(page.getByTestId("plan-rival")).toHaveText("Holanda");
  await expect(page.getByText("Formación no disponible.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Diagrama táctico" })).toHaveCount(0);
  // Holanda has no notes: the section is not shown.
  await expect(page.getByText("Anotaciones del Rival")).toHaveCount(0);
  const rows = page.getByTestId("lineup-row");
  await expect(rows).toHaveCount(11);
  await expect(rows.last()).toHaveText(/11\s*Posición 11\s*Vacante\s*—/);
  await expect(page.getByTestId("plan-suggestion").first()).toHaveText(/^23\s*Pepe Reina/);
});

test("delete asks first: cancel keeps the plan, confirm removes it; the empty list", async ({
  page,
}) => {
  await seed(page, seeded);
  await page.goto("/match-plans");
  const table = page.getByRole("table", { name: "Planificaciones" });
  await table.getByRole("row").nth(1).getByRole("button", { name: "Eliminar" }).click();
  let dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(CONFIRM);
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole("row")).toHaveCount(3);
  expect(await readStorage(page, "matchPlans")).toEqual(migratedPlans(fullPlan, orphanPlan));

  await table.getByRole("row").nth(1).getByRole("button", { name: "Eliminar" }).click();
  dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: "Eliminar" }).click();
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).not.toContainText("Portugal");
  expect(await readStorage(page, "matchPlans")).toEqual(migratedPlans(orphanPlan));

  await table.getByRole("button", { name: "Eliminar" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText(EMPTY)).toBeVisible();
  expect(await readStorage(page, "matchPlans")).toEqual([]);

  await page.getByRole("link", { name: "Crear Nueva Planificación" }).click();
  await expect(page).toHaveURL("/match-planning");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Planificación del Partido");
});

test("an unknown plan id: alert 'Planificación no encontrada.' then the list", async ({ page }) => {
  await seed(page, seeded);
  await page.goto("/match-plan-details/no-existe");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Planificación no encontrada.");
  await expect(page).toHaveURL("/match-plan-details/no-existe");
  await dialog.getByRole("button", { name: "Aceptar" }).click();
  await expect(page).toHaveURL("/match-plans");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  expect(await readStorage(page, "matchPlans")).toEqual(migratedPlans(fullPlan, orphanPlan));
});

test("the detail prints on one A4 page without the menu", async ({ page }) => {
  await seed(page, seeded);
  await page.goto(`/match-plan-details/${fullPlan.id}`);
  await expect(page.getByTestId("lineup-row")).toHaveCount(11);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Menú principal" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Imprimir" })).toBeHidden();
  await expect(page.getByRole("img", { name: "Diagrama táctico" })).toBeVisible();
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
});

test("editing a plan whose formation and rival are gone keeps them chosen and saves them as they were", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  const gone = { ...fullPlan, rival: "Brasil", rivalId: "r-brasil", formation: "Borrada" };
  await seed(page, { ...planningSeed, matchPlans: [gone] });
  await page.goto(`/match-planning?plan=${gone.id}`);
  const rival = page.getByLabel("Rival", { exact: true });
  await expect(rival.locator("option:checked")).toHaveText("Brasil");
  await expect(page.getByText("Ya no está en Rivales")).toBeVisible();
  const formation = page.getByLabel("Formación", { exact: true });
  await expect(formation.locator("option:checked")).toHaveText("Borrada");
  await expect(page.getByText("Ya no está en Formaciones")).toBeVisible();
  await expect(page.getByTestId("starters-count")).toHaveText("11/11");
  await page.getByRole("button", { name: "Guardar Planificación" }).click();
  await expect(page).toHaveURL("/match-plans");
  const [saved] = (await readStorage<Record<string, unknown>[]>(page, "matchPlans"))!;
  expect(saved).toMatchObject({
    id: gone.id,
    rival: "Brasil",
    rivalId: "r-brasil",
    formation: "Borrada",
    lineup: gone.lineup,
  });
  expect(saved).not.toHaveProperty("formationId");
  expect(errors()).toEqual([]);
});
