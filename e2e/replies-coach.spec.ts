// The players' replies on the coach's side (docs/sync.md, "The players' replies"): the coach's
// device, connected to the team's server, links players to their accounts in 'Configuración',
// publishes the upcoming fixture to the replies database, and shows what players answered
// (written to the test server with each player's own account): the counts on the calendar, who
// has not answered ready to copy, a reply of an account with no player, and a call-up pre-ticked
// from the replies. The server is the in-repo stand-in; `team:create` prepares it. A spec with
// the players' phones (h/i20b's view) can reuse `team`, `coachDevice`, `answer` and `published`.
import { expect, test as base } from "@playwright/test";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { createTeam } from "../scripts/team-create.mjs";
import { startCouchServer } from "./couch-server";
import type { CouchServer } from "./couch-server";
import { player, rival } from "./fixtures";
import { failOnPageError, readStorage, seed } from "./support";

type Stored = Record<string, unknown>;
type Couch = CouchServer & { team(): Promise<string> };

/** Players of every team here: name and password. Pablo has an account but no player linked. */
export const PLAYERS = [
  "dani:clave-dani",
  "marta:clave-marta",
  "lucia:clave-lucia",
  "pablo:clave-pablo",
];

const test = base.extend<object, { couch: Couch }>({
  couch: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from this pattern
    async ({}, use) => {
      const server = await startCouchServer();
      let n = 0;
      await use({
        ...server,
        /** A fresh team: Ana (coach) on the team database; the players on its replies database. */
        async team() {
          const db = `banquillo_resp_${process.pid}_${n++}`;
          await createTeam({
            url: server.url,
            admin: server.admin.name,
            adminPassword: server.admin.password,
            db,
            users: ["ana:clave-ana:coach"],
            players: PLAYERS,
          });
          return db;
        },
      });
      await server.close();
    },
    { scope: "worker" },
  ],
});

test.describe.configure({ timeout: 90_000 });

// Far ahead, so the fixture is upcoming whatever day the test runs.
const DATE = "2030-06-01";
const squad = [
  player("p1", "Dani Carvajal", "Defender", 2),
  player("p2", "Marta Torrejón", "Defender", 4),
  player("p3", "Lucía García", "Forward", 9),
  player("p4", "Iker Casillas", "Goalkeeper", 1),
];
const data = {
  players: squad,
  rivals: [rival("Lobos", { id: "r1" })],
  fixtures: [
    {
      id: "fx1",
      rivalId: "r1",
      rival: "Lobos",
      date: DATE,
      time: "18:30",
      location: "home",
      competition: "Liga",
      venue: "Campo Municipal",
    },
  ],
};

export async function coachDevice(
  browser: Browser,
  couch: Couch,
  db: string,
): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await ctx.newPage();
  failOnPageError(page);
  await seed(page, data);
  await page.goto("/settings");
  const card = page.getByRole("form", { name: "Compartir con el cuerpo técnico" });
  await card.getByLabel("Dirección del servidor").fill(couch.url);
  await card.getByLabel("Base de datos del equipo").fill(db);
  await card.getByLabel("Usuario").fill("ana");
  await card.getByLabel("Contraseña").fill("clave-ana");
  await card.getByRole("button", { name: "Guardar y conectar" }).click();
  await expect(page.getByTestId("sync-status")).toHaveText("Sincronizado", { timeout: 20_000 });
  return { ctx, page };
}

const basic = (user: string) => `Basic ${Buffer.from(user).toString("base64")}`;

/** What the server holds under `id` in the replies database, read as the admin. */
async function onServer(couch: Couch, db: string, id: string): Promise<Stored | null> {
  const r = await fetch(`${couch.url}/${db}_respuestas/${encodeURIComponent(id)}`, {
    headers: { Authorization: basic(`${couch.admin.name}:${couch.admin.password}`) },
  });
  return r.status === 200 ? ((await r.json()) as Stored) : null;
}

/** Waits until the coach's device has published the event to the replies database. */
export async function published(couch: Couch, db: string, eventId: string): Promise<Stored> {
  await expect
    .poll(() => onServer(couch, db, `evento:${eventId}`), { timeout: 20_000 })
    .not.toBeNull();
  return (await onServer(couch, db, `evento:${eventId}`))!;
}

