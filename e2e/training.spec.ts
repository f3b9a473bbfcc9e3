// Training: a weekly series made on the calendar, attendance taken on the phone with touch
// (offline, a reload in the middle: nothing lost), and the .ics with the sessions parsed across a
// daylight-saving change.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { squad } from "./fixtures";
import { failOnPageError, readStorage, seed, goOffline } from "./support";

/** "Today": Tuesday 24 November 2026, 10:00 in Madrid. */
const NOW = new Date("2026-11-24T10:00:00+01:00");
const team = squad.slice(0, 6);
const series = {
  id: "tt",
  weekdays: [2, 4],
  time: "19:00",
  from: "2026-11-03",
  until: "2026-12-31",
  place: "Campo 2",
  minutes: 90,
  focus: "Presión tras pérdida",
};
const seriesKey = { version: 1, items: [series] };
// Carles Puyol is injured since Friday.
const injury = {
  id: "inj",
  playerId: "p4",
  kind: "injured",
  from: "2026-11-20",
  until: "2026-12-10",
  note: "",
};

type Stored<T> = { version: number; items: T[] };
type Mark = { playerId: string; status: string; minutes?: number; rpe?: number };

const row = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`^${name}: `) });

test.describe("on the computer", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a series is created on the calendar and stored", async ({ page }) => {
    const errors = failOnPageError(page);
    await seed(page, { players: team });
    await page.clock.install({ time: NOW });
    await page.goto("/calendar");
    await page.getByRole("link", { name: "Añadir entrenamiento" }).first().click();
    await expect(page.getByRole("heading", { name: "Nuevo entrenamiento" })).toBeVisible();
    await page.getByLabel("Lugar").fill("Campo 2");
    await page.getByLabel("Objetivo").fill("Presión tras pérdida");
    await page.getByLabel("Se repite cada semana").check();
    // Saving without days says what is missing and stores nothing.
    await page.getByRole("button", { name: "Guardar entrenamiento" }).click();
    await expect(page.getByText("Elige al menos un día de la semana.")).toBeVisible();
    expect(await readStorage(page, "trainingSeries")).toBeNull();
    await page.getByLabel("Martes").check();
    await page.getByLabel("Jueves").check();
    // Leaving half-way asks first and keeps a draft, days included; coming back offers it.
    await page.getByRole("link", { name: "Cancelar" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Salir" }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    const kept = await readStorage<{ values: unknown }>(page, "draft:add-training");
    expect(kept?.values).toMatchObject({ place: "Campo 2", repeat: true, weekdays: [2, 4] });
    await page.getByRole("link", { name: "Añadir entrenamiento" }).first().click();
    await page.getByRole("button", { name: "Continuar borrador" }).click();
    await expect(page.getByLabel("Lugar")).toHaveValue("Campo 2");
    await expect(page.getByLabel("Jueves")).toBeChecked();
    await page.getByLabel("Hasta (inclusive)").fill("2026-12-31");
    await page.getByRole("button", { name: "Guardar entrenamiento" }).click();

    await expect(page).toHaveURL(/\/calendar$/);
    expect(await readStorage(page, "draft:add-training")).toBeNull();
    const list = page.getByRole("list", { name: "Entrenamientos" });
    // Today (Tuesday 24), Thursday 26 and the next weeks up to three weeks ahead.
    await expect(list.getByRole("listitem").first()).toContainText("Serie: martes y jueves");
    await expect(list.getByRole("listitem", { name: /24\/11\/2026 19:00/ })).toBeVisible();
    await expect(list.getByRole("listitem", { name: /26\/11\/2026 19:00/ })).toBeVisible();
    const stored = await readStorage<Stored<typeof series>>(page, "trainingSeries");
    expect(stored).toMatchObject({
      version: 1,
      items: [
        {
          weekdays: [2, 4],
          time: "19:00",
          from: "2026-11-24",
          until: "2026-12-31",
          place: "Campo 2",
          minutes: 90,
          focus: "Presión tras pérdida",
        },
      ],
    });

    // One session suspended: it stays on the calendar, marked, and is stored with its status.
    const thursday = list.getByRole("listitem", { name: /26\/11\/2026 19:00/ });
    await thursday.getByRole("button", { name: "Suspender" }).click();
    await expect(thursday).toContainText("Suspendido");
    const sessions = await readStorage<Stored<{ date: string; status: string }>>(
      page,
      "trainingSessions",
    );
    expect(sessions!.items).toEqual([
      expect.objectContaining({
        date: "2026-11-26",
        status: "suspendido",
        seriesDate: "2026-11-26",
      }),
    ]);
    await page.screenshot({ path: "docs/screenshots/training-calendar-1280.png", fullPage: true });
    expect(errors()).toEqual([]);
  });

  test("the .ics carries the sessions at 19:00 on both sides of the spring change", async ({
    page,
  }) => {
    // Clocks go forward in Madrid on Sunday 28 March 2027.
    await seed(page, {
      players: team,
      trainingSeries: {
        version: 1,
        items: [{ ...series, from: "2027-03-23", until: "2027-04-01" }],
      },
    });
    await page.clock.install({ time: NOW });
    await page.goto("/calendar");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar calendario (.ics)" }).click();
    const text = readFileSync((await (await download).path())!, "utf8");
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents("vevent")
      .map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toEqual([
      "Entrenamiento",
      "Entrenamiento",
      "Entrenamiento",
      "Entrenamiento",
    ]);
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual([
      "2027-03-23T18:00:00.000Z",
      "2027-03-25T18:00:00.000Z",
      "2027-03-30T17:00:00.000Z",
      "2027-04-01T17:00:00.000Z",
    ]);
    expect(events[0]!.endDate.toJSDate().toISOString()).toBe("2027-03-23T19:30:00.000Z");
    expect(events[0]!.location).toBe("Campo 2");
    expect(events[0]!.uid).toBe("serie-tt@2027-03-23@banquillo");
  });
});

