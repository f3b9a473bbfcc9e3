// Text that is cheap to store but costly to format (thousands of emphasis marks, one enormous
// word) is shown as plain text: the page stays usable, the text stays readable, and a streaming
// answer of that kind never keeps 'Cancelar' from answering.
import type { Page } from "@playwright/test";
import { aiSettings, expect, matches, test } from "./insights-fixtures";
import { failOnPageError, readStorage, seed } from "./support";

/** 28,000 characters of punctuation and emphasis, different for each `n`. */
const heavy = (n: number) => `Insight ${n}: ` + "*a_".repeat(9_330);
/** One word of 30,000 characters. */
const word = "Palabra" + "x".repeat(29_986) + "Final";

const results = (page: Page) => page.getByRole("region", { name: "Resultados" });
const generateButton = (page: Page) =>
  page.getByRole("button", { name: /Generar Insights|Generando Insights/ });

test("five saved insights heavy with emphasis show as plain text and the page answers at once", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  const saved = [1, 2, 3, 4, 5].map(heavy);
  await seed(page, { savedInsights: saved });
  await page.goto("/saved-insights");
  const item = (n: number) => page.getByRole("article", { name: `Insight #${n}` });
  // Each one is plain text with a note saying why; formatting them blocked the tab for 30 s.
  // Each is laid out as the coach scrolls down to it.
  for (const n of [1, 2, 3, 4, 5]) {
    await item(n).scrollIntoViewIfNeeded();
    await expect(item(n).getByRole("note")).toContainText("Mostrado como texto sin formato", {
      timeout: 5_000,
    });
    await expect(item(n).getByTestId("markdown-plain")).toContainText(`Insight ${n}: *a_*a_`);
  }
  await expect(page.locator("article em, article strong")).toHaveCount(0);
  // The page handles a click right away: deleting the first one asks first.
  await item(1).getByRole("button", { name: "Eliminar Insight #1" }).click({ timeout: 3_000 });
  await expect(page.getByRole("alertdialog")).toContainText("¿Eliminar el Insight #1?", {
    timeout: 3_000,
  });
  await page.getByRole("button", { name: "Cancelar" }).click({ timeout: 3_000 });
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  // Nothing was changed by showing them.
  expect(await readStorage<string[]>(page, "savedInsights")).toEqual(saved);
  expect(errors()).toEqual([]);
});

test("a saved word of 30,000 characters is shown, wrapped inside its card, at 390 px", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const errors = failOnPageError(page);
  await seed(page, { savedInsights: [word, "## Normal\n\nTodo **bien**."] });
  await page.goto("/saved-insights");
  const first = page.getByRole("article", { name: "Insight #1" });
  const plain = first.getByTestId("markdown-plain");
  await expect(plain).toBeVisible({ timeout: 5_000 });
  await expect(first.getByRole("note")).toContainText("Mostrado como texto sin formato");
  await expect(plain).toContainText("Palabraxxxx");
  await expect(plain).toContainText("xxxxFinal");
  // Wrapped: as wide as its card, never wider than the screen.
  const box = (await plain.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The ordinary insight beside it keeps its formatting.
  const second = page.getByRole("article", { name: "Insight #2" });
  await second.scrollIntoViewIfNeeded();
  await expect(second.getByRole("heading", { name: "Normal" })).toBeVisible();
  await expect(second.locator("strong")).toHaveText("bien");
  expect(errors()).toEqual([]);
  await context.close();
});

test("while an answer heavy with emphasis streams in, 'Cancelar' answers at once", async ({
  page,
  ai,
}) => {
  const errors = failOnPageError(page);
  // 28,000 characters in 140 pieces, 30 ms apart: about four seconds of streaming.
  const text = "*a_".repeat(9_333);
  const chunks = Array.from({ length: 140 }, (_, i) => text.slice(i * 200, (i + 1) * 200));
  ai.setMode({ kind: "sse", chunks, delayMs: 30 });
  await seed(page, { matches, aiSettings: aiSettings(ai.baseUrl) });
  await page.goto("/insights");
  await generateButton(page).click();
  await expect(results(page)).toContainText("*a_*a_*a_*a_", { timeout: 5_000 });
  await expect.poll(() => ai.lastStreamChars(), { timeout: 5_000 }).toBeGreaterThanOrEqual(4_000);
  await results(page).getByRole("button", { name: "Cancelar" }).click({ timeout: 2_000 });
  await expect(results(page)).toContainText("Respuesta cancelada", { timeout: 3_000 });
  await expect(generateButton(page)).toHaveText("Generar Insights", { timeout: 3_000 });
  // What arrived is kept, as plain text, and can be saved.
  await expect(results(page).getByTestId("markdown-plain")).toContainText("*a_*a_");
  await expect(results(page).locator("em, strong")).toHaveCount(0);
  expect(errors()).toEqual([]);
});
