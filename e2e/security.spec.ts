// Attacks and abuse, in a real browser against the built app: the Content-Security-Policy holds
// on every route, a stalled or enormous AI answer never hangs the screen, and hostile Markdown
// never takes a page down.
import type { Page } from "@playwright/test";
import { defaultFormation, rival, squad } from "./fixtures";
import { aiSettings, expect, matches, test } from "./insights-fixtures";
import type { Seed } from "./support";
import { failOnPageError, readStorage, seed } from "./support";

/** Records every CSP violation the page reports, from before the app's first script runs. */
async function recordCspViolations(page: Page) {
  const consoleLines: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) consoleLines.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return async () => [
    ...consoleLines,
    ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
  ];
}

// A 1×1 PNG: the crest, to prove data: images pass the policy.
const CREST =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

const plan = {
  id: "plan-1",
  rival: "Atlético Norte",
  formation: "Clásica",
  lineup: Object.fromEntries(squad.slice(0, 11).map((p, i) => [`Posición ${i + 1}`, p.name])),
};

const routes = [
  "/",
  "/players",
  "/add-player",
  "/player/p1",
  "/formations",
  "/add-formation",
  "/formation-details/0",
  "/rivals",
  "/add-rival",
  "/rival-details/0",
  "/matchs",
  "/add-match",
  "/match-details/m1",
  "/match-planning",
  "/match-plans",
  "/match-plan-details/plan-1",
  "/insights",
  "/saved-insights",
  "/settings",
  "/data",
  "/calendar",
  "/calendar/nuevo",
  "/analytics",
  "/conflictos",
];

const fullSeed = (baseUrl: string) =>
  ({
    players: squad,
    matches,
    formations: [defaultFormation],
    rivals: [rival("Atlético Norte", { notes: ["Presiona alto"] }), rival("Deportivo Sur")],
    matchPlans: [plan],
    savedInsights: ["## Guardado\n\n- Con **Villa**: 1 victoria."],
    aiSettings: aiSettings(baseUrl),
    teamSettings: { name: "CD Ejemplo", crest: CREST, seasonStartMonth: 8 },
  }) as Seed;

test("the built app carries the CSP meta tag with the agreed policy", async ({ page }) => {
  await seed(page, {});
  await page.goto("/");
  const csp = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute("content");
  expect(csp).toBeTruthy();
  const directives = Object.fromEntries(
    csp!.split(";").map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
  expect(directives["script-src"]).toEqual(["'self'"]);
  expect(directives["object-src"]).toEqual(["'none'"]);
  expect(directives["img-src"]).toEqual(["'self'", "https:", "data:"]);
  expect(directives["connect-src"]).toEqual(
    expect.arrayContaining(["'self'", "https:", "http://localhost:*", "http://127.0.0.1:*"]),
  );
  // The policy is in force: an inline script is refused, and says so.
  const violations = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener("securitypolicyviolation", (e) => resolve(e.violatedDirective), {
          once: true,
        });
        const s = document.createElement("script");
        s.textContent = "window.__inline = 1";
        document.body.append(s);
      }),
  );
  expect(violations).toMatch(/^script-src/);
  expect(await page.evaluate(() => (window as { __inline?: number }).__inline)).toBeUndefined();
});

test("no route reports a CSP violation: dialogs, toasts, crest and an AI call included", async ({
  page,
  ai,
}) => {
  test.setTimeout(90_000);
  const errors = failOnPageError(page);
  const violations = await recordCspViolations(page);
  ai.setMode({ kind: "sse", chunks: ["## Bajo la política\n\n", "- Todo en orden."] });
  await seed(page, fullSeed(ai.baseUrl));
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  // The crest (a data: image) shows in the top bar.
  await expect(page.getByTestId("team-name").locator("img")).toHaveAttribute("src", CREST);

  // A dialog (scroll lock inserts a <style>), then the undo toast (sonner inserts its styles).
  await page.goto("/players");
  await page
    .getByRole("button", { name: /Eliminar/ })
    .first()
    .click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: /Cancelar|No/ })
    .click();
  await page.goto("/rivals");
  await page.getByRole("button", { name: "Eliminar rival Deportivo Sur" }).click();
  await expect(page.getByRole("button", { name: "Deshacer" })).toBeVisible();

  // The AI service on this machine is reachable under connect-src.
  await page.goto("/insights");
  await page.getByRole("button", { name: "Generar Insights" }).click();
  await expect(
    page.getByRole("region", { name: "Resultados" }).getByRole("heading", {
      name: "Bajo la política",
    }),
  ).toBeVisible();

  expect(await violations()).toEqual([]);
  expect(errors()).toEqual([]);
});

const results = (page: Page) => page.getByRole("region", { name: "Resultados" });
const generateButton = (page: Page) =>
  page.getByRole("button", { name: /Generar Insights|Generando Insights/ });

