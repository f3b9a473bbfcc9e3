// A parent answers for two children on one phone (docs/sync.md, "La vista del jugador"): the
// mother's second invitation adds her second child beside the first, each child's database
// replicates into its own local database on the phone, and each answer lands in its child's
// database, signed by her. Nothing of a third player, whose database she is not named on,
// reaches the phone. The server is the in-repo stand-in, prepared by `team:create`.
import type { Page } from "@playwright/test";
import { createTeam } from "../scripts/team-create.mjs";
import {
  basic,
  expect,
  onServer,
  playerDbName,
  repliesTeam,
  storedOnPhone,
  test,
} from "./replies-fixtures";
import type { Couch } from "./replies-fixtures";
import { failOnPageError } from "./support";

test.describe.configure({ timeout: 120_000 });

const EVENT = "partido-fx1";
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Writes `doc` into a player's database as the server's admin (what the coach's device does). */
async function adminPut(couch: Couch, db: string, user: string, doc: Record<string, unknown>) {
  const id = String(doc._id);
  const r = await fetch(`${couch.url}/${playerDbName(db, user)}/${encodeURIComponent(id)}`, {
    method: "PUT",
    headers: {
      Authorization: basic(`${couch.admin.name}:${couch.admin.password}`),
      "Content-Type": "application/json",
    },
    body: JSON.stringify(doc),
  });
  expect(r.status).toBe(201);
}

const game = {
  _id: `evento:${EVENT}`,
  docType: "evento",
  eventId: EVENT,
  kind: "partido",
  date: "2030-06-01",
  time: "18:30",
  meetTime: "17:45",
  place: "Campo Municipal",
  title: "vs Lobos (Liga)",
  cancelled: false,
  meetPlace: "",
  home: true,
  notes: "",
  answerBy: "",
};

/** Signs in on the phone with the invitation to `child`'s database as Rosa. */
async function openInvitation(page: Page, couch: Couch, db: string, child: string, adds = false) {
  const q = new URLSearchParams({
    servidor: couch.url,
    bd: playerDbName(db, child),
    usuario: "rosa",
  });
  await page.goto(`/jugador/invitacion?${q}`);
  const form = page.getByRole("form", { name: "Entrar como jugador" });
  await expect(form.getByLabel("Usuario")).toHaveValue("rosa");
  if (adds) await expect(form).toContainText("este enlace añade otro jugador");
  await form.getByLabel("Contraseña").fill("clave-rosa");
  await form.getByRole("button", { name: "Entrar" }).tap();
  await expect(page).toHaveURL(/\/jugador$/);
  await expect(page.getByTestId("player-status")).toHaveText("Al día", { timeout: 20_000 });
}

test("a mother answers for her two children on one phone; each answer is in its child's database, signed by her", async ({
  browser,
  couch,
}) => {
  const db = await repliesTeam(couch);
  // This season's accounts file: Rosa, Dani's and Marta's mother, answers for both.
  await createTeam({
    url: couch.url,
    admin: couch.admin.name,
    adminPassword: couch.admin.password,
    db,
    users: [],
    accounts: {
      version: 1,
      team: db,
      players: [
        { playerId: "p1", name: "Dani Carvajal", user: "dani" },
        { playerId: "p2", name: "Marta Torrejón", user: "marta" },
        { playerId: "p3", name: "Lucía García", user: "lucia" },
      ],
      guardians: [
        {
          user: "rosa",
          name: "Rosa Carvajal",
          relation: "madre",
          password: "clave-rosa",
          players: ["dani", "marta"],
        },
      ],
    },
  });
  for (const child of ["dani", "marta", "lucia"]) await adminPut(couch, db, child, game);
  // Lucía's own answer, with a reason nobody but the staff may read.
  await adminPut(couch, db, "lucia", {
    _id: `respuesta:lucia:${EVENT}`,
    docType: "respuesta",
    user: "lucia",
    eventId: EVENT,
    answer: "no_voy",
    reason: "Esguince de tobillo",
    answeredAt: new Date().toISOString(),
    by: "lucia",
  });

  const ctx = await browser.newContext({ ...phone, serviceWorkers: "allow" });
  const page = await ctx.newPage();
  failOnPageError(page);
  await openInvitation(page, couch, db, "dani");
  await expect(page.getByRole("region", { name: "dani" })).toBeVisible();
  // The second child's invitation adds him: the first stays.
  await openInvitation(page, couch, db, "marta", true);
  const dani = page.getByRole("region", { name: "dani" });
  const marta = page.getByRole("region", { name: "marta" });
  await expect(dani.getByRole("heading", { name: "Partidos de dani" })).toBeVisible();
  await expect(marta.getByRole("heading", { name: "Partidos de marta" })).toBeVisible();

  const daniGame = dani.getByRole("listitem").filter({ hasText: "vs Lobos (Liga)" });
  await daniGame.getByRole("button", { name: "Voy", exact: true }).tap();
  await expect(daniGame.getByTestId("reply-line")).toHaveText("Respuesta: Voy · Enviada", {
    timeout: 20_000,
  });
  const martaGame = marta.getByRole("listitem").filter({ hasText: "vs Lobos (Liga)" });
  await martaGame.getByRole("button", { name: "No voy" }).tap();
  await martaGame.getByRole("textbox", { name: /^Motivo/ }).fill("Cumpleaños de su abuela");
  await martaGame.getByRole("button", { name: "Enviar «No voy»" }).tap();
  await expect(martaGame.getByTestId("reply-line")).toHaveText(
    "Respuesta: No voy («Cumpleaños de su abuela») · Enviada",
    { timeout: 20_000 },
  );

  // Each child's database holds his own answer, signed by his mother.
  expect(await onServer(couch, db, `respuesta:dani:${EVENT}`)).toMatchObject({
    user: "dani",
    answer: "voy",
    by: "rosa",
  });
  expect(await onServer(couch, db, `respuesta:marta:${EVENT}`)).toMatchObject({
    user: "marta",
    answer: "no_voy",
    reason: "Cumpleaños de su abuela",
    by: "rosa",
  });
  expect(await onServer(couch, db, `respuesta:marta:${EVENT}`, "dani")).toBeNull();

  // A reload keeps both children; and nothing of Lucía is anywhere on the phone.
  await page.reload();
  await expect(page.getByRole("region", { name: "dani" })).toBeVisible();
  await expect(page.getByRole("region", { name: "marta" })).toBeVisible();
  const stored = await storedOnPhone(page);
  expect(stored).toContain(`respuesta:dani:${EVENT}`);
  expect(stored).toContain(`respuesta:marta:${EVENT}`);
  for (const secret of ["Esguince", "lucia", playerDbName(db, "lucia")])
    expect(stored).not.toContain(secret);
  await ctx.close();
});
