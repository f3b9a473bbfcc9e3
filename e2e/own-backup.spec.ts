// The app's own backup always restores: formations stored as the spec leaves open (`players` as a
// map of role to name, `goalkeeper` as a role name) and a total below zero load with no damage
// banner, export, and come back byte for byte through 'Datos'.
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { defaultFormation, player, squad, stats } from "./fixtures";
import { failOnPageError, rawStorage, seed } from "./support";

const openFormation = {
  ...defaultFormation,
  id: "f-open",
  players: { Arquero: "Iker Casillas", "Defensor 1": "Sergio Ramos" },
  goalkeeper: "Arquero",
  pizarra: { flechas: 3 },
};

const data = {
  players: [
    player("p-neg", "David Villa", "Forward", 7, {
      stats: stats({ goals: -2 }),
      openingStats: stats({ goals: -2 }),
    }),
    ...squad.slice(0, 3),
  ],
  formations: [openFormation],
};

async function exportFile(page: Page): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exportar copia de seguridad" }).click(),
  ]);
  const fs = await import("node:fs/promises");
  return (await fs.readFile(await file.path())).toString("utf8");
}

test("formations in both shapes load without a banner and the backup restores them as stored", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  await seed(page, data);
  await page.goto("/formations");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Clásica").first()).toBeVisible();
  await expect(page.getByText(/Datos dañados/)).toHaveCount(0);

  await page.goto("/data");
  await expect(page.getByRole("heading", { level: 1, name: "Datos" })).toBeVisible();
  const before = {
    formations: await rawStorage(page, "formations"),
    players: await rawStorage(page, "players"),
  };
  const text = await exportFile(page);

  await page.getByRole("button", { name: "Borrar todos los datos" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Borrar todo" }).click();
  await expect(page.getByText("Se han borrado todos los datos.")).toBeVisible();

  await page.getByLabel("Archivo de copia de seguridad").setInputFiles({
    name: "copia.json",
    mimeType: "application/json",
    buffer: Buffer.from(text, "utf8"),
  });
  const preview = page.getByRole("region", { name: "Contenido de la copia" });
  await expect(preview.getByRole("row", { name: /Formaciones 1 0/ })).toBeVisible();
  await expect(preview).not.toContainText("se reparan");
  await preview.getByRole("button", { name: "Reemplazar los datos actuales" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reemplazar datos" }).click();
  await expect(page.getByText(/Copia restaurada: 4 jugadores y 1 formación/)).toBeVisible();

  expect(await rawStorage(page, "formations")).toBe(before.formations);
  expect(await rawStorage(page, "players")).toBe(before.players);
  await page.goto("/formations");
  await expect(page.getByText("Clásica").first()).toBeVisible();
  await expect(page.getByText(/Datos dañados/)).toHaveCount(0);
  expect(errors()).toEqual([]);
});
