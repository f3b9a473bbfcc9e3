// Words: every text a coach reads on every route, with the example team and a week of fixtures,
// training and attendance loaded, is Spanish. The spec's own fixed texts (a few of them English,
// a few without their accents) are kept exactly and are the only exceptions.
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { demoSeed, demoTeam } from "./demo-seed";
import { seed } from "./support";
import { sweepRoutes } from "./sweep";

/** "Today": Wednesday 25 November 2026, 10:00 in Madrid (the example team was drawn on the 23rd). */
const NOW = new Date("2026-11-25T10:00:00+01:00");
const players = demoTeam.players;
const rival = demoTeam.rivals[0]!;
const fixture = {
  id: "fx1",
  rivalId: rival.id,
  rival: rival.name,
  date: "2026-11-29",
  time: "11:30",
  location: "away",
  competition: "Liga",
  venue: "Campo municipal",
  squadIds: players.slice(0, 16).map((p) => p.id),
};
const series = {
  id: "ts",
  weekdays: [2, 4],
  time: "19:00",
  from: "2026-11-03",
  until: "2027-05-31",
  place: "Campo 2",
  minutes: 90,
  focus: "Presión tras pérdida",
};
const session = {
  id: "s1",
  date: "2026-11-24",
  time: "19:00",
  minutes: 90,
  place: "Campo 2",
  focus: "Salida de balón",
  status: "scheduled",
  seriesId: "ts",
  seriesDate: "2026-11-24",
};
const attendance = {
  id: "a1",
  sessionId: "s1",
  marks: players.map((p, i) => ({
    playerId: p.id,
    status: i === 3 ? "absent" : i === 4 ? "excused" : "present",
    ...(i < 12 ? { rpe: 6 } : {}),
  })),
};
const injury = {
  id: "inj",
  playerId: players[5]!.id,
  kind: "injured",
  from: "2026-11-20",
  until: "2026-12-10",
  note: "Esguince de tobillo",
};
const stored = (items: unknown[]) => ({ version: 1, items });

/**
 * The spec's fixed texts (SPEC.md), quoted exactly even where they are English or lack an accent:
 * removed from what is read before the words are checked, and nowhere else allowed.
 */
const SPEC_TEXTS = [
  "Are you sure you want to delete this player?",
  "Unexpected Application Error!",
  "Loading...",
  "Insights +",
  "Ver Insights Guardados",
  "Generar Insights",
  "Generando Insights...",
  "Guardar Insights",
  "Dashboard",
  "No se encontraron jugadores. Intenta con otra busqueda.",
  "No hay partidos contra este rival todavia.",
  "Seleccionar jugador para ver estadisticas disponibles",
  "Planificar Partido",
  "Guardar Planificación",
  "Crear Nueva Planificación",
  "Ver Detalles",
  "Detalles del Rival",
  "Planificación del Partido",
  "Hacer una Pregunta",
  "Enviar Pregunta",
];

