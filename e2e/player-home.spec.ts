// The player's own view on his phone (docs/sync.md, "La vista del jugador"): his matches and his
// trainings apart, those still to answer first with the deadline, 'Convocado' with the 'Citación'
// (time and place), home or away and the ground, the notes for players, and his season, whose
// minutes are those the coach reads on the player's page. His database is made here through the
// test server's HTTP API as the coach's side leaves it: the season card is the one the coach's
// device writes (seasonCards, domain/replies/season-card.ts) from the coach's own records.
import { expect, test as base } from "@playwright/test";
import type { Page } from "@playwright/test";
import { startCouchServer } from "../src/testing/couch-server";
import type { CouchServer } from "../src/testing/couch-server";
import { storedClasica, storedMatch } from "../src/testing/fixtures";
import { seasonCards } from "../src/domain/replies/season-card";
import { playerDbName } from "../src/domain/replies/documents";
import type { FigureLists } from "../src/domain/figures/figures";
import type { Match } from "../src/domain/records/types";
import type { PlayerId, TrainingSessionId } from "../src/domain/base/ids";
import type { HeldSession } from "../src/domain/training/attendance";
import { player, squad } from "./fixtures";
import { failOnPageError, seed } from "./support";
import { seriousViolations } from "./axe";

const torres = player("p9", "Fernando Torres", "Forward", 9);
const villa = squad[9]!;
const lineup = (who: string) => ({ formationPlayers: { "Posición 10": who } });
/** This season (2026-27): sent off at 40, scores and leaves at 70, comes on at 60; one of last season. */
const matches = [
  storedMatch("m0", "2026-05-09", "Leones", { ...lineup("Fernando Torres") }),
  storedMatch("m1", "2026-09-05", "Tigres", {
    ...lineup("Fernando Torres"),
    cards: [{ player: "Fernando Torres", type: "red", minute: 40 }],
  }),
  storedMatch("m2", "2026-09-12", "Águilas", {
    ...lineup("Fernando Torres"),
    score: { home: 1, away: 0 },
    scorers: [{ player: "Fernando Torres", minute: 10 }],
    subs: [{ playerOut: "Fernando Torres", playerIn: "David Villa", minute: 70 }],
  }),
  storedMatch("m3", "2026-10-03", "Lobos", {
    ...lineup("David Villa"),
    subs: [{ playerOut: "David Villa", playerIn: "Fernando Torres", minute: 60 }],
  }),
];
const lists = { players: [villa, torres], formations: [storedClasica], rivals: [] };
/** Two sessions with attendance taken this season: present at one, excused from the other. */
const session = (id: string, date: string) => ({
  id: id as TrainingSessionId,
  date,
  time: "19:00",
  minutes: 90,
  place: "Polideportivo",
  focus: "",
  status: "programado" as const,
});
const held: HeldSession[] = [
  {
    session: session("t1", "2026-11-10"),
    marks: [{ playerId: "p9" as PlayerId, status: "presente" }],
  },
  {
    session: session("t2", "2026-11-12"),
    marks: [{ playerId: "p9" as PlayerId, status: "justificado" }],
  },
];
const card = seasonCards(
  lists as unknown as FigureLists,
  matches as unknown as Match[],
  held,
  "2026-27",
  8,
)[1]!.card;