/** A player's reply, written to the server with his own account (name:password). */
export async function answer(
  couch: Couch,
  db: string,
  account: string,
  eventId: string,
  reply: { answer: "voy" | "no_voy" | "duda"; reason?: string },
) {
  const user = account.split(":")[0]!;
  const id = `respuesta:${user}:${eventId}`;
  const r = await fetch(`${couch.url}/${db}_respuestas/${encodeURIComponent(id)}`, {
    method: "PUT",
    headers: { Authorization: basic(account), "Content-Type": "application/json" },
    body: JSON.stringify({
      docType: "respuesta",
      user,
      eventId,
      answer: reply.answer,
      reason: reply.reason ?? "",
      answeredAt: new Date().toISOString(),
    }),
  });
  expect(r.status).toBe(201);
}

test("the coach links accounts, publishes the fixture, sees the replies counted and a call-up pre-ticked", async ({
  browser,
  couch,
}) => {
  const db = await couch.team();
  const { page, ctx } = await coachDevice(browser, couch, db);

  // 'Configuración' → which account is which player.
  const accounts = page.getByRole("form", { name: "Cuentas para respuestas" });
  await accounts.getByLabel("Cuenta para respuestas · Dani Carvajal").fill("dani");
  await accounts.getByLabel("Cuenta para respuestas · Marta Torrejón").fill("Marta ");
  await accounts.getByLabel("Cuenta para respuestas · Lucía García").fill("lucia");
  await accounts.getByRole("button", { name: "Guardar cuentas" }).click();
  await expect(accounts.getByText("Cuentas guardadas.")).toBeVisible();
  expect(await readStorage(page, "playerAccounts")).toEqual({
    accounts: [
      { playerId: "p1", user: "dani" },
      { playerId: "p2", user: "marta" },
      { playerId: "p3", user: "lucia" },
    ],
    version: 1,
  });
  // The invitation: server, replies database and account, never a password.
  await accounts.getByRole("button", { name: "Copiar invitación de Dani Carvajal" }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const url = new URL(link);
  expect(url.pathname).toBe("/jugador/invitacion");
  expect(Object.fromEntries(url.searchParams)).toEqual({
    servidor: couch.url,
    bd: `${db}_respuestas`,
    usuario: "dani",
  });

  // The schedule reaches the replies database with only what a player may see.
  const event = await published(couch, db, "partido-fx1");
  expect(event).toMatchObject({
    docType: "evento",
    kind: "partido",
    date: DATE,
    time: "18:30",
    meetTime: "",
    place: "Campo Municipal",
    title: "vs Lobos (Liga)",
    cancelled: false,
  });
  expect(Object.keys(event).sort()).toEqual(
    [
      "_id",
      "_rev",
      "docType",
      "eventId",
      "kind",
      "date",
      "time",
      "meetTime",
      "place",
      "title",
      "cancelled",
    ].sort(),
  );

  // The players answer from their own accounts.
  await answer(couch, db, "dani:clave-dani", "partido-fx1", { answer: "voy" });
  await answer(couch, db, "marta:clave-marta", "partido-fx1", {
    answer: "no_voy",
    reason: "Lesionada",
  });
  await answer(couch, db, "pablo:clave-pablo", "partido-fx1", { answer: "duda" });

  await page.getByRole("link", { name: "Calendario" }).first().click();
  const replies = page.getByTestId("fixture-replies");
  await expect(replies).toContainText("1 va · 1 no · 1 sin responder · 1 cuenta sin jugador", {
    timeout: 20_000,
  });
  await expect(replies.getByRole("list", { name: "Respuestas de cuentas sin jugador" })).toHaveText(
    "«pablo» (cuenta sin jugador): Duda",
  );
  await replies.getByText("Sin responder", { exact: true }).click();
  await replies.getByRole("button", { name: "Copiar lista" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "Sin responder · vs Lobos (Liga) · sábado, 1 de junio\nLucía García",
  );

  // The call-up: nothing saved yet, so Dani ('Voy') is ticked and Marta ('No voy') is not.
  await page.getByRole("link", { name: "Convocatoria" }).first().click();
  const pick = page.getByRole("region", { name: "Elige los convocados" }).or(page.locator("body"));
  await expect(pick.getByRole("checkbox", { name: /Dani Carvajal/ })).toBeChecked();
  await expect(pick.getByRole("checkbox", { name: /Marta Torrejón/ })).not.toBeChecked();
  await expect(pick.getByText("No voy · Lesionada")).toBeVisible();
  await expect(pick.getByRole("checkbox", { name: /Lucía García/ })).not.toBeChecked();
  await page.getByRole("button", { name: "Guardar convocatoria" }).click();
  await expect(page.getByText("Convocatoria guardada.")).toBeVisible();
  const [fixture] = (await readStorage<Stored[]>(page, "fixtures"))!;
  expect(fixture!.squadIds).toEqual(["p1"]);
  await ctx.close();
});
