import type { Page } from "@playwright/test";
import { startAiServer } from "./ai-server";
import { aiSettings, expect, matches, test, TEST_KEY } from "./insights-fixtures";
import { failOnPageError, readStorage, seed } from "./support";
import { settings } from "./pages/settings";
import { liveMatch } from "./pages/live";
import { formation, plan, players, rival } from "./live-fixtures";

const baseUrl = (page: Page) => page.getByLabel("URL base");
const apiKey = (page: Page) => page.getByLabel("Clave API");
const model = (page: Page) => page.getByLabel("Modelo");
const testButton = (page: Page) => page.getByRole("button", { name: /Probar conexión|Probando/ });

// A real 1×1 PNG, so the preview and the top bar can show it.
const PNG_1PX =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

async function fill(page: Page, values: { baseUrl: string; apiKey: string; model: string }) {
  await baseUrl(page).fill(values.baseUrl);
  await apiKey(page).fill(values.apiKey);
  await model(page).fill(values.model);
}

test("Configuración is in the top bar and starts on OpenAI with gpt-4 and no key", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  await seed(page, {});
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Configuración" }).click();
  await expect(page).toHaveURL("/settings");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Configuración");
  await expect(baseUrl(page)).toHaveValue("https://api.openai.com/v1");
  await expect(model(page)).toHaveValue("gpt-4");
  await expect(apiKey(page)).toHaveValue("");
  await expect(apiKey(page)).toHaveAttribute("type", "password");
  await expect(
    page.getByText(/se guarda solo en este navegador y se envía únicamente a la URL base/),
  ).toBeVisible();
  expect(errors()).toEqual([]);
});

test("'Guardar' writes aiSettings as {baseUrl, apiKey, model} and it survives a reload", async ({
  page,
}) => {
  await seed(page, {});
  await page.goto("/settings");
  await fill(page, {
    baseUrl: " http://localhost:11434/v1 ",
    apiKey: "sk-propia",
    model: " llama3.1 ",
  });
  await settings(page).save.click();
  await expect(page.getByRole("status")).toHaveText("Configuración guardada.");
  expect(await readStorage(page, "aiSettings")).toEqual({
    baseUrl: "http://localhost:11434/v1",
    apiKey: "sk-propia",
    // The key is bound to the address it was typed for.
    keyBaseUrl: "http://localhost:11434/v1",
    model: "llama3.1",
  });
  await page.reload();
  await expect(baseUrl(page)).toHaveValue("http://localhost:11434/v1");
  await expect(model(page)).toHaveValue("llama3.1");
  await page.getByRole("button", { name: "Mostrar" }).click();
  await expect(apiKey(page)).toHaveAttribute("type", "text");
  await expect(apiKey(page)).toHaveValue("sk-propia");
});

test("a preset fills the base URL; a non-http URL or an empty model is refused beside the field", async ({
  page,
}) => {
  await seed(page, {});
  await page.goto("/settings");
  await page.getByRole("button", { name: "Ollama (local)" }).click();
  await expect(baseUrl(page)).toHaveValue("http://localhost:11434/v1");
  await baseUrl(page).fill("ftp://ejemplo.com");
  await model(page).fill("  ");
  await settings(page).save.click();
  await expect(
    page.getByText("Debe ser una URL que empiece por http:// o https://."),
  ).toBeVisible();
  await expect(page.getByText("Indica el modelo.")).toBeVisible();
  expect(await readStorage(page, "aiSettings")).toBeNull();
});

test("'Probar conexión' sends one short request with the form's values and says it worked", async ({
  page,
  ai,
}) => {
  ai.setMode({ kind: "json", text: "OK", delayMs: 400 });
  await seed(page, {});
  await page.goto("/settings");
  await fill(page, aiSettings(ai.baseUrl));
  await testButton(page).click();
  await expect(testButton(page)).toHaveText("Probando...");
  await expect(testButton(page)).toBeDisabled();
  await expect(page.getByRole("status")).toContainText("Conexión correcta");
  await expect(page.getByRole("status")).toContainText("modelo-e2e");
  await expect(testButton(page)).toBeEnabled();
  expect(ai.requests).toHaveLength(1);
  const { body, authorization } = ai.requests[0]!;
  expect(body.model).toBe("modelo-e2e");
  expect(body.messages).toHaveLength(1);
  expect(authorization).toBe(`Bearer ${TEST_KEY}`);
  // Testing does not save.
  expect(await readStorage(page, "aiSettings")).toBeNull();
});

test("'Probar conexión' says plainly why not: bad key, unknown model, server error", async ({
  page,
  ai,
}) => {
  await seed(page, {});
  await page.goto("/settings");
  await fill(page, aiSettings(ai.baseUrl));
  const alert = page.getByRole("alert");

  ai.setMode({ kind: "error", status: 401, message: `Incorrect API key provided: ${TEST_KEY}` });
  await testButton(page).click();
  await expect(alert).toContainText("La clave API es incorrecta");
  await expect(alert).not.toContainText(TEST_KEY);

  ai.setMode({ kind: "error", status: 404, message: "The model `modelo-e2e` does not exist" });
  await testButton(page).click();
  await expect(alert).toContainText("El modelo «modelo-e2e» no existe en este servicio");

  ai.setMode({ kind: "error", status: 503, message: "overloaded" });
  await testButton(page).click();
  await expect(alert).toContainText("error interno (código 503)");
  expect(ai.requests).toHaveLength(3);
});