const away = {
  eventId: "partido-f1",
  kind: "partido",
  date: "2026-11-28",
  time: "11:00",
  meetTime: "10:15",
  meetPlace: "Puerta 3 del estadio",
  home: false,
  place: "Campo del Sur",
  title: "vs Atlético Sur (Liga)",
  notes: "Equipación blanca. Autobús a las 9:30 desde el club.",
  answerBy: "2026-11-27T20:00",
  cancelled: false,
};
const docs = [
  { _id: "evento:partido-f1", docType: "evento", ...away },
  {
    _id: "convocatoria:partido-f1",
    docType: "convocatoria",
    eventId: "partido-f1",
    status: "convocado",
    publishedAt: "2026-11-25T19:00:00.000Z",
  },
  {
    _id: "evento:partido-f2",
    docType: "evento",
    ...away,
    eventId: "partido-f2",
    date: "2026-12-05",
    home: true,
    place: "Campo Municipal",
    title: "vs Norte (Copa)",
    meetPlace: "",
    notes: "",
    answerBy: "",
  },
  {
    _id: "convocatoria:partido-f2",
    docType: "convocatoria",
    eventId: "partido-f2",
    status: "no_convocado",
    publishedAt: "2026-11-25T19:00:00.000Z",
  },
  ...[
    ["entrenamiento-s0", "2026-11-26"],
    ["entrenamiento-s1", "2026-12-01"],
  ].map(([eventId, date]) => ({
    _id: `evento:${eventId}`,
    docType: "evento",
    eventId,
    kind: "entrenamiento",
    date,
    time: "19:00",
    meetTime: "",
    place: "Polideportivo",
    title: "Entrenamiento",
    cancelled: false,
  })),
  {
    _id: "respuesta:torres:entrenamiento-s0",
    docType: "respuesta",
    user: "torres",
    by: "torres",
    eventId: "entrenamiento-s0",
    answer: "voy",
    reason: "",
    answeredAt: "2026-11-25T10:00:00.000Z",
  },
  { _id: "temporada:2026-27", docType: "temporada", ...card },
];

const test = base.extend<object, { couch: CouchServer & { database(): Promise<string> } }>({
  couch: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from this pattern
    async ({}, use) => {
      const server = await startCouchServer();
      const put = server.adminPut;
      await put(`/_users/org.couchdb.user:torres`, {
        name: "torres",
        password: "clave-torres",
        roles: [],
        type: "user",
      });
      let n = 0;
      await use({
        ...server,
        async database() {
          // His own database, named as team:create names it.
          const db = playerDbName(`banquillo_e2e_${process.pid}_${n++}`, "torres");
          await put(`/${db}`, {});
          await put(`/${db}/_security`, {
            admins: { names: [], roles: [] },
            members: { names: ["torres"], roles: [] },
          });
          // Only the staff (here the admin) write the schedule, the call-up and the season.
          await put(`/${db}/_design/jugador`, {
            validate_doc_update: `function (newDoc, oldDoc, userCtx) {
              if (userCtx.roles.indexOf("_admin") !== -1) return;
              if (newDoc._id.indexOf("respuesta:" + userCtx.name + ":") !== 0)
                throw { forbidden: "Solo puedes responder por ti." };
            }`,
          });
          for (const d of docs) await put(`/${db}/${encodeURIComponent(d._id)}`, d);
          return db;
        },
      });
      await server.close();
    },
    { scope: "worker" },
  ],
});

test.describe.configure({ timeout: 90_000 });

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
// Thursday 26 November 2026, in the morning in Madrid.
const thursday = new Date("2026-11-26T10:00:00+01:00");

async function signIn(page: Page, couch: CouchServer, db: string) {
  await page.clock.setFixedTime(thursday);
  await page.goto(
    `/jugador/invitacion?${new URLSearchParams({ servidor: couch.url, bd: db, usuario: "torres" })}`,
  );
  const form = page.getByRole("form", { name: "Entrar como jugador" });
  await form.getByLabel("Contraseña").fill("clave-torres");
  await form.getByRole("button", { name: "Entrar" }).tap();
  await expect(page.getByRole("heading", { name: "Tu calendario", level: 1 })).toBeVisible();
  await expect(page.getByTestId("player-status")).toHaveText("Al día", { timeout: 20_000 });
}