test.describe("on the phone", () => {
  // The reload in the middle is offline: the service worker has to be there.
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: "allow",
  });

  test("attendance is taken with taps, offline, and a reload in the middle loses nothing", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = failOnPageError(page);
    await seed(page, { players: team, trainingSeries: seriesKey, availability: [injury] });
    await page.clock.install({ time: NOW });
    await page.goto("/calendar");
    await goOffline(page);

    const today = page
      .getByRole("list", { name: "Entrenamientos" })
      .getByRole("listitem", { name: /24\/11\/2026 19:00/ });
    await today.getByRole("link", { name: "Asistencia" }).tap();
    await expect(page.getByRole("heading", { name: "Asistencia", level: 1 })).toBeVisible();
    // Everyone starts present; the injured player starts injured.
    await expect(row(page, "Iker Casillas")).toContainText("Presente");
    await expect(row(page, "Carles Puyol")).toContainText("Lesionado");
    // Touch targets of at least 48 px.
    const box = await row(page, "Iker Casillas").boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(48);

    await row(page, "Sergio Ramos").tap();
    await expect(row(page, "Sergio Ramos")).toContainText("Ausente");
    await row(page, "Gerard Piqué").tap();
    await row(page, "Gerard Piqué").tap();
    await expect(row(page, "Gerard Piqué")).toContainText("Justificado");

    await page.reload();
    await expect(row(page, "Sergio Ramos")).toContainText("Ausente");
    await expect(row(page, "Gerard Piqué")).toContainText("Justificado");
    await expect(row(page, "Carles Puyol")).toContainText("Lesionado");

    // Xavi left after 60 minutes and rated the session 7.
    await page.getByRole("button", { name: "Minutos y RPE de Xavi Hernández" }).tap();
    await page.getByLabel("Minutos (si se fue antes)").fill("60");
    await page
      .getByRole("group", { name: "RPE de Xavi Hernández" })
      .getByRole("button", { name: "7", exact: true })
      .tap();
    await expect(row(page, "Xavi Hernández")).toContainText("Presente · 60′ · RPE 7");

    await page.reload();
    await expect(row(page, "Xavi Hernández")).toContainText("Presente · 60′ · RPE 7");
    await expect(page.getByRole("status").filter({ hasText: "Presente" })).toContainText(
      "Presente: 3",
    );

    const sessions = await readStorage<Stored<{ id: string; date: string }>>(
      page,
      "trainingSessions",
    );
    expect(sessions!.items).toEqual([
      expect.objectContaining({ date: "2026-11-24", seriesId: "tt", seriesDate: "2026-11-24" }),
    ]);
    const attendance = await readStorage<Stored<{ sessionId: string; marks: Mark[] }>>(
      page,
      "trainingAttendance",
    );
    expect(attendance!.items).toHaveLength(1);
    expect(attendance!.items[0]!.sessionId).toBe(sessions!.items[0]!.id);
    expect(attendance!.items[0]!.marks).toEqual([
      { playerId: "p1", status: "presente" },
      { playerId: "p2", status: "ausente" },
      { playerId: "p3", status: "justificado" },
      { playerId: "p4", status: "lesionado" },
      { playerId: "p5", status: "presente" },
      { playerId: "p6", status: "presente", minutes: 60, rpe: 7 },
    ]);
    await page.screenshot({ path: "docs/screenshots/training-attendance-390.png", fullPage: true });
    expect(errors()).toEqual([]);
  });
});

