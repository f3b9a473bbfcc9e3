import type { Page } from "@playwright/test";
import { aiSettings, expect, matches, test, TEST_KEY } from "./insights-fixtures";
import { failOnPageError, readStorage, seed } from "./support";

const results = (page: Page) => page.getByRole("region", { name: "Resultados" });
const generateButton = (page: Page) =>
  page.getByRole("button", { name: /Generar Insights|Generando Insights/ });
const askButton = (page: Page) => page.getByRole("button", { name: /Enviar Pregunta|Consultando/ });

/** Collects console errors, to prove failures are logged and the key never is. */
function consoleErrors(page: Page) {
  const lines: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") lines.push(m.text());
  });
  return lines;
}

test("the empty screen: both cards, the placeholder and 'No hay resultados aún.'", async ({
  page,
  ai,
}) => {
  await seed(page, { matches, aiSettings: aiSettings(ai.baseUrl) });
  await page.goto("/insights");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insights +");
  await expect(page.getByRole("heading", { name: "Generar Insights" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Hacer una Pregunta" })).toBeVisible();
  await expect(page.getByPlaceholder("Escribe tu pregunta personalizada aquí...")).toBeVisible();
  await expect(results(page)).toContainText("No hay resultados aún.");
  await expect(results(page).getByRole("button", { name: "Guardar Insights" })).toHaveCount(0);
  await page.getByRole("link", { name: "Ver Insights Guardados" }).click();
  await expect(page).toHaveURL("/saved-insights");
});

test("generate streams the answer in, sends model, both messages and the computed tables", async ({
  page,
  ai,
}) => {
  const errors = failOnPageError(page);
  ai.setMode({
    kind: "sse",
    delayMs: 250,
    chunks: [
      "## Local frente a visitante\n\n",
      "- De **local**: 1 victoria.\n",
      "- De visitante: 1 empate.\n\n",
      "| Formación | PJ | Puntos |\n|---|---|---|\n| Clásica | 2 | 4 |\n",
    ],
  });
  await seed(page, { matches, aiSettings: aiSettings(ai.baseUrl) });
  await page.goto("/insights");
  await generateButton(page).click();

  await expect(generateButton(page)).toHaveText("Generando Insights...");
  await expect(generateButton(page)).toBeDisabled();
  await expect(askButton(page)).toBeDisabled();
  // Streaming: the first part shows while the rest is still on its way.
  await expect(
    results(page).getByRole("heading", { name: "Local frente a visitante" }),
  ).toBeVisible();
  await expect(results(page).getByRole("button", { name: "Cancelar" })).toBeVisible();
  await expect(generateButton(page)).toHaveText("Generando Insights...");

  await expect(generateButton(page)).toHaveText("Generar Insights");
  await expect(generateButton(page)).toBeEnabled();
  const r = results(page);
  await expect(r.getByRole("listitem")).toHaveText([
    "De local: 1 victoria.",
    "De visitante: 1 empate.",
  ]);
  await expect(r.locator("strong")).toHaveText("local");
  await expect(r.getByRole("columnheader")).toHaveText(["Formación", "PJ", "Puntos"]);
  await expect(r.getByRole("cell")).toHaveText(["Clásica", "2", "4"]);
  await expect(r.getByRole("button", { name: "Guardar Insights" })).toBeVisible();
  await expect(r.getByRole("button", { name: "Cancelar" })).toHaveCount(0);

  expect(ai.requests).toHaveLength(1);
  const [req] = ai.requests;
  expect(req!.authorization).toBe(`Bearer ${TEST_KEY}`);
  expect(req!.body.model).toBe("modelo-e2e");
  expect(req!.body.stream).toBe(true);
  const messages = req!.body.messages!;
  expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
  const system = messages[0]!.content;
  for (const idea of [
    "estrictamente",
    "no especules",
    "consejos genéricos",
    "Markdown bien formateado",
    "Combinaciones de jugadores y posiciones",
    "efecto de un jugador",
    "local frente a visitante",
    "Formación utilizada frente al resultado",
    "tiros y los goles",
  ]) {
    expect(system).toContain(idea);
  }
  // Computed tables, not the raw list.
  expect(messages[1]!.content).toContain("### Resumen de la temporada");
  expect(messages[1]!.content).toContain("| P2 | 2024-04-14 | Atlético Norte | L | 2-1 V |");
  expect(errors()).toEqual([]);
});

test("ask sends the computed tables plus the question; a plain JSON answer works too", async ({
  page,
  ai,
}) => {
  ai.setMode({ kind: "json", delayMs: 600, text: "**Villa** marcó en 1 de 2 partidos." });
  await seed(page, { matches, aiSettings: aiSettings(ai.baseUrl) });
  await page.goto("/insights");
  await page
    .getByPlaceholder("Escribe tu pregunta personalizada aquí...")
    .fill("  ¿Quién marca más?  ");
  await askButton(page).click();
  await expect(askButton(page)).toHaveText("Consultando...");
  await expect(askButton(page)).toBeDisabled();
  await expect(generateButton(page)).toBeDisabled();
  await expect(results(page)).toContainText("Villa marcó en 1 de 2 partidos.");
  await expect(results(page).locator("strong")).toHaveText("Villa");
  await expect(askButton(page)).toHaveText("Enviar Pregunta");
  await expect(askButton(page)).toBeEnabled();

  expect(ai.requests).toHaveLength(1);
  const { body } = ai.requests[0]!;
  expect(body.model).toBe("modelo-e2e");
  expect(body.messages!.map((m) => m.role)).toEqual(["system", "user"]);
  expect(body.messages![0]!.content).toContain("fácil de leer");
  const user = body.messages![1]!.content;
  expect(user).toContain("| P1 | 2024-04-21 | Deportivo Sur | V | 0-0 E |");
  expect(user).toContain("Pregunta: ¿Quién marca más?");
});

test("no stored matches: 'No hay información suficiente…' and no call", async ({ page, ai }) => {
  await seed(page, { aiSettings: aiSettings(ai.baseUrl) });
  await page.goto("/insights");
  await generateButton(page).click();
  await expect(results(page)).toContainText("No hay información suficiente para generar insights.");
  expect(ai.requests).toHaveLength(0);
});

test("an empty or blank question shows the spec error and makes no call", async ({ page, ai }) => {
  await seed(page, { matches, aiSettings: aiSettings(ai.baseUrl) });
  await page.goto("/insights");
  await askButton(page).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Por favor, escribe una pregunta antes de enviarla.",
  );
  await page.getByPlaceholder("Escribe tu pregunta personalizada aquí...").fill("   \n  ");
  await askButton(page).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Por favor, escribe una pregunta antes de enviarla.",
  );
  expect(ai.requests).toHaveLength(0);
});

test("a 500 shows the spec error in a red box and logs it without the key", async ({
  page,
  ai,
}) => {
  const logged = consoleErrors(page);
  ai.setMode({ kind: "error", status: 500, message: `fallo interno usando ${TEST_KEY}` });
  await seed(page, { matches, aiSettings: aiSettings(ai.baseUrl) });
  await page.goto("/insights");

  await generateButton(page).click();
  const box = page.getByRole("alert");
  await expect(box).toContainText(
    "Ocurrió un error al generar los insights. Por favor, intenta nuevamente.",
  );
  await expect(box).toHaveClass(/bg-red-50/);
  await expect(box).toContainText("código 500");
  await expect(generateButton(page)).toBeEnabled();
  await expect(results(page)).toContainText("No hay resultados aún.");

  await page.getByPlaceholder("Escribe tu pregunta personalizada aquí...").fill("¿Y los tiros?");
  await askButton(page).click();
  await expect(page.getByRole("alert")).toContainText(
    "Ocurrió un error al responder la pregunta. Por favor, intenta nuevamente.",
  );
  await expect(askButton(page)).toBeEnabled();

  await expect.poll(() => logged.filter((l) => l.includes("Insights")).length).toBe(2);
  expect(logged.join("\n")).not.toContain(TEST_KEY);
  expect(await page.locator("body").innerText()).not.toContain(TEST_KEY);
  expect(ai.requests).toHaveLength(2);
});

test("an empty answer: 'No se generaron conclusiones.' / 'No se generaron respuestas.'", async ({
  page,
  ai,
}) => {
  ai.setMode({ kind: "sse", chunks: [] });
  await seed(page, { matches, aiSettings: aiSettings(ai.baseUrl) });
  await page.goto("/insights");
  await generateButton(page).click();
  await expect(results(page)).toContainText("No se generaron conclusiones.");

  ai.setMode({ kind: "json", text: "" });
  await page.getByPlaceholder("Escribe tu pregunta personalizada aquí...").fill("¿Algo?");
  await askButton(page).click();
  await expect(results(page)).toContainText("No se generaron respuestas.");
  expect(ai.requests).toHaveLength(2);
});

test("'Cancelar' stops a slow answer, keeps what arrived and ends loading", async ({
  page,
  ai,
}) => {
  ai.setMode({ kind: "hang", chunks: ["## Primeras conclusiones\n\n", "- Parcial uno\n"] });
  await seed(page, { matches, aiSettings: aiSettings(ai.baseUrl) });
  await page.goto("/insights");
  await generateButton(page).click();
  await expect(results(page).getByText("Parcial uno")).toBeVisible();
  await expect(generateButton(page)).toBeDisabled();
  await results(page).getByRole("button", { name: "Cancelar" }).click();

  await expect(generateButton(page)).toHaveText("Generar Insights");
  await expect(generateButton(page)).toBeEnabled();
  await expect(results(page)).toContainText("Respuesta cancelada");
  await expect(results(page).getByRole("heading", { name: "Primeras conclusiones" })).toBeVisible();
  await expect(results(page).getByRole("button", { name: "Guardar Insights" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("with no key for a remote service it says so, links to Configuración and calls nothing", async ({
  page,
  ai,
}) => {
  await seed(page, {
    matches,
    aiSettings: { baseUrl: "https://api.openai.com/v1", apiKey: "", model: "gpt-4" },
  });
  await page.goto("/insights");
  await generateButton(page).click();
  const box = page.getByRole("alert");
  await expect(box).toContainText("Falta la clave API");
  await box.getByRole("link", { name: "Ir a Configuración" }).click();
  await expect(page).toHaveURL("/settings");
  expect(ai.requests).toHaveLength(0);
});

test("a local server needs no key: the call goes out without an Authorization header", async ({
  page,
  ai,
}) => {
  ai.setMode({ kind: "sse", chunks: ["Sin clave, todo bien."] });
  await seed(page, { matches, aiSettings: aiSettings(ai.baseUrl, { apiKey: "" }) });
  await page.goto("/insights");
  await generateButton(page).click();
  await expect(results(page)).toContainText("Sin clave, todo bien.");
  expect(ai.requests[0]!.authorization).toBeUndefined();
});

test("a service that refuses CORS ends in the error box, with the reason", async ({ page, ai }) => {
  ai.setMode({ kind: "no-cors", text: "no debería verse" });
  await seed(page, { matches, aiSettings: aiSettings(ai.baseUrl) });
  await page.goto("/insights");
  await generateButton(page).click();
  await expect(page.getByRole("alert")).toContainText(
    "Ocurrió un error al generar los insights. Por favor, intenta nuevamente.",
  );
  await expect(page.getByRole("alert")).toContainText("CORS");
  await expect(generateButton(page)).toBeEnabled();
  await expect(results(page)).not.toContainText("no debería verse");
});

test("HTML and script in an answer show as text and run nothing; only http(s) links", async ({
  page,
  ai,
}) => {
  const errors = failOnPageError(page);
  ai.setMode({
    kind: "sse",
    chunks: [
      'Antes <img src=x onerror="window.__pwned=1"> después\n\n',
      "<script>window.__pwned=2</script>\n\n",
      "[malo](javascript:window.__pwned=3) y [bueno](https://example.com/informe)\n\n",
      "![foto](https://example.com/pixel.png)",
    ],
  });
  await seed(page, { matches, aiSettings: aiSettings(ai.baseUrl) });
  await page.goto("/insights");
  await generateButton(page).click();
  const r = results(page);
  await expect(r).toContainText('<img src=x onerror="window.__pwned=1">');
  await expect(r).toContainText("<script>window.__pwned=2</script>");
  await expect(r.locator("img, script")).toHaveCount(0);
  await expect(r.getByText("malo")).toBeVisible();
  await expect(r.getByRole("link", { name: "malo" })).toHaveCount(0);
  const good = r.getByRole("link", { name: "bueno" });
  await expect(good).toHaveAttribute("href", "https://example.com/informe");
  await expect(good).toHaveAttribute("target", "_blank");
  await expect(good).toHaveAttribute("rel", "noopener noreferrer");
  await r.getByText("malo").click();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(errors()).toEqual([]);
});

test("'Guardar Insights' appends the Markdown and opens the saved list", async ({ page, ai }) => {
  const answer = "## Conclusión\n\n- Con **Villa** titular: 1 victoria.";
  ai.setMode({ kind: "sse", chunks: [answer] });
  await seed(page, {
    matches,
    savedInsights: ["# Anterior\n\nTexto <b>guardado</b> antes."],
    aiSettings: aiSettings(ai.baseUrl),
  });
  await page.goto("/insights");
  await generateButton(page).click();
  await results(page).getByRole("button", { name: "Guardar Insights" }).click();

  await expect(page).toHaveURL("/saved-insights");
  expect(await readStorage(page, "savedInsights")).toEqual([
    "# Anterior\n\nTexto <b>guardado</b> antes.",
    answer,
  ]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insights +");
  const first = page.getByRole("article", { name: "Insight #1" });
  const second = page.getByRole("article", { name: "Insight #2" });
  await expect(first.getByRole("heading", { name: "Insight #1" })).toBeVisible();
  await expect(first.getByRole("heading", { name: "Anterior" })).toBeVisible();
  await expect(first).toContainText("Texto <b>guardado</b> antes.");
  await expect(second.getByRole("heading", { name: "Conclusión" })).toBeVisible();
  await expect(second.locator("strong")).toHaveText("Villa");
  await page.getByRole("link", { name: "Generar Insights" }).click();
  await expect(page).toHaveURL("/insights");
});

test("the saved list when empty: 'No hay insights guardados aún.'", async ({ page }) => {
  await seed(page, {});
  await page.goto("/saved-insights");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insights +");
  await expect(page.getByText("No hay insights guardados aún.")).toBeVisible();
  await expect(page.getByRole("button", { name: /Eliminar|Editar/ })).toHaveCount(0);
});

test("offline, the screen says the AI needs the network and makes no call", async ({
  page,
  context,
  ai,
}) => {
  await seed(page, { matches, aiSettings: aiSettings(ai.baseUrl) });
  await page.goto("/insights");
  await expect(generateButton(page)).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByText("Sin conexión: los insights necesitan internet")).toBeVisible();
  await expect(generateButton(page)).toBeDisabled();
  await expect(askButton(page)).toBeDisabled();
  await context.setOffline(false);
  await expect(generateButton(page)).toBeEnabled();
  expect(ai.requests).toHaveLength(0);
});

test("saved insights show the date and question, and are deleted only after confirming", async ({
  page,
  ai,
}) => {
  ai.setMode({ kind: "sse", chunks: ["**Villa** marcó en 1 de 2 partidos."] });
  await seed(page, {
    matches,
    savedInsights: ["# Anterior\n\nGuardado por otra versión."],
    aiSettings: aiSettings(ai.baseUrl),
  });
  await page.goto("/insights");
  await page
    .getByPlaceholder("Escribe tu pregunta personalizada aquí...")
    .fill("¿Quién marca más?");
  await askButton(page).click();
  await expect(results(page)).toContainText("Villa marcó en 1 de 2 partidos.");
  await results(page).getByRole("button", { name: "Guardar Insights" }).click();
  await expect(page).toHaveURL("/saved-insights");

  expect(await readStorage(page, "savedInsights")).toEqual([
    "# Anterior\n\nGuardado por otra versión.",
    "**Villa** marcó en 1 de 2 partidos.",
  ]);
  const meta = (await readStorage<
    ({ question?: string; savedAt: string; length: number } | null)[]
  >(page, "savedInsightsMeta"))!;
  expect(meta[0]).toBeNull();
  expect(meta[1]).toMatchObject({ question: "¿Quién marca más?", kind: "ask", length: 35 });

  const second = page.getByRole("article", { name: "Insight #2" });
  await expect(second).toContainText("Guardado el");
  await expect(second).toContainText("Pregunta: «¿Quién marca más?»");
  await expect(page.getByRole("article", { name: "Insight #1" })).not.toContainText("Guardado el");

  // Cancelling changes nothing; confirming removes the text and its meta.
  await page.getByRole("button", { name: "Eliminar Insight #1" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancelar" }).click();
  expect(await readStorage<string[]>(page, "savedInsights")).toHaveLength(2);
  await page.getByRole("button", { name: "Eliminar Insight #1" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("¿Eliminar el Insight #1?");
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article", { name: "Insight #1" })).toContainText(
    "Pregunta: «¿Quién marca más?»",
  );
  expect(await readStorage(page, "savedInsights")).toEqual(["**Villa** marcó en 1 de 2 partidos."]);
  expect(await readStorage<unknown[]>(page, "savedInsightsMeta")).toEqual([meta[1]]);
});