test("a called-up player sees 'Convocado' with the meeting time and place, what is left to answer first, and his own season as the coach reads it", async ({
  browser,
  couch,
}) => {
  const db = await couch.database();
  const ctx = await browser.newContext(phone);
  const page = await ctx.newPage();
  failOnPageError(page);
  await signIn(page, couch, db);

  // Matches apart from trainings.
  const matchesList = page.getByRole("list", { name: "Tus partidos" });
  const trainingsList = page.getByRole("list", { name: "Tus entrenamientos" });
  await expect(page.getByRole("heading", { name: "Tus partidos", level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tus entrenamientos", level: 2 })).toBeVisible();
  await expect(page.getByText("Tienes 2 por responder")).toBeVisible();

  // Saturday's away game: called up, when and where to meet, the ground, the notes, the deadline.
  await expect(matchesList.getByRole("listitem").getByRole("heading", { level: 3 })).toHaveText([
    "vs Atlético Sur (Liga)",
    "vs Norte (Copa)",
  ]);
  const saturday = matchesList.getByRole("listitem").filter({ hasText: "vs Atlético Sur" });
  await expect(saturday.getByTestId("callup-status")).toHaveText("Convocado");
  await expect(saturday).toContainText("Inicio 11:00");
  await expect(saturday).toContainText("Citación: 10:15 · Puerta 3 del estadio");
  await expect(saturday).toContainText("Visitante · Campo del Sur");
  await expect(saturday).toContainText("Equipación blanca. Autobús a las 9:30 desde el club.");
  await expect(saturday).toContainText("Responde antes del viernes, 27 de noviembre, a las 20:00");

  // Left out of the next one: told so, and nothing to answer.
  const next = matchesList.getByRole("listitem").filter({ hasText: "vs Norte" });
  await expect(next.getByTestId("callup-status")).toHaveText("No convocado");
  await expect(next).toContainText("Local · Campo Municipal");
  await expect(next).toContainText("No estás en la convocatoria de este partido.");
  await expect(next).not.toContainText("Citación");
  await expect(next.getByRole("button")).toHaveCount(0);

  // Trainings: the one still to answer comes before today's, already answered.
  await expect(trainingsList.getByRole("listitem").first()).toContainText("martes, 1 de diciembre");
  await expect(trainingsList.getByRole("listitem").nth(1)).toContainText("Tu respuesta: Voy");

  // His season: real minutes (sent off at 40, off at 70, on at 60: 40 + 70 + 30).
  const season = page.getByRole("region", { name: "Tu temporada 2026-27" });
  const tile = (label: string) => season.getByText(label, { exact: true }).locator("..");
  await expect(tile("Minutos")).toHaveText("Minutos140");
  await expect(tile("Partidos")).toHaveText("Partidos32 de titular");
  await expect(tile("Goles")).toHaveText("Goles1");
  await expect(tile("Rojas")).toHaveText("Rojas1");
  await expect(season.getByTestId("season-attendance")).toHaveText(
    "Entrenamientos: fuiste a 1 de 2.",
  );

  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "docs/screenshots/player-home-390.png", fullPage: true });

  // Answering 'Voy' takes the game out of those to answer.
  await saturday.getByRole("button", { name: "Voy", exact: true }).tap();
  await expect(saturday.getByTestId("reply-line")).toContainText("Tu respuesta: Voy");
  await expect(page.getByText("Tienes 1 por responder")).toBeVisible();
  await expect(saturday).not.toContainText("Responde antes del");

  // The same player's page on the coach's device, this season: the same numbers.
  const coach = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  failOnPageError(coach);
  await coach.clock.setFixedTime(thursday);
  await seed(coach, { players: [villa, torres], matches, formations: [storedClasica] });
  await coach.goto("/player/p9?temporada=2026-27");
  const stats = coach.getByRole("region", { name: "Estadísticas" });
  const coachTile = (label: string) => stats.getByText(label, { exact: true }).locator("..");
  for (const [label, value] of [
    ["Partidos", "3"],
    ["Minutos", "140"],
    ["Goles", "1"],
    ["Asistencias", "0"],
    ["Amarillas", "0"],
    ["Rojas", "1"],
  ] as const)
    await expect(coachTile(label)).toHaveText(label + value);
  await coach.close();

  const wide = await browser.newContext({ viewport: { width: 1280, height: 900 }, hasTouch: true });
  const desk = await wide.newPage();
  failOnPageError(desk);
  await signIn(desk, couch, db);
  await expect(desk.getByRole("region", { name: "Tu temporada 2026-27" })).toBeVisible();
  await desk.screenshot({ path: "docs/screenshots/player-home-1280.png", fullPage: true });
  await wide.close();
  await ctx.close();
});
