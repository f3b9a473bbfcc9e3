// The players' replies in the browser tests: teams on the worker's stand-in CouchDB
// (couch-fixture.ts) with a database per player, the coach's device connected to one, and a
// player's reply written with his own account into his own database. Shared by the coach's spec (replies-coach.spec.ts) and any spec
// that adds the players' phones.
import { expect } from "@playwright/test";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { playerDbName } from "../scripts/team-create.mjs";
import { test } from "./couch-fixture";
import type { Couch } from "./couch-fixture";
import { player, rival } from "./fixtures";
import { failOnPageError, seed } from "./support";
import type { Seed } from "./support";

export { expect, test };
export type { Couch };

type Stored = Record<string, unknown>;

/** Players of every team here: name and password. Pablo has an account but no player linked. */
export const PLAYERS = [
  "dani:clave-dani",
  "marta:clave-marta",
  "lucia:clave-lucia",
  "pablo:clave-pablo",
];

/** A fresh team: Ana (coach) on the team database; a database of his own for each player. */
export const repliesTeam = (couch: Couch) =>
  couch.team({ users: ["ana:clave-ana:coach"], players: PLAYERS });

// Far ahead, so the fixture is upcoming whatever day the test runs.
export const DATE = "2030-06-01";
export const squad = [
  player("p1", "Dani Carvajal", "Defender", 2),
  player("p2", "Marta Torrejón", "Defender", 4),
  player("p3", "Lucía García", "Forward", 9),
  player("p4", "Iker Casillas", "Goalkeeper", 1),
];
export const data = {
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

/** The coach's device with `seeded` in its storage, connected to the team as Ana and synced. */
export async function coachDevice(
  browser: Browser,
  couch: Couch,
  db: string,
  seeded: Seed = data,
): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await ctx.newPage();
  failOnPageError(page);
  await seed(page, seeded);
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

export const basic = (user: string) => `Basic ${Buffer.from(user).toString("base64")}`;

export { playerDbName };

/**
 * What the server holds under `id` in a player's database (a reply's own player's, else `user`'s),
 * read as the admin.
 */
export async function onServer(
  couch: Couch,
  db: string,
  id: string,
  user = /^respuesta:([^:]+):/.exec(id)?.[1] ?? "dani",
): Promise<Stored | null> {
  const r = await fetch(`${couch.url}/${playerDbName(db, user)}/${encodeURIComponent(id)}`, {
    headers: { Authorization: basic(`${couch.admin.name}:${couch.admin.password}`) },
  });
  return r.status === 200 ? ((await r.json()) as Stored) : null;
}

/** Waits until the coach's device has published the event to a player's database (Dani's). */
export async function published(
  couch: Couch,
  db: string,
  eventId: string,
  user = "dani",
): Promise<Stored> {
  await expect
    .poll(() => onServer(couch, db, `evento:${eventId}`, user), { timeout: 20_000 })
    .not.toBeNull();
  return (await onServer(couch, db, `evento:${eventId}`, user))!;
}

/** A player's reply, written to his database with his own account (name:password). */
export async function answer(
  couch: Couch,
  db: string,
  account: string,
  eventId: string,
  reply: { answer: "voy" | "no_voy" | "duda"; reason?: string },
) {
  const user = account.split(":")[0]!;
  const id = `respuesta:${user}:${eventId}`;
  const r = await fetch(`${couch.url}/${playerDbName(db, user)}/${encodeURIComponent(id)}`, {
    method: "PUT",
    headers: { Authorization: basic(account), "Content-Type": "application/json" },
    body: JSON.stringify({
      docType: "respuesta",
      user,
      eventId,
      answer: reply.answer,
      reason: reply.reason ?? "",
      answeredAt: new Date().toISOString(),
      by: user,
    }),
  });
  expect(r.status).toBe(201);
}

/** Everything a phone's browser stored for the app: every IndexedDB store, and local storage. */
export async function storedOnPhone(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const out: unknown[] = [{ ...localStorage }];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const r = db.transaction(store).objectStore(store).getAll();
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
        out.push({ name, store, rows });
      }
      db.close();
    }
    return JSON.stringify(out);
  });
}
