// 'Datos': backup round trip, refused files, original-product import, CSV, demo team, rebuild.
import { expect, test } from "@playwright/test";
import type { Download, Page } from "@playwright/test";
import { failOnPageError, rawStorage, readStorage, seed } from "./support";
import { dataSeed, LIST_KEYS, originalProductFile } from "./data-fixtures";
import { parseCsv } from "../src/testing/csv-reader";

async function snapshot(page: Page) {
  const out: Record<string, string | null> = {};
  for (const key of [...LIST_KEYS, "aiSettings"]) out[key] = await rawStorage(page, key);
  return out;
}

async function download(page: Page, action: () => Promise<void>): Promise<[Download, Buffer]> {
  const [file] = await Promise.all([page.waitForEvent("download"), action()]);
  const path = await file.path();
  const fs = await import("node:fs/promises");
  return [file, await fs.readFile(path)];
}

async function importFile(page: Page, name: string, content: string) {
  await page
    .getByLabel("Archivo de copia de seguridad")
    .setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(content, "utf8") });
}

async function clearAll(page: Page) {
  await page.getByRole("button", { name: "Borrar todos los datos" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Esto no se puede deshacer");
  await expect(dialog.getByRole("button", { name: "Exportar copia de seguridad" })).toBeVisible();
  await dialog.getByRole("button", { name: "Borrar todo" }).click();
  await expect(page.getByText("Se han borrado todos los datos.")).toBeVisible();
}

test("export then import gives back every list byte for byte, without the API key", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  await seed(page, dataSeed);
  await page.goto("/data");
  // Once the page shows, the stored data has been read (and upgraded to the schema version).
  await expect(page.getByRole("heading", { level: 1, name: "Datos" })).toBeVisible();
  const before = await snapshot(page);

  const [file, bytes] = await download(page, () =>
    page.getByRole("button", { name: "Exportar copia de seguridad" }).click(),
  );
  expect(file.suggestedFilename()).toMatch(/^banquillo-copia-\d{4}-\d{2}-\d{2}\.json$/);
  const text = bytes.toString("utf8");
  expect(text).not.toContain("sk-e2e-secreto");
  const envelope = JSON.parse(text);
  expect(envelope).toMatchObject({
    format: "banquillo-backup",
    version: 1,
    appVersion: expect.any(String),
    aiSettings: { baseUrl: "https://api.openai.com/v1", model: "gpt-4" },
  });
  expect(new Date(envelope.exportedAt).getTime()).not.toBeNaN();
  // The spec's six lists and ours (the calendar and the players' absences).
  expect(Object.keys(envelope.data).sort()).toEqual(
    [...LIST_KEYS, "fixtures", "availability"].sort(),
  );

  // Lose everything, then restore the file.
  await clearAll(page);
  for (const key of LIST_KEYS) expect(await rawStorage(page, key)).toBe("[]");

  await importFile(page, file.suggestedFilename(), text);
  const preview = page.getByRole("region", { name: "Contenido de la copia" });
  await expect(preview).toContainText("Exportada el");
  await expect(preview.getByRole("row", { name: /Jugadores 6 0/ })).toBeVisible();
  await expect(preview.getByRole("row", { name: /Partidos 2 0/ })).toBeVisible();
  await expect(preview.getByRole("row", { name: /Insights guardados 1 0/ })).toBeVisible();
  await preview.getByRole("button", { name: "Reemplazar los datos actuales" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reemplazar datos" }).click();
  await expect(page.getByText(/Copia restaurada: 6 jugadores, 2 partidos/)).toBeVisible();

  const after = await snapshot(page);
  for (const key of LIST_KEYS) expect(after[key], key).toBe(before[key]);
  // The API key on this browser is kept.
  expect(await readStorage(page, "aiSettings")).toMatchObject({ apiKey: "sk-e2e-secreto" });
  await page.goto("/players");
  await expect(page.getByText("Íñigo Martínez")).toBeVisible();
  expect(errors()).toEqual([]);
});

test("a restore asks first, says what will be lost, and cancelling changes nothing", async ({
  page,
}) => {
  await seed(page, dataSeed);
  await page.goto("/data");
  // Once the page shows, the stored data has been read (and upgraded to the schema version).
  await expect(page.getByRole("heading", { level: 1, name: "Datos" })).toBeVisible();
  const before = await snapshot(page);
  await importFile(page, "original.json", JSON.stringify(originalProductFile));
  await page.getByRole("button", { name: "Reemplazar los datos actuales" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    "6 jugadores, 2 partidos, 1 formación, 2 rivales, 1 planificación y 1 insight guardado",
  );
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  expect(await snapshot(page)).toEqual(before);
});

test("a damaged file, another app's file and a newer backup are refused, nothing changes", async ({
  page,
}) => {
  await seed(page, dataSeed);
  await page.goto("/data");
  // Once the page shows, the stored data has been read (and upgraded to the schema version).
  await expect(page.getByRole("heading", { level: 1, name: "Datos" })).toBeVisible();
  const before = await snapshot(page);

  await importFile(page, "roto.json", '{"format":"banquillo-backup","version":1,"data":{"pla');
  await expect(page.getByRole("alert")).toContainText("El archivo está dañado");
  await expect(page.getByRole("alert")).toContainText("No se ha cambiado nada.");

  await importFile(page, "tareas.json", JSON.stringify({ todos: [{ title: "Comprar pan" }] }));
  await expect(page.getByRole("alert")).toContainText(
    "Este archivo no es una copia de seguridad de Banquillo.",
  );

  const newer = { format: "banquillo-backup", version: 99, data: {} };
  await importFile(page, "futuro.json", JSON.stringify(newer));
  await expect(page.getByRole("alert")).toContainText(
    "Esta copia es de una versión más reciente de Banquillo",
  );

  // Valid JSON, our envelope, but a player without a name: the schemas refuse it.
  const bad = { format: "banquillo-backup", version: 1, data: { players: [{ id: "x" }] } };
  await importFile(page, "incompleta.json", JSON.stringify(bad));
  await expect(page.getByRole("alert")).toContainText(
    "La copia está dañada: 1 elemento de «Jugadores» no es válido",
  );

  await expect(page.getByRole("button", { name: "Reemplazar los datos actuales" })).toHaveCount(0);
  expect(await snapshot(page)).toEqual(before);
});

test("data written by the original product imports", async ({ page }) => {
  await page.goto("/data");
  await importFile(page, "localStorage.json", JSON.stringify(originalProductFile));
  const preview = page.getByRole("region", { name: "Contenido de la copia" });
  await expect(preview).toContainText("Datos del producto original");
  await preview.getByRole("button", { name: "Reemplazar los datos actuales" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reemplazar datos" }).click();
  await expect(page.getByText("Copia restaurada: 1 jugador, 1 formación y 1 rival.")).toBeVisible();
  // Restored as stored, upgraded to the current schema: the rival gets its stable id, and the
  // player's 9 goals, which no stored match explains, are kept as his opening balance.
  const players = await readStorage<{ stats: unknown; openingStats: unknown }[]>(page, "players");
  expect(players).toEqual(
    originalProductFile.players.map((p) => ({ ...p, openingStats: expect.anything() })),
  );
  expect(players![0]!.openingStats).toMatchObject({ goals: 9, matches: 0, minutesPlayed: 0 });
  expect(await readStorage(page, "rivals")).toEqual(
    originalProductFile.rivals.map((r) => ({ ...r, id: expect.any(String) })),
  );
  expect(await readStorage(page, "banquilloSchema")).toEqual({ version: 3 });
  await page.goto("/rivals");
  await expect(page.getByText("Real Oviedo")).toBeVisible();
});

test("CSV exports open with the right columns and accents", async ({ page }) => {
  await seed(page, dataSeed);
  await page.goto("/data");

  const [pf, pbytes] = await download(page, () =>
    page.getByRole("button", { name: "Exportar jugadores (CSV)" }).click(),
  );
  expect(pf.suggestedFilename()).toMatch(/^banquillo-jugadores-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...pbytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const players = parseCsv(pbytes.toString("utf8").slice(1));
  expect(players[0]).toEqual([
    "Nombre",
    "Posición",
    "Dorsal",
    "Altura (cm)",
    "Peso (kg)",
    "Fecha de nacimiento",
    "Pie",
    "Partidos",
    "Minutos",
    "Goles",
    "Asistencias",
    "Tarjetas amarillas",
    "Tarjetas rojas",
  ]);
  expect(players).toHaveLength(7);
  expect(players[1]).toEqual(
    ["Íñigo Martínez", "Defensa", "4", "180", "75", "14/05/1998", "Derecho"].concat([
      "3",
      "270",
      "2",
      "1",
      "1",
      "0",
    ]),
  );
  expect(players[2]![0]).toBe('Juan "Juanito"; Pérez');

  const [, mbytes] = await download(page, () =>
    page.getByRole("button", { name: "Exportar partidos (CSV)" }).click(),
  );
  const matches = parseCsv(mbytes.toString("utf8").replace(/^\uFEFF/, ""));
  expect(matches[0]).toEqual([
    "Fecha",
    "Rival",
    "Condición",
    "Goles a favor",
    "Goles en contra",
    "Resultado",
    "Formación",
    "Tiros a favor",
    "Tiros en contra",
    "Goleadores",
    "Asistencias",
    "Tarjetas",
    "Cambios",
  ]);
  expect(matches[1]![0]).toBe("14/04/2024");
  expect(matches[2]).toEqual([
    "10/03/2024",
    "Atlético Ñandú",
    "Local",
    "2",
    "1",
    "2-1",
    "Clásica",
    "11",
    "4",
    `Juan "Juanito"; Pérez (12') | Íñigo Martínez (77')`,
    "Íñigo Martínez",
    "Íñigo Martínez (amarilla)",
    `80': entra Carles Puyol, sale Juan "Juanito"; Pérez`,
  ]);
});

test("the demo team loads into an empty app, is marked, and is removed in one step", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  await page.goto("/data");
  await page.getByRole("button", { name: "Cargar equipo de ejemplo" }).click();
  await expect(page.getByText("Estás viendo el equipo de ejemplo")).toBeVisible();
  expect((await readStorage<unknown[]>(page, "players"))!.length).toBe(22);
  expect((await readStorage<unknown[]>(page, "matches"))!.length).toBe(30);
  expect((await readStorage<unknown[]>(page, "matchPlans"))!.length).toBe(1);
  await page.getByRole("link", { name: "Jugadores" }).click();
  await expect(page.getByText("Iker Salvatierra")).toBeVisible();
  await expect(page.getByText("Estás viendo el equipo de ejemplo")).toBeVisible();

  await page.getByRole("link", { name: "Datos" }).first().click();
  await clearAll(page);
  for (const key of LIST_KEYS) expect(await rawStorage(page, key)).toBe("[]");
  await expect(page.getByText("Estás viendo el equipo de ejemplo")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cargar equipo de ejemplo" })).toBeEnabled();
  expect(errors()).toEqual([]);
});

test("the demo team is refused when the app already has data", async ({ page }) => {
  await seed(page, dataSeed);
  await page.goto("/data");
  await expect(page.getByRole("button", { name: "Cargar equipo de ejemplo" })).toBeDisabled();
});

type StoredMatch = {
  id: string;
  score: { home: number; away: number };
  scorers: unknown[];
  formationPlayers: Record<string, string>;
  subs: unknown[];
};

test("the figures check finds what another app changed, and fixing it follows the match record", async ({
  page,
}) => {
  await page.goto("/data");
  await page.getByRole("button", { name: "Cargar equipo de ejemplo" }).click();
  await expect(page.getByText("Estás viendo el equipo de ejemplo")).toBeVisible();

  // Totals agree with the matches: nothing to rebuild.
  await page.getByRole("button", { name: "Recalcular estadísticas" }).click();
  await expect(
    page.getByText(/Las estadísticas ya coinciden con los partidos guardados/),
  ).toBeVisible();

  // Delete the newest match from the matches screen keeping its figures (spec 4): they move into
  // the opening balances, so the check still finds nothing.
  await page.goto("/matchs");
  await page
    .getByRole("button", { name: /^Eliminar partido/ })
    .first()
    .click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: "Eliminar y conservar estadísticas" })
    .click();
  await expect.poll(async () => (await readStorage<unknown[]>(page, "matches"))!.length).toBe(29);
  await page.goto("/data");
  await page.getByRole("button", { name: "Recalcular estadísticas" }).click();
  await expect(
    page.getByText(/Las estadísticas ya coinciden con los partidos guardados/),
  ).toBeVisible();

  // Another app (the original product) removes a match and clears the balances behind our back.
  await page.evaluate(() => {
    const ms = JSON.parse(localStorage.getItem("matches")!) as unknown[];
    localStorage.setItem("matches", JSON.stringify(ms.slice(1)));
    for (const key of ["players", "formations", "rivals"]) {
      const list = JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>[];
      for (const x of list) {
        delete x.openingStats;
        delete x.openingTotals;
      }
      localStorage.setItem(key, JSON.stringify(list));
    }
  });
  await page.reload();
  const playersBefore = await rawStorage(page, "players");
  await page.getByRole("button", { name: "Recalcular estadísticas" }).click();
  const changes = page.getByRole("region", { name: "Diferencias en las estadísticas" });
  await expect(changes).toContainText("No coinciden");
  await expect(changes.getByRole("columnheader", { name: "Guardado" })).toBeVisible();
  await expect(changes.getByRole("columnheader", { name: "Esperado" })).toBeVisible();
  // Nothing is written before the confirmation.
  expect(await rawStorage(page, "players")).toBe(playersBefore);
  await changes.getByRole("button", { name: "Corregir con los partidos" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Corregir" }).click();
  await expect(page.getByText("Estadísticas corregidas")).toBeVisible();

  const matches = (await readStorage<StoredMatch[]>(page, "matches"))!;
  type P = { stats: { goals: number; matches: number } };
  type F = { gamesPlayed: number; goalsFor: number; goalsAgainst: number };
  type R = { matchesPlayed: number; matches: { id: string }[] };
  const players = (await readStorage<P[]>(page, "players"))!;
  const formations = (await readStorage<F[]>(page, "formations"))!;
  const rivals = (await readStorage<R[]>(page, "rivals"))!;
  const sum = <T>(xs: T[], f: (x: T) => number) => xs.reduce((s, x) => s + f(x), 0);

  expect(sum(players, (p) => p.stats.goals)).toBe(sum(matches, (m) => m.scorers.length));
  expect(sum(players, (p) => p.stats.matches)).toBe(
    sum(matches, (m) => Object.keys(m.formationPlayers).length + m.subs.length),
  );
  expect(sum(formations, (f) => f.gamesPlayed)).toBe(28);
  expect(sum(formations, (f) => f.goalsFor)).toBe(sum(matches, (m) => m.score.home));
  expect(sum(formations, (f) => f.goalsAgainst)).toBe(sum(matches, (m) => m.score.away));
  expect(sum(rivals, (r) => r.matchesPlayed)).toBe(28);

  await page.getByRole("button", { name: "Recalcular estadísticas" }).click();
  await expect(
    page.getByText(/Las estadísticas ya coinciden con los partidos guardados/),
  ).toBeVisible();
});

test("storage health shows the share used and asks for persistence", async ({ page }) => {
  await seed(page, dataSeed);
  await page.goto("/data");
  await expect(page.getByRole("meter", { name: "Espacio usado" })).toHaveAttribute(
    "aria-valuenow",
    "0",
  );
  await expect(page.getByText(/Usados .* de unos 5,0 MB disponibles \(0 %\)/)).toBeVisible();
  await expect(page.getByText("El almacenamiento está casi lleno")).toHaveCount(0);

  // Fill the site's storage past 80 % of the budget: the warning appears.
  await page.evaluate(() => localStorage.setItem("relleno", "x".repeat(4_400_000)));
  await page.reload();
  await expect(page.getByText(/El almacenamiento está casi lleno \(8\d %\)/)).toBeVisible();
  await page.evaluate(() => localStorage.removeItem("relleno"));

  const status = page.getByTestId("persistence");
  await expect(status).not.toContainText("Comprobando");
  const ask = page.getByRole("button", { name: "Pedir almacenamiento persistente" });
  if (await ask.isVisible()) {
    await ask.click();
    await expect(
      page.getByText(/El navegador (aceptó conservar los datos|no lo concedió por ahora)/),
    ).toBeVisible();
  } else {
    await expect(status).toContainText("Persistente");
  }
});
