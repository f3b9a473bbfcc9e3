// The storage layer as a coach meets it: the original product's data upgraded once, a rename
// that loses nothing, data from a newer version opened read-only, an old backup migrated on
// restore, and absurd stored data reported instead of freezing the tab.
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { failOnPageError, readStorage, seed } from "./support";
import type { Seed } from "./support";
import { originalProductData } from "../src/testing/original-data";

type Obj = Record<string, unknown>;
const MATCH = "1712345679000";
const PLAN = "6f1c2b1e-0000-4000-8000-000000000001";

async function everything(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])),
  );
}

test("the original product's data is shown and upgraded once: ids, links and the version", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  await seed(page, originalProductData as Seed);
  await page.goto("/players");
  await expect(page.getByRole("link", { name: "Lionel" }).first()).toBeVisible();
  expect(await readStorage(page, "banquilloSchema")).toEqual({ version: 3 });
  const [formation] = (await readStorage<Obj[]>(page, "formations"))!;
  const [rival] = (await readStorage<Obj[]>(page, "rivals"))!;
  expect(formation!.id).toEqual(expect.any(String));
  expect(rival!.id).toEqual(expect.any(String));
  const [match] = (await readStorage<Obj[]>(page, "matches"))!;
  expect(match).toMatchObject({
    rivalId: rival!.id,
    formationId: formation!.id,
    formationPlayerIds: { "Posición 1": "1712345678902", "Posición 10": "1712345678901" },
    scorers: [{ player: "Lionel", playerId: "1712345678901" }],
    // Nothing the original product stored is lost.
    shotsFor: "9",
  });
  expect((await readStorage<Obj[]>(page, "players"))![0]).toMatchObject({ nickname: "La Pulga" });
  await expect(page.getByText(/Datos dañados/)).toHaveCount(0);
  expect(errors()).toEqual([]);
});

test("renaming a player keeps him in his matches, plans and history", async ({ page }) => {
  const errors = failOnPageError(page);
  await seed(page, originalProductData as Seed);
  await page.goto("/player/1712345678901");
  await page.getByRole("link", { name: "Editar" }).click();
  await page.getByLabel("Nombre").fill("Leo Messi");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leo Messi" })).toBeVisible();

  const [match] = (await readStorage<Obj[]>(page, "matches"))!;
  expect(match).toMatchObject({
    formationPlayers: { "Posición 10": "Leo Messi" },
    scorers: [{ player: "Leo Messi" }],
    subs: [{ playerOut: "Leo Messi", playerIn: "Pedri" }],
  });
  expect((await readStorage<Obj[]>(page, "matchPlans"))![0]).toMatchObject({
    lineup: { "Posición 10": "Leo Messi" },
  });

  await page.goto(`/match-details/${MATCH}`);
  await expect(page.getByText("Leo Messi").first()).toBeVisible();
  await expect(page.getByText("Lionel")).toHaveCount(0);
  await page.goto(`/match-plan-details/${PLAN}`);
  await expect(page.getByTestId("lineup-row").filter({ hasText: "Leo Messi" })).toBeVisible();
  await expect(page.getByText("Lionel")).toHaveCount(0);
  expect(errors()).toEqual([]);
});

test("data from a newer version opens read-only: a Spanish notice, and nothing is written", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  await seed(page, { ...originalProductData, banquilloSchema: { version: 99 } } as Seed);
  await page.goto("/rivals");
  await expect(page.getByText("Datos de una versión más reciente: solo lectura")).toBeVisible();
  await expect(page.getByText("Leones FC")).toBeVisible();
  const before = await everything(page);

  await page.getByRole("button", { name: "Eliminar rival Leones FC" }).click();
  await expect(
    page.getByText(/versión más reciente de Banquillo y esta versión solo puede/),
  ).toBeVisible();
  await expect(page.getByText("Leones FC")).toBeVisible();
  expect(await everything(page)).toEqual(before);
  expect(errors()).toEqual([]);
});

test("restoring an old backup migrates it", async ({ page }) => {
  const errors = failOnPageError(page);
  await seed(page, {});
  await page.goto("/data");
  // The original product's keys at the top level, as it exported them: no version, no ids.
  await page.getByLabel("Archivo de copia de seguridad").setInputFiles({
    name: "original.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(originalProductData), "utf8"),
  });
  const preview = page.getByRole("region", { name: "Contenido de la copia" });
  await expect(preview).toContainText("La copia es de una versión anterior");
  await preview.getByRole("button", { name: "Reemplazar los datos actuales" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reemplazar datos" }).click();
  await expect(page.getByText(/Copia restaurada/)).toBeVisible();

  expect(await readStorage(page, "banquilloSchema")).toEqual({ version: 3 });
  const [formation] = (await readStorage<Obj[]>(page, "formations"))!;
  expect(formation!.id).toEqual(expect.any(String));
  expect((await readStorage<Obj[]>(page, "matchPlans"))![0]).toMatchObject({
    formationId: formation!.id,
    lineupIds: { "Posición 10": "1712345678901" },
  });
  await page.goto("/formations");
  await expect(page.getByText("Clásica")).toBeVisible();
  expect(errors()).toEqual([]);
});

test("a formation with a line of 1,000,000 players gets the damage banner and freezes nothing", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  const absurd = {
    ...originalProductData.formations[0],
    id: "f-absurda",
    name: "Absurda",
    defenderLines: [1_000_000],
    midfielderLines: Array.from({ length: 1000 }, () => 4),
  };
  await seed(page, { formations: [absurd], banquilloSchema: { version: 3 } } as Seed);
  await page.goto("/formations");
  await expect(page.getByText(/Datos dañados en la lista «Formaciones»/)).toBeVisible();
  await page.getByRole("link", { name: "Ver formación Absurda" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Absurda" })).toBeVisible({
    timeout: 5000,
  });
  // Stored text untouched until the coach writes: nothing is lost.
  const stored = (await readStorage<Obj[]>(page, "formations"))!;
  expect(stored[0]!.defenderLines).toEqual([1_000_000]);
  expect(errors()).toEqual([]);
});