test.describe("where decisions are made", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a player who missed the week is marked in planning, the call-up and his page", async ({
    page,
  }) => {
    const errors = failOnPageError(page);
    // Today Thursday 26 November. Sessions on Tuesday 17 and 24: Sergio Ramos was absent on
    // the 24th (this week) and present on the 17th; everybody else was present at both.
    const at = (id: string, date: string) => ({
      id,
      date,
      time: "19:00",
      minutes: 90,
      place: "Campo 2",
      focus: "",
      status: "programado",
    });
    const marks = (absent: string[]) =>
      team.map((p) => ({ playerId: p.id, status: absent.includes(p.id) ? "ausente" : "presente" }));
    await seed(page, {
      players: team,
      rivals: [{ id: "r1", name: "Lobos", homeGround: "", notes: [], matches: [] }],
      fixtures: [
        {
          id: "fx1",
          rivalId: "r1",
          rival: "Lobos",
          date: "2026-11-28",
          time: "18:30",
          location: "home",
          competition: "Liga",
          venue: "",
        },
      ],
      trainingSessions: { version: 1, items: [at("s1", "2026-11-17"), at("s2", "2026-11-24")] },
      trainingAttendance: {
        version: 1,
        items: [
          { id: "a1", sessionId: "s1", marks: marks([]) },
          { id: "a2", sessionId: "s2", marks: marks(["p2"]) },
        ],
      },
    });
    await page.clock.install({ time: new Date("2026-11-26T10:00:00+01:00") });

    await page.goto("/match-planning?fixture=fx1");
    const card = page.getByRole("region", { name: "Entrenamientos" });
    const ramos = card.getByRole("listitem").filter({ hasText: "Sergio Ramos" });
    await expect(ramos.getByTestId("no-training")).toHaveText("No entrenó esta semana");
    await expect(ramos.getByTestId("training-rate")).toHaveText("Entrenos 1/2");
    const iker = card.getByRole("listitem").filter({ hasText: "Iker Casillas" });
    await expect(iker.getByTestId("no-training")).toHaveCount(0);
    await expect(iker.getByTestId("training-rate")).toHaveText("Entrenos 2/2");

    await page.goto("/calendar/fx1/convocatoria");
    const ramosCall = page.locator("label").filter({ hasText: "Sergio Ramos" });
    await expect(ramosCall.getByTestId("no-training")).toHaveText("No entrenó esta semana");
    await expect(
      page.locator("label").filter({ hasText: "Iker Casillas" }).getByTestId("no-training"),
    ).toHaveCount(0);

    await page.goto("/player/p2");
    const mine = page.getByRole("region", { name: "Entrenamientos y carga" });
    await expect(mine).toContainText("Asistencia (últimas 4 semanas): 1/2 (50 %)");
    await expect(mine).toContainText("No entrenó esta semana");
    await expect(mine).toContainText(
      "es una guía para ver subidas bruscas de carga, no un veredicto",
    );
    await mine.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "docs/screenshots/training-player-1280.png" });
    expect(errors()).toEqual([]);
  });
});

