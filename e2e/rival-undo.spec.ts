import { rival } from "./fixtures";
import { expect, test } from "@playwright/test";
import { failOnPageError, readStorage, seed } from "./support";

test("deleting a rival is immediate, and 'Deshacer' puts it back whole at its old place", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  const norte = {
    ...rival("Atlético Norte", { notes: ["Presiona alto", "Débil por la izquierda"] }),
    id: "r-norte",
  };
  const rivals = [
    { ...rival("Deportivo Sur"), id: "r-sur" },
    norte,
    { ...rival("Racing Este"), id: "r-este" },
  ];
  await seed(page, { rivals });
  await page.goto("/rivals");
  await page.getByRole("button", { name: "Eliminar rival Atlético Norte" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByTestId("rival-name")).toHaveText(["Deportivo Sur", "Racing Este"]);
  expect((await readStorage<{ name: string }[]>(page, "rivals"))!.map((r) => r.name)).toEqual([
    "Deportivo Sur",
    "Racing Este",
  ]);

  await expect(page.getByText("Rival «Atlético Norte» eliminado.")).toBeVisible();
  await page.getByRole("button", { name: "Deshacer" }).click();
  await expect(page.getByTestId("rival-name")).toHaveText([
    "Deportivo Sur",
    "Atlético Norte",
    "Racing Este",
  ]);
  expect(await readStorage(page, "rivals")).toEqual(rivals);
  await expect(page.getByText("Rival «Atlético Norte» restaurado.")).toBeVisible();
  // The restored rival opens at its old address, notes and all.
  await page.getByRole("link", { name: "Ver rival Atlético Norte" }).click();
  await expect(page).toHaveURL("/rival-details/1");
  await expect(page.getByText("Débil por la izquierda")).toBeVisible();
  expect(errors()).toEqual([]);
});