/** English words a Spanish screen has no reason to show (bookkeeping, UI and football terms). */
const ENGLISH = new Set(
  `the and of to for with from you your this that are is be not yes
  save saved delete deleted edit cancel add new back next close open loading errors
  player players match matches team teams session sessions training settings details
  goal goals assist assists card cards yellow subs substitution score shots home away
  goalkeeper defender defenders midfielder midfielders forward forwards right left both
  coach coaches staff sync synced live draft pending conflict conflicts search filter
  undefined null nan true false invalid object time minutes load week weeks
  attendance present absent excused injured scheduled cancelled suspended status`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words the spec's own texts leave without their accent, wrong anywhere else. */
const UNACCENTED = new Set(
  "estadisticas busqueda todavia posicion formacion planificacion informacion numero ultimo ultimos ultima ultimas minimo maximo sesion dias pagina version".split(
    " ",
  ),
);

type Finding = { word: string; where: string };

/**
 * What the screen shows and says: its visible text, then its labels, titles and placeholders
 * (a placeholder may show an example value in the server's own format: `banquillo_mi_equipo`),
 * and the names of its headings, buttons, links and column heads (for their case).
 */
async function screenText(page: Page) {
  return page.evaluate(() => {
    const attributes: string[] = [document.title];
    for (const el of document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]"))
      for (const a of ["aria-label", "placeholder", "title", "alt"]) {
        const v = el.getAttribute(a);
        if (v) attributes.push(v);
      }
    const controls = [...document.querySelectorAll("h1, h2, h3, button, a, th, label, legend")]
      .map((el) => (el as HTMLElement).innerText.trim())
      .filter((t) => t !== "" && !t.includes("\n"));
    return { text: document.body.innerText, attributes, controls };
  });
}

/**
 * The words of `texts` that are English, missing their accent or (with `internal`) the code's
 * own names, with their line.
 */
function findWords(texts: string[], names: readonly string[], internal: boolean): Finding[] {
  const found: Finding[] = [];
  for (const text of texts) {
    for (const raw of text.split("\n")) {
      let line = raw;
      // Data the coach typed (names of players and rivals) is his own, whatever its language;
      // colours are codes.
      for (const fixed of [...SPEC_TEXTS, ...names]) line = line.split(fixed).join(" ");
      line = line.replace(/#[0-9a-f]{3,8}\b/gi, " ");
      const where = raw.trim().slice(0, 120);
      // Internal names: camelCase, snake_case, a JavaScript value where a text belongs.
      if (internal)
        for (const m of line.matchAll(
          /\b[a-z]+[A-Z]\w*\b|\b[a-z]+_[a-z_]+\b|\[object \w+\]|\bNaN\b/g,
        ))
          found.push({ word: m[0], where });
      for (const m of line.matchAll(/\p{L}+/gu)) {
        // Initials and abbreviations ('IS' on an avatar, 'RPE') are not words.
        if (/^\p{Lu}{1,3}$/u.test(m[0])) continue;
        const w = m[0].toLowerCase();
        if (ENGLISH.has(w) || UNACCENTED.has(w)) found.push({ word: m[0], where });
      }
    }
  }
  return found;
}

/**
 * Screen names and the spec's own Title Case texts, which may stand capitalised inside a
 * sentence ('Borrarlos en Datos'); every other heading, button or label is in sentence case.
 */
const CAPITALISED = new Set(
  `Jugadores Formaciones Rivales Partidos Planificación Calendario Estadísticas Configuración
  Datos Insights Conflictos Dashboard Entrenamientos Convocatoria Suplente Liga Copa Amistoso
  Voy No Duda Sincronizado Compartir Respuestas`.split(/\s+/),
);

/** Headings, buttons and labels whose later word is capitalised though neither a name nor allowed. */
function titleCase(controls: string[], names: readonly string[]): string[] {
  const out: string[] = [];
  for (const control of controls) {
    if (SPEC_TEXTS.some((t) => control.includes(t))) continue;
    let t = control;
    for (const n of names) t = t.split(n).join(" ");
    // After a colon, a dot, a '·' or a bracket a new phrase starts.
    const words = t.split(/[:.·(«»"'–—/]/).flatMap((phrase) =>
      phrase
        .trim()
        .split(/\s+/)
        .filter((w) => /^\p{L}/u.test(w))
        .slice(1)
        .filter((w) => /^\p{Lu}\p{Ll}/u.test(w)),
    );
    if (words.some((w) => !CAPITALISED.has(w))) out.push(control);
  }
  return out;
}

// A route is never followed by another screen of the same route (the sweep waits for the screen
// it leaves to go).
const routes = [
  "/",
  "/players",
  "/add-player",
  `/player/${encodeURIComponent(players[0]!.id)}`,
  "/formations",
  "/add-formation",
  "/formation-details/0",
  "/rivals",
  "/add-rival",
  "/rival-details/0",
  "/matchs",
  "/add-match",
  `/match-details/${encodeURIComponent(demoTeam.matches[0]!.id)}`,
  `/edit-match/${encodeURIComponent(demoTeam.matches[0]!.id)}`,
  "/match-planning",
  "/match-plans",
  `/match-plan-details/${encodeURIComponent(demoTeam.matchPlans[0]!.id)}`,
  "/insights",
  "/saved-insights",
  "/settings",
  "/data",
  "/calendar",
  "/calendar/nuevo",
  "/calendar/fx1/convocatoria",
  "/calendar/entrenamiento/nuevo",
  "/calendar/entrenamiento/s1",
  "/calendar/entrenamiento/s1/plan",
  "/calendar/entrenamiento/carga",
  "/analytics",
  "/match-planning?fixture=fx1",
  `/player/${encodeURIComponent(players[5]!.id)}`,
  "/live",
  "/conflictos",
  "/ruta-que-no-existe",
];

test("every route of the example team's week reads in Spanish: no English or internal word outside the spec's texts", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.clock.install({ time: NOW });
  await seed(page, {
    ...demoSeed,
    fixtures: [fixture],
    availability: [injury],
    trainingSeries: stored([series]),
    trainingSessions: stored([session]),
    trainingAttendance: stored([attendance]),
  });
  const names = [
    ...players.map((p) => p.name),
    ...demoTeam.rivals.map((r) => r.name),
    ...demoTeam.formations.map((f) => f.name),
    // The team's default name and the AI services' own names.
    "Mi Equipo",
    "LM Studio",
  ];
  const found: string[] = [];
  const failures = await sweepRoutes(page, routes, async (path) => {
    await expect(
      page.getByRole("heading", { level: 1 }).or(page.getByText("Loading...")).first(),
    ).toBeVisible();
    await expect(page.getByText(/^Cargando/)).toHaveCount(0);
    const { text, attributes, controls } = await screenText(page);
    for (const f of [...findWords([text], names, true), ...findWords(attributes, names, false)])
      found.push(`${path}: «${f.word}» in «${f.where}»`);
    for (const c of titleCase(controls, names)) found.push(`${path}: Title Case «${c}»`);
  });
  expect(failures, failures.join("\n")).toEqual([]);
  expect([...new Set(found)], [...new Set(found)].join("\n")).toEqual([]);
});
