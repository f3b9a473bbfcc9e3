import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { rival } from "./fixtures";
import {
  clasica,
  ofensiva,
  planningMatches,
  planningSeed,
  planningSquad,
  starterNames,
} from "./planning-fixtures";
import { failOnPageError, readStorage, seed } from "./support";
import { planning } from "./pages/planning";

const INCOMPLETE = "Completa todos los campos antes de guardar la planificación.";

const starters = (page: Page) => page.getByRole("region", { name: "3. Titulares" });
const slotSelect = (page: Page, n: number) =>
  page.getByTestId(`starter-${n}`).getByRole("combobox").first();

/** The player pickers are comboboxes: type the name, take the first match with Enter. */
async function choose(combo: ReturnType<Page["getByRole"]>, name: string) {
  await combo.fill(name);
  await combo.press("Enter");
  await expect(combo).toHaveValue(new RegExp(`${name}$`));
}

async function pickStarters(page: Page, names: readonly string[]) {
  for (const [i, name] of names.entries()) await choose(slotSelect(page, i + 1), name);
}

async function open(page: Page, data: Parameters<typeof seed>[1] = planningSeed) {
  await seed(page, data);
  await page.goto("/match-planning");
}

test("from an empty page to a saved plan: rival, notes, formation, 11 starters, save", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  await open(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Planificación del Partido");
  await expect(page.getByText("Selecciona una formación para ver recomendaciones.")).toBeVisible();
  await expect(
    page.getByText("Completa la selección de los 11 titulares para ver sugerencias de cambios."),
  ).toBeVisible();

  // 1. Rival: notes appear; adding one is only possible with a rival and ignores blanks.
  const note = page.getByRole("textbox", { name: "Nueva nota" });
  await expect(note).toBeDisabled();
  await planning(page).rival.selectOption("Portugal");
  const notes = page.getByRole("region", { name: "Notas del rival" });
  await expect(notes.getByRole("listitem")).toHaveText([
    "Presionan alto en la salida",
    "Cristiano cae a la izquierda",
  ]);
  await note.fill("   ");
  await planning(page).addNote.click();
  await expect(notes.getByRole("listitem")).toHaveCount(2);
  await note.fill("Su lateral derecho sube mucho");
  await planning(page).addNote.click();
  await expect(notes.getByRole("listitem").last()).toHaveText("Su lateral derecho sube mucho");
  await expect(note).toHaveValue("");
  const rivals = await readStorage<{ name: string; notes: string[] }[]>(page, "rivals");
  expect(rivals!.find((r) => r.name === "Portugal")!.notes).toEqual([
    "Presionan alto en la salida",
    "Cristiano cae a la izquierda",
    "Su lateral derecho sube mucho",
  ]);
  expect(rivals!.find((r) => r.name === "Holanda")!.notes).toEqual([]);

  // 2. Formation: its figures and the empty pitch.
  await planning(page).formation.selectOption({ label: "Clásica (1-4-4-2)" });
  await expect(page.getByText("Selecciona una formación para ver recomendaciones.")).toHaveCount(0);
  const figures = planning(page).formationStats;
  await expect(figures.getByTestId("formation-games")).toHaveText("3");
  await expect(figures).toContainText("2 victorias");
  await expect(figures).toContainText("1 empate");
  await expect(figures.getByRole("group", { name: "Goles" })).toContainText("4");
  await expect(figures.getByRole("meter", { name: "A favor" }).first()).toHaveAttribute(
    "aria-valuenow",
    "4",
  );
  await expect(figures.getByRole("group", { name: "Tiros" }).getByRole("meter")).toHaveCount(2);
  const pitch = planning(page).board;
  await expect(pitch.getByRole("button")).toHaveCount(11);
  await expect(planning(page).startersCount).toHaveText("0/11");

  // 3. Starters: the goalkeeper slot offers goalkeepers first; the prompt before a choice.
  await expect(starters(page)).toContainText(
    "Seleccionar jugador para ver estadisticas disponibles",
  );
  // The goalkeeper's picker lists the goalkeepers first.
  await slotSelect(page, 1).focus();
  await slotSelect(page, 1).press("ArrowDown");
  const gkOptions = page.getByTestId("starter-1").getByRole("option");
  await expect(gkOptions.nth(0)).toContainText("Iker Casillas");
  await expect(gkOptions.nth(1)).toContainText("Pepe Reina");
  await slotSelect(page, 1).press("Escape");
  await pickStarters(page, starterNames);
  await expect(planning(page).startersCount).toHaveText("11/11");
  // A player chosen elsewhere is not offered again.
  await slotSelect(page, 2).fill("Iker");
  await expect(
    page.getByTestId("starter-2").getByRole("option", { name: /Iker Casillas/ }),
  ).toHaveCount(0);
  await slotSelect(page, 2).press("Escape");
  // The pitch shows the names and shirt numbers.
  await expect(
    pitch.getByRole("button", { name: "Posición 1: Arquero — Iker Casillas (1)" }),
  ).toBeVisible();
  await expect(
    pitch.getByRole("button", { name: "Posición 11: Delantero 2 — Fernando Torres (9)" }),
  ).toBeVisible();

  // 4. Suggestions, once all 11 are chosen.
  await expect(planning(page).suggestions).toHaveCount(5);

  // 5. Save, then the list.
  await planning(page).save.click();
  await expect(page).toHaveURL("/match-plans");
  const plans = await readStorage<Record<string, unknown>[]>(page, "matchPlans");
  expect(plans).toHaveLength(1);
  const [plan] = plans!;
  // The spec's four fields, the ids of what they name beside them, and the substitution ideas
  // the coach saw (the match day's review compares with them).
  expect(Object.keys(plan!).sort()).toEqual([
    "formation",
    "formationId",
    "id",
    "lineup",
    "lineupIds",
    "rival",
    "rivalId",
    "suggestionIds",
  ]);
  expect(plan!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(plan!.rival).toBe("Portugal");
  expect(plan!.formation).toBe("Clásica");
  expect(plan!.lineup).toEqual(
    Object.fromEntries(starterNames.map((n, i) => [`Posición ${i + 1}`, n])),
  );
  await expect(page.getByRole("cell", { name: "Portugal" })).toBeVisible();
  expect(errors()).toEqual([]);
});

test("an incomplete plan shows the alert and saves nothing", async ({ page }) => {
  await open(page);
  const save = planning(page).save;

  await save.click();
  let dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(INCOMPLETE);
  await dialog.getByRole("button", { name: "Aceptar" }).click();
  await expect(dialog).toBeHidden();

  // Rival and formation but only 10 starters.
  await planning(page).rival.selectOption("Holanda");
  await planning(page).formation.selectOption({ label: "Clásica (1-4-4-2)" });
  await pickStarters(page, starterNames.slice(0, 10));
  await save.click();
  dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(INCOMPLETE);
  await dialog.getByRole("button", { name: "Aceptar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL("/match-planning");
  expect(await readStorage(page, "matchPlans")).toBeNull();
  await expect(
    page.getByText("Completa la selección de los 11 titulares para ver sugerencias de cambios."),
  ).toBeVisible();

  // 11 starters without a rival: still refused.
  await choose(slotSelect(page, 11), "Fernando Torres");
  await planning(page).rival.selectOption("");
  await save.click();
  await expect(page.getByRole("alertdialog")).toContainText(INCOMPLETE);
  await page.getByRole("button", { name: "Aceptar" }).click();
  expect(await readStorage(page, "matchPlans")).toBeNull();
});

test("substitution suggestions for the seeded squad: top 2 per line by goals + assists", async ({
  page,
}) => {
  await open(page);
  await planning(page).formation.selectOption({ label: "Clásica (1-4-4-2)" });
  await pickStarters(page, starterNames);
  const cards = page.getByRole("region", { name: "4. Sugerencias de cambios" });
  const group = (name: string) => cards.getByRole("region", { name });
  await expect(group("Defensas").getByTestId("suggestion")).toHaveCount(1);
  await expect(group("Defensas").getByTestId("suggestion")).toContainText([
    "Álvaro Arbeloa#170 goles · 1 asistencia · 1 G+A",
  ]);
  await expect(group("Centrocampistas").getByTestId("suggestion")).toContainText([
    "Cesc Fàbregas#105 goles · 6 asistencias · 11 G+A",
    "Santi Cazorla#122 goles · 1 asistencia · 3 G+A",
  ]);
  // Pedro and Navas both have 5; Pedro scored more. Llorente (4) is third and left out.
  await expect(group("Delanteros").getByTestId("suggestion")).toContainText([
    "Pedro Rodríguez#183 goles · 2 asistencias · 5 G+A",
    "Jesús Navas#221 gol · 4 asistencias · 5 G+A",
  ]);
  await expect(cards).not.toContainText("Llorente");
  await expect(cards).not.toContainText("Pepe Reina");
  await expect(cards).not.toContainText("Javi Martínez");

  // Swapping Cesc into the lineup moves Xavi (2 + 3) onto the bench.
  await choose(slotSelect(page, 6), "Cesc Fàbregas");
  await expect(group("Centrocampistas").getByTestId("suggestion")).toContainText([
    "Xavi Hernández#82 goles · 3 asistencias · 5 G+A",
    "Santi Cazorla#122 goles · 1 asistencia · 3 G+A",
  ]);
});

test("a bench without goals or assists: 'No hay suplentes disponibles con estadísticas relevantes.'", async ({
  page,
}) => {
  const albiol = planningSeed.players.find((p) => p.name === "Raúl Albiol")!;
  await open(page, { ...planningSeed, players: [...planningSeed.players.slice(0, 11), albiol] });
  await planning(page).formation.selectOption({ label: "Clásica (1-4-4-2)" });
  await pickStarters(page, starterNames);
  await expect(
    page.getByText("No hay suplentes disponibles con estadísticas relevantes."),
  ).toBeVisible();
});

test("a starter's figures, the team's record with them starting, and a comparison", async ({
  page,
}) => {
  await open(page);
  await planning(page).formation.selectOption({ label: "Clásica (1-4-4-2)" });
  const row = page.getByTestId("starter-6");
  await choose(row.getByRole("combobox").first(), "Xavi Hernández");
  const table = row.getByRole("table");
  const cell = (label: string) => table.getByRole("row", { name: label, exact: false });
  await expect(cell("Goles 2")).toBeVisible();
  await expect(table.getByRole("row", { name: "Asistencias" })).toContainText("3");
  await expect(table.getByRole("row", { name: "Partidos jugados" })).toContainText("3");
  await expect(table.getByRole("row", { name: "Victorias" })).toContainText("2");
  await expect(table.getByRole("row", { name: "Derrotas" })).toContainText("0");
  await expect(table.getByRole("row", { name: "Goles (favor – contra)" })).toContainText("3 – 0");
  await expect(table.getByRole("row", { name: "Tiros (favor – contra)" })).toContainText("22 – 9");

  // Compare with Cesc (one start, lost) and with Pedro (never started).
  await choose(row.getByLabel("Comparar con"), "Cesc Fàbregas");
  await expect(table.locator("thead th")).toHaveText(["Xavi Hernández", "Cesc Fàbregas"]);
  await expect(table.getByRole("row", { name: "Victorias" })).toHaveText(/Victorias\s*2\s*0/);
  await expect(table.getByRole("row", { name: "Derrotas" })).toHaveText(/Derrotas\s*0\s*1/);
  await expect(
    table
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Goles", exact: true }) }),
  ).toHaveText(/Goles\s*2\s*5/);
  await choose(row.getByLabel("Comparar con"), "Pedro Rodríguez");
  await expect(table).toContainText("No hay datos de rendimiento disponibles");

  // Clicking a position on the pitch focuses its select.
  await page
    .getByRole("group", { name: "Diagrama táctico" })
    .getByRole("button", { name: /^Posición 10:/ })
    .click();
  await expect(slotSelect(page, 10)).toBeFocused();
  await expect(page.getByTestId("starter-10")).toContainText(
    "Seleccionar jugador para ver estadisticas disponibles",
  );
});

test("a formation without stored totals shows zeros; changing formation keeps players by line", async ({
  page,
}) => {
  await open(page);
  await planning(page).formation.selectOption({ label: "Clásica (1-4-4-2)" });
  await choose(slotSelect(page, 1), "Iker Casillas");
  await expect(planning(page).startersCount).toHaveText("1/11");
  await planning(page).formation.selectOption({ label: "Ofensiva (1-4-3-3)" });
  await expect(page.getByTestId("formation-games")).toHaveText("0");
  await expect(planning(page).formationStats).toContainText("0 victorias");
  // The goalkeeper keeps his place: the new formation has one.
  await expect(planning(page).startersCount).toHaveText("1/11");
  await expect(slotSelect(page, 1)).toHaveValue(/Iker Casillas$/);
  await expect(page.getByTestId("starter-10")).toHaveAccessibleName("Posición 10: Nueve");
});

test("a plan can be made and saved with the keyboard alone", async ({ page }) => {
  await open(page);
  // A focused select takes the option whose text is typed.
  await planning(page).rival.focus();
  await page.keyboard.type("Portugal");
  await planning(page).formation.focus();
  await page.keyboard.type("Clásica");
  await expect(planning(page).startersCount).toHaveText("0/11");
  // Each starter: type the name into the position's picker, Enter takes the first match.
  for (const [i, name] of starterNames.entries()) {
    await slotSelect(page, i + 1).focus();
    await page.keyboard.type(name);
    await page.keyboard.press("Enter");
  }
  await expect(planning(page).startersCount).toHaveText("11/11");
  await planning(page).save.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/match-plans");
  const [plan] = (await readStorage<Record<string, unknown>[]>(page, "matchPlans"))!;
  expect(plan).toMatchObject({ rival: "Portugal", formation: "Clásica" });
  expect(plan!.lineup).toEqual(
    Object.fromEntries(starterNames.map((n, i) => [`Posición ${i + 1}`, n])),
  );
});

test("planning a fixture starts from the last match's formation, with 'Repetir último once' at once", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  const idOf = (name: string) => planningSquad.find((p) => p.name === name)!.id;
  const ids = (lineup: Record<string, string>) =>
    Object.fromEntries(Object.entries(lineup).map(([k, n]) => [k, idOf(n)]));
  const [first, , last] = planningMatches;
  await seed(page, {
    ...planningSeed,
    rivals: [rival("Portugal", { id: "r1" })],
    formations: [
      { ...clasica, id: "f1" },
      { ...ofensiva, id: "f2" },
    ],
    // The first in 'Clásica', the last (6 April) in 'Ofensiva'.
    matches: [
      { ...first!, formationId: "f1", formationPlayerIds: ids(first!.formationPlayers) },
      {
        ...last!,
        formation: "Ofensiva",
        formationUsed: "1-4-3-3",
        formationId: "f2",
        formationPlayerIds: ids(last!.formationPlayers),
      },
    ],
    fixtures: [
      {
        id: "fx1",
        rivalId: "r1",
        rival: "Portugal",
        date: "2024-04-20",
        time: "18:30",
        location: "home",
        competition: "Liga",
        venue: "",
      },
    ],
  });
  await page.goto("/match-planning?fixture=fx1");
  await expect(planning(page).formation).toHaveValue("f2");
  await expect(planning(page).startersCount).toHaveText("0/11");
  await page.getByRole("button", { name: "Repetir último once" }).click();
  await expect(planning(page).startersCount).toHaveText("11/11");
  await expect(slotSelect(page, 6)).toHaveValue(/Cesc Fàbregas$/);
  expect(errors()).toEqual([]);
});