test("a stream that sends its headers and then nothing ends in the Spanish error after 30 s", async ({
  page,
  ai,
}) => {
  await page.clock.install();
  ai.setMode({ kind: "stall" });
  await seed(page, { matches, aiSettings: aiSettings(ai.baseUrl) });
  await page.goto("/insights");
  await generateButton(page).click();
  await expect(generateButton(page)).toHaveText("Generando Insights...");
  await expect.poll(() => ai.requests.length).toBe(1);

  const alert = page.getByRole("alert");
  // 29 s of silence: still waiting.
  await page.clock.fastForward(29_000);
  await expect(generateButton(page)).toHaveText("Generando Insights...");
  await expect(alert).toHaveCount(0);
  // Past the quiet interval: given up, with the spec's message and why.
  await expect(async () => {
    await page.clock.fastForward(2_000);
    await expect(alert).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(alert).toContainText(
    "Ocurrió un error al generar los insights. Por favor, intenta nuevamente.",
  );
  await expect(alert).toContainText("dejó de enviar la respuesta");
  await expect(generateButton(page)).toHaveText("Generar Insights");
  await expect(generateButton(page)).toBeEnabled();
  await expect(results(page)).toContainText("No hay resultados aún.");
});

test("a 5 MB answer is cut at 100,000 characters with a note, and the page stays usable", async ({
  page,
  ai,
}) => {
  test.setTimeout(60_000);
  const errors = failOnPageError(page);
  // 5 MB at ~400 KB/s: the app has its 100,000 characters within a second and must stop there.
  ai.setMode({ kind: "huge", totalChars: 5_000_000, chunkChars: 4_000, delayMs: 10 });
  await seed(page, { matches, aiSettings: aiSettings(ai.baseUrl) });
  await page.goto("/insights");
  await generateButton(page).click();
  await expect(generateButton(page)).toHaveText("Generar Insights", { timeout: 20_000 });
  await expect(results(page).getByRole("status")).toContainText(
    "La respuesta era demasiado larga: se muestran y se guardan solo sus primeros 100.000 caracteres.",
  );
  // The browser stopped reading: the server never got to send the whole 5 MB.
  await expect.poll(() => ai.lastStreamAbandoned(), { timeout: 10_000 }).toBe(true);
  expect(ai.lastStreamChars()).toBeLessThan(5_000_000);
  // Shown plainly (formatting it would block the page), with formatting on request.
  await expect(results(page)).toContainText("Línea 1:");
  await expect(results(page).getByTestId("markdown-plain")).toBeVisible();
  await expect(results(page).getByRole("button", { name: "Mostrar con formato" })).toBeVisible();

  // Still responsive: typing a question works at once, and the answer can be saved.
  const box = page.getByPlaceholder("Escribe tu pregunta personalizada aquí...");
  await box.fill("¿Sigue respondiendo?");
  await expect(box).toHaveValue("¿Sigue respondiendo?");
  await results(page).getByRole("button", { name: "Guardar Insights" }).click();
  await expect(page).toHaveURL("/saved-insights");
  const saved = (await readStorage<string[]>(page, "savedInsights"))!;
  expect(saved).toHaveLength(1);
  expect(saved[0]!.length).toBe(100_000);
  expect(errors()).toEqual([]);
});

test("while a large answer streams in, 'Cancelar' answers at once and keeps what arrived", async ({
  page,
  ai,
}) => {
  const errors = failOnPageError(page);
  test.setTimeout(60_000);
  // At ~10 KB/s the 100,000-character cap is 10 s away: only Cancelar ends it sooner.
  ai.setMode({ kind: "huge", totalChars: 5_000_000, chunkChars: 200, delayMs: 20 });
  await seed(page, { matches, aiSettings: aiSettings(ai.baseUrl) });
  await page.goto("/insights");
  await generateButton(page).click();
  // Long enough to be shown as plain text while it streams.
  await expect(results(page).getByTestId("streaming-plain")).toBeVisible();
  await expect(results(page)).toContainText("Línea 240:");
  await results(page).getByRole("button", { name: "Cancelar" }).click();
  await expect(generateButton(page)).toHaveText("Generar Insights", { timeout: 3_000 });
  await expect(results(page)).toContainText("Respuesta cancelada");
  await expect(results(page)).toContainText("Línea 1:");
  await expect.poll(() => ai.lastStreamAbandoned(), { timeout: 5_000 }).toBe(true);
  expect(errors()).toEqual([]);
});

test("a saved insight nested thousands deep shows as text; the rest of the list is fine", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  // Within the storage quota: 5,000 lists opened on one line, and 600 by indentation.
  const deepLists =
    "- ".repeat(5000) +
    "uno\n" +
    Array.from({ length: 600 }, (_, i) => `${"  ".repeat(i)}- nivel ${i}`).join("\n");
  await seed(page, {
    savedInsights: [
      "## Primero\n\n- Con **Villa**: 1 victoria.",
      "> ".repeat(20_000) + "fondo de la cita",
      deepLists,
      "## Último\n\nTodo **bien**.",
    ],
  });
  await page.goto("/saved-insights");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insights +");
  const item = (n: number) => page.getByRole("article", { name: `Insight #${n}` });
  await expect(item(1).getByRole("heading", { name: "Primero" })).toBeVisible();
  // The ones below are laid out as the coach scrolls down to them.
  await item(2).scrollIntoViewIfNeeded();
  await expect(item(2).getByTestId("markdown-plain")).toContainText("fondo de la cita");
  await expect(item(2).locator("blockquote")).toHaveCount(0);
  await item(3).scrollIntoViewIfNeeded();
  await expect(item(3).getByTestId("markdown-plain")).toContainText("nivel 599");
  await item(4).scrollIntoViewIfNeeded();
  await expect(item(4).getByRole("heading", { name: "Último" })).toBeVisible();
  await expect(item(4).locator("strong")).toHaveText("bien");
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  expect(errors()).toEqual([]);
});

test("an AI answer nested thousands deep shows as text instead of crashing the screen", async ({
  page,
  ai,
}) => {
  const errors = failOnPageError(page);
  ai.setMode({ kind: "sse", chunks: ["- ".repeat(5000), "hondo"] });
  await seed(page, { matches, aiSettings: aiSettings(ai.baseUrl) });
  await page.goto("/insights");
  await generateButton(page).click();
  await expect(results(page).getByTestId("markdown-plain")).toContainText("hondo");
  await expect(generateButton(page)).toBeEnabled();
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  expect(errors()).toEqual([]);
});