test("an unreachable host or a CORS refusal is reported as such", async ({ page, ai }) => {
  const closed = await startAiServer();
  const deadUrl = closed.baseUrl;
  await closed.close();

  await seed(page, {});
  await page.goto("/settings");
  await fill(page, aiSettings(deadUrl));
  await testButton(page).click();
  await expect(page.getByRole("alert")).toContainText("No se pudo conectar con 127.0.0.1");
  await expect(page.getByRole("alert")).toContainText("CORS");

  ai.setMode({ kind: "no-cors", text: "OK" });
  await baseUrl(page).fill(ai.baseUrl);
  await testButton(page).click();
  await expect(page.getByRole("alert")).toContainText(
    `No se pudo conectar con ${new URL(ai.baseUrl).host}`,
  );
});

test("without a key a remote service is not even called; a local one is", async ({ page, ai }) => {
  await seed(page, {});
  await page.goto("/settings");
  await testButton(page).click();
  await expect(page.getByRole("alert")).toContainText("Falta la clave API");

  ai.setMode({ kind: "json", text: "OK" });
  await fill(page, aiSettings(ai.baseUrl, { apiKey: "" }));
  await testButton(page).click();
  await expect(page.getByRole("status")).toContainText("Conexión correcta");
  expect(ai.requests).toHaveLength(1);
  expect(ai.requests[0]!.authorization).toBeUndefined();
});

test("the team's name and crest show in the top bar, the match score, the dashboard heading and the tab; the general stats keep 'Mi Equipo'", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  await seed(page, { matches });
  await page.goto("/settings");
  await expect(settings(page).teamName).toHaveText("Mi Equipo");
  await page.getByLabel("Nombre del equipo").fill("  CD   Ejemplo ");
  await page.getByLabel("Subir imagen del escudo").setInputFiles({
    name: "escudo.png",
    mimeType: "image/png",
    buffer: Buffer.from(PNG_1PX, "base64"),
  });
  await expect(page.getByAltText("Vista previa del escudo")).toHaveAttribute(
    "src",
    /^data:image\/png;base64,/,
  );
  await page.getByLabel("Primer mes de la temporada").selectOption("9");
  await settings(page).saveTeam.click();
  await expect(page.getByRole("status")).toHaveText("Datos del equipo guardados.");
  const stored = await readStorage<{ name: string; crest: string; seasonStartMonth: number }>(
    page,
    "teamSettings",
  );
  expect(stored).toMatchObject({ name: "CD Ejemplo", seasonStartMonth: 9 });
  expect(stored!.crest).toMatch(/^data:image\/png;base64,/);

  await expect(settings(page).teamName).toHaveText("CD Ejemplo");
  await expect(settings(page).teamName.locator("img")).toHaveAttribute("src", stored!.crest);
  await page.reload();
  await expect(settings(page).teamName).toHaveText("CD Ejemplo");
  await page.goto("/match-details/m1");
  await expect(page.getByTestId("score-teams")).toHaveText(/CD Ejemplo\s*-\s*Atlético Norte/);
  await expect(page).toHaveTitle("Atlético Norte · CD Ejemplo");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CD Ejemplo");
  await expect(page).toHaveTitle("CD Ejemplo · Banquillo");
  await expect(page.getByRole("region", { name: "Estadísticas generales" })).toContainText(
    "Mi Equipo",
  );
  await page.goto("/players");
  await expect(page).toHaveTitle("Jugadores · CD Ejemplo");
  expect(errors()).toEqual([]);
});

test("the live scoreboard shows the team's name from 'Configuración', not 'Mi Equipo'", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  await seed(page, {
    players,
    formations: [formation],
    rivals: [rival],
    matchPlans: [plan],
    teamSettings: { name: "CD Ejemplo", seasonStartMonth: 8 },
  });
  await page.goto("/live?plan=plan-1");
  await liveMatch(page).go.click();
  const board = page.getByRole("region", { name: "Marcador" });
  await expect(board).toContainText("CD Ejemplo");
  await expect(board).not.toContainText("Mi Equipo");
  await expect(liveMatch(page).score).toHaveAttribute("aria-label", "CD Ejemplo 0, Lobos 0");
  expect(await readStorage(page, "liveMatch")).toMatchObject({ setup: { rival: { id: "r1" } } });
  expect(errors()).toEqual([]);
});

test("a crest too big to keep is refused beside the field and nothing is saved", async ({
  page,
}) => {
  await seed(page, {});
  await page.goto("/settings");
  await page
    .getByLabel("Subir imagen del escudo")
    .setInputFiles({ name: "grande.png", mimeType: "image/png", buffer: Buffer.alloc(300 * 1024) });
  await expect(page.getByText("La imagen pesa 300 KB: el máximo es 100 KB.")).toBeVisible();
  await page.getByLabel(/Escudo \(dirección/).fill("javascript:alert(1)");
  await settings(page).saveTeam.click();
  await expect(
    page.getByText("El escudo debe ser una URL que empiece por http:// o https://."),
  ).toBeVisible();
  expect(await readStorage(page, "teamSettings")).toBeNull();
});