test.describe("plan and load", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  const stored = (id: string, date: string) => ({
    id,
    date,
    time: "19:00",
    minutes: 90,
    place: "Campo 2",
    focus: "",
    status: "programado",
  });

  test("a session plan is written, saved as a template, reused, and prints on one page", async ({
    page,
  }) => {
    const errors = failOnPageError(page);
    await seed(page, {
      players: team,
      trainingSessions: {
        version: 1,
        items: [stored("s1", "2026-11-24"), stored("s2", "2026-11-26")],
      },
    });
    await page.clock.install({ time: NOW });
    await page.goto("/calendar/entrenamiento/s1/plan");
    await expect(page.getByRole("heading", { name: "Plan de la sesión" })).toBeVisible();
    const blocks = page.getByRole("list", { name: "Bloques" }).getByRole("listitem");
    // The five default blocks: 15 + 20 + 20 + 20 + 15.
    await expect(blocks).toHaveCount(5);
    await expect(page.getByText("90 de 90 minutos planificados.")).toBeVisible();
    await blocks.nth(0).getByLabel("Minutos").fill("10");
    await blocks.nth(0).getByLabel("Notas").fill("Rondo 5 contra 2");
    await blocks.nth(2).getByLabel("Notas").fill("Presión tras pérdida en 6 segundos");
    await page.getByRole("button", { name: "Añadir bloque" }).click();
    await expect(blocks).toHaveCount(6);
    await blocks.nth(5).getByLabel("Minutos").fill("5");
    await blocks.nth(5).getByLabel("Bloque").selectOption({ label: "Juego" });
    await blocks.nth(5).getByLabel("Notas").fill("Penaltis");
    await expect(page.getByText("90 de 90 minutos planificados.")).toBeVisible();

    // A template without a name says so and stores nothing.
    await page.getByRole("button", { name: "Guardar como plantilla" }).click();
    await expect(page.getByText("Pon un nombre a la plantilla.")).toBeVisible();
    expect(await readStorage(page, "trainingTemplates")).toBeNull();
    await page.getByLabel("Nombre de la plantilla").fill("Presión martes");
    await page.getByRole("button", { name: "Guardar como plantilla" }).click();
    await expect(page.getByText("Plantilla «Presión martes» guardada.")).toBeVisible();
    await page.getByRole("button", { name: "Guardar plan" }).click();
    await expect(page.getByText("Plan guardado.")).toBeVisible();

    const expected = [
      { kind: "calentamiento", minutes: 10, notes: "Rondo 5 contra 2" },
      { kind: "tecnico", minutes: 20, notes: "" },
      { kind: "tactico", minutes: 20, notes: "Presión tras pérdida en 6 segundos" },
      { kind: "juego", minutes: 20, notes: "" },
      { kind: "vuelta-calma", minutes: 15, notes: "" },
      { kind: "juego", minutes: 5, notes: "Penaltis" },
    ];
    const templates = await readStorage<Stored<{ name: string; blocks: unknown[] }>>(
      page,
      "trainingTemplates",
    );
    expect(templates).toMatchObject({
      version: 1,
      items: [{ name: "Presión martes", blocks: expected }],
    });

    // The template on Thursday's session.
    await page.goto("/calendar/entrenamiento/s2/plan");
    await expect(blocks).toHaveCount(5);
    await page.getByLabel("Usar plantilla").selectOption({ label: "Presión martes" });
    await expect(blocks).toHaveCount(6);
    await expect(blocks.nth(0).getByLabel("Notas")).toHaveValue("Rondo 5 contra 2");
    await expect(blocks.nth(5).getByLabel("Minutos")).toHaveValue("5");
    await page.getByRole("button", { name: "Guardar plan" }).click();
    await expect(page.getByText("Plan guardado.")).toBeVisible();
    const sessions = await readStorage<Stored<{ id: string; blocks?: unknown[] }>>(
      page,
      "trainingSessions",
    );
    expect(sessions!.items.find((s) => s.id === "s1")!.blocks).toEqual(expected);
    expect(sessions!.items.find((s) => s.id === "s2")!.blocks).toEqual(expected);

    // Printed: one A4 page, without the editing controls.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Añadir bloque" })).toBeHidden();
    const pdf = (await page.pdf({ format: "A4" })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
    expect(errors()).toEqual([]);
  });

  test("the load screen shows the weekly loads, the ratio and its caveat", async ({ page }) => {
    const errors = failOnPageError(page);
    // Today Thursday 26 November; the four weeks end on 5, 12, 19 and 26 November. Iker
    // Casillas trained each Tuesday, 60 minutes at RPE 5 (300) and this week 90 at RPE 8
    // (720): 720 ÷ ((300 + 300 + 300 + 720) ÷ 4) = 1,78, above 1,50. Sergio Ramos trained every
    // week but rated only this one (90 at RPE 6, 540): too little RPE. Nobody else has an RPE.
    const dates = ["2026-11-03", "2026-11-10", "2026-11-17", "2026-11-24"];
    const marks = (i: number) =>
      team.map((p) =>
        p.id === "p1"
          ? i === 3
            ? { playerId: p.id, status: "presente", minutes: 90, rpe: 8 }
            : { playerId: p.id, status: "presente", minutes: 60, rpe: 5 }
          : p.id === "p2" && i === 3
            ? { playerId: p.id, status: "presente", minutes: 90, rpe: 6 }
            : { playerId: p.id, status: "presente" },
      );
    await seed(page, {
      players: team,
      trainingSessions: { version: 1, items: dates.map((d, i) => stored(`s${i}`, d)) },
      trainingAttendance: {
        version: 1,
        items: dates.map((_, i) => ({ id: `a${i}`, sessionId: `s${i}`, marks: marks(i) })),
      },
    });
    await page.clock.install({ time: new Date("2026-11-26T10:00:00+01:00") });
    await page.goto("/calendar/entrenamiento/carga");
    await expect(page.getByRole("heading", { name: "Carga de entrenamiento" })).toBeVisible();
    await expect(
      page.getByText(/es una guía para ver subidas bruscas de carga, no un veredicto/),
    ).toBeVisible();
    await expect(page.getByText(/Los partidos cuentan sus minutos × 8/)).toBeVisible();
    const cells = (name: string) =>
      page.getByRole("row").filter({ hasText: name }).getByRole("cell");
    await expect(cells("Iker Casillas").nth(0)).toHaveText("Iker Casillas", { useInnerText: true });
    await expect(cells("Iker Casillas").nth(1)).toContainText("4/4");
    await expect(cells("Iker Casillas").nth(2)).toHaveText("300");
    await expect(cells("Iker Casillas").nth(3)).toHaveText("300");
    await expect(cells("Iker Casillas").nth(4)).toHaveText("300");
    await expect(cells("Iker Casillas").nth(5)).toHaveText("720");
    await expect(cells("Iker Casillas").nth(6)).toHaveText("1,78Alto (más de 1,50)");
    await expect(cells("Sergio Ramos").nth(5)).toHaveText("540");
    await expect(cells("Sergio Ramos").nth(6)).toHaveText(
      "Sin ratio: RPE anotada en 1 de 4 entrenamientos (hace falta en el 75 %)",
    );
    const other = team[2]!.name;
    await expect(cells(other).nth(5)).toHaveText("0");
    await expect(cells(other).nth(6)).toHaveText("Sin carga anotada");
    expect(errors()).toEqual([]);
  });
});
