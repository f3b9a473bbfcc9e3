// The players' replies end to end, with three devices (docs/sync.md, "The players' replies"): the
// coach publishes the fixture with sharing on; player A answers 'No voy' with a reason while his
// phone is offline and it reaches the server when he reconnects; player B answers 'Voy'; the
// coach's calendar counts them and the call-up, not saved yet, ticks B and marks A 'No voy'
// with his reason. A training session three days ahead goes the same way: published with only
// what a player may see, counted on the calendar, and its attendance starts from the replies. The server is the in-repo stand-in, prepared by `team:create`.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import {
  DATE,
  coachDevice,
  data as shared,
  expect,
  onServer,
  playerDbName,
  repliesTeam,
  squad,
  storedOnPhone,
  test,
} from "./replies-fixtures";
import type { Couch } from "./replies-fixtures";
import { createTeam } from "../scripts/team-create.mjs";
import { failOnPageError, readStorage, goOffline } from "./support";

type Stored = Record<string, unknown>;

test.describe.configure({ timeout: 120_000 });

const EVENT = "partido-fx1";
// Three days from the day the test runs (the coach publishes the next four weeks of training).
const SESSION_DAY = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString("sv-SE");
const SESSION = "entrenamiento-t1";
const data = {
  trainingSessions: JSON.stringify({
    version: 1,
    items: [
      {
        id: "t1",
        date: SESSION_DAY,
        time: "19:00",
        minutes: 90,
        place: "Campo 2",
        focus: "Presión alta",
        status: "programado",
        blocks: [{ kind: "tactico", minutes: 30, notes: "Plan secreto" }],
      },
    ],
  }),
  // The shared team without its goalkeeper: three players, three accounts.
  players: squad.slice(0, 3),
  rivals: shared.rivals,
  fixtures: shared.fixtures,
};

/** The coach's device, connected, with the three players' accounts linked. */
async function coachWithAccounts(browser: Browser, couch: Couch, db: string) {
  const { ctx, page } = await coachDevice(browser, couch, db, data);
  const accounts = page.getByRole("form", { name: "Cuentas para respuestas" });
  await accounts.getByLabel("Cuenta para respuestas · Dani Carvajal").fill("dani");
  await accounts.getByLabel("Cuenta para respuestas · Marta Torrejón").fill("marta");
  await accounts.getByLabel("Cuenta para respuestas · Lucía García").fill("lucia");
  await accounts.getByRole("button", { name: "Guardar cuentas" }).click();
  await expect(accounts.getByText("Cuentas guardadas.")).toBeVisible();
  return { ctx, page };
}

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

async function playerPhone(
  browser: Browser,
  couch: Couch,
  db: string,
  user: string,
): Promise<{ ctx: BrowserContext; page: Page }> {
  // Phones go offline: their service workers are let in.
  const ctx = await browser.newContext({ ...phone, serviceWorkers: "allow" });
  const page = await ctx.newPage();
  failOnPageError(page);
  const q = new URLSearchParams({ servidor: couch.url, bd: playerDbName(db, user), usuario: user });
  await page.goto(`/jugador/invitacion?${q}`);
  const form = page.getByRole("form", { name: "Entrar como jugador" });
  await expect(form.getByLabel("Usuario")).toHaveValue(user);
  await form.getByLabel("Contraseña").fill(`clave-${user}`);
  await form.getByRole("button", { name: "Entrar" }).tap();
  await expect(page).toHaveURL(/\/jugador$/);
  await expect(page.getByTestId("player-status")).toHaveText("Al día", { timeout: 20_000 });
  return { ctx, page };
}

test("coach publishes, player A answers 'No voy' offline then reconnects, player B answers 'Voy', the call-up starts from them", async ({
  browser,
  couch,
}) => {
  const db = await repliesTeam(couch);
  const coach = await coachWithAccounts(browser, couch, db);
  await expect
    .poll(() => onServer(couch, db, `evento:${EVENT}`), { timeout: 20_000 })
    .toMatchObject({ kind: "partido", date: DATE, time: "18:30", title: "vs Lobos (Liga)" });

  await expect
    .poll(() => onServer(couch, db, `evento:${SESSION}`), { timeout: 20_000 })
    .not.toBeNull();
  const session = await onServer(couch, db, `evento:${SESSION}`);
  expect(session).toMatchObject({
    kind: "entrenamiento",
    date: SESSION_DAY,
    time: "19:00",
    meetTime: "",
    place: "Campo 2",
    title: "Entrenamiento · Presión alta",
    cancelled: false,
  });
  expect(JSON.stringify(session)).not.toContain("secreto");
  expect(session).not.toHaveProperty("minutes");

  // Player A, offline: his 'No voy' waits on the phone, and the server has nothing yet.
  const a = await playerPhone(browser, couch, db, "dani");
  const aGame = a.page.getByRole("listitem").filter({ hasText: "vs Lobos (Liga)" });
  await expect(aGame).toContainText("Aún no has respondido.");
  await goOffline(a.page);
  await aGame.getByRole("button", { name: "No voy" }).tap();
  await aGame.getByLabel("Motivo (lo verá el entrenador)").fill("Boda de mi hermana");
  await aGame.getByRole("button", { name: "Enviar «No voy»" }).tap();
  await expect(aGame.getByTestId("reply-line")).toHaveText(
    "Tu respuesta: No voy («Boda de mi hermana») · Pendiente de enviar",
  );
  const aSession = a.page.getByRole("listitem").filter({ hasText: "Presión alta" });
  await aSession.getByRole("button", { name: "No voy" }).tap();
  await aSession.getByLabel("Motivo (lo verá el entrenador)").fill("Examen");
  await aSession.getByRole("button", { name: "Enviar «No voy»" }).tap();
  await expect(aSession.getByTestId("reply-line")).toHaveText(
    "Tu respuesta: No voy («Examen») · Pendiente de enviar",
  );
  expect(await onServer(couch, db, `respuesta:dani:${EVENT}`)).toBeNull();

  // Back online: the reply reaches the server as his own document.
  await a.ctx.setOffline(false);
  await expect(aGame.getByTestId("reply-line")).toHaveText(
    "Tu respuesta: No voy («Boda de mi hermana») · Enviada",
    { timeout: 20_000 },
  );
  expect(await onServer(couch, db, `respuesta:dani:${EVENT}`)).toMatchObject({
    user: "dani",
    answer: "no_voy",
    reason: "Boda de mi hermana",
  });

  await expect(aSession.getByTestId("reply-line")).toHaveText(
    "Tu respuesta: No voy («Examen») · Enviada",
    { timeout: 20_000 },
  );

  // Player B: 'Voy'.
  const b = await playerPhone(browser, couch, db, "marta");
  const bGame = b.page.getByRole("listitem").filter({ hasText: "vs Lobos (Liga)" });
  await bGame.getByRole("button", { name: "Voy", exact: true }).tap();
  await expect(bGame.getByTestId("reply-line")).toHaveText("Tu respuesta: Voy · Enviada", {
    timeout: 20_000,
  });

  const bSession = b.page.getByRole("listitem").filter({ hasText: "Presión alta" });
  await bSession.getByRole("button", { name: "Voy", exact: true }).tap();
  await expect(bSession.getByTestId("reply-line")).toHaveText("Tu respuesta: Voy · Enviada", {
    timeout: 20_000,
  });

  // The coach: the calendar counts them, for the game and the session; Lucía has not answered.
  const { page } = coach;
  await page.getByRole("link", { name: "Calendario" }).first().click();
  await expect(page.getByTestId("fixture-replies")).toContainText("1 va · 1 no · 1 sin responder", {
    timeout: 20_000,
  });
  await expect(page.getByTestId("session-replies")).toContainText("1 va · 1 no · 1 sin responder", {
    timeout: 20_000,
  });

  // The session's attendance starts from the replies: Dani 'Justificado' with his reason.
  await page.getByRole("link", { name: "Asistencia", exact: true }).first().click();
  const list = page.getByRole("list", { name: "Jugadores" });
  await expect(
    list.getByRole("button", { name: "Dani Carvajal: Justificado. Toca para cambiar." }),
  ).toBeVisible();
  await expect(list.getByText("No voy · Examen")).toBeVisible();
  await expect(
    list.getByRole("button", { name: "Marta Torrejón: Presente. Toca para cambiar." }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Guardar lista (todos como están)" }).click();
  await expect(page.getByText("Guardado en este dispositivo")).toBeVisible();
  const attendance = await readStorage<{ items: Stored[] }>(page, "trainingAttendance");
  expect(attendance!.items[0]).toMatchObject({
    sessionId: "t1",
    marks: [
      { playerId: "p1", status: "justificado" },
      { playerId: "p2", status: "presente" },
      { playerId: "p3", status: "presente" },
    ],
  });
  await page.getByRole("link", { name: "← Calendario" }).click();

  // The call-up, not saved yet: Marta ('Voy') ticked, Dani ('No voy') not, with his reason.
  await page.getByRole("link", { name: "Convocatoria" }).first().click();
  await expect(page.getByRole("checkbox", { name: /Marta Torrejón/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /Dani Carvajal/ })).not.toBeChecked();
  await expect(page.getByText("No voy · Boda de mi hermana")).toBeVisible();
  await page.getByRole("button", { name: "Guardar convocatoria" }).click();
  await expect(page.getByText("Convocatoria guardada.")).toBeVisible();
  const [fixture] = (await readStorage<Stored[]>(page, "fixtures"))!;
  expect(fixture!.squadIds).toEqual(["p2"]);

  // Marta is told she is called up, on her phone's own database; and everything her phone
  // stored (every IndexedDB store of its PouchDB, and its local storage) holds nothing of Dani:
  // not his reasons, not even his answer ('Los jugadores ven quién va' is off).
  await expect
    .poll(() => storedOnPhone(b.page), { timeout: 20_000 })
    .toContain("convocatoria:partido-fx1");
  const stored = await storedOnPhone(b.page);
  expect(stored).toContain('"status":"convocado"');
  expect(stored).toContain("respuesta:marta:partido-fx1");
  for (const secret of ["Boda de mi hermana", "Examen", "respuesta:dani", "dani"])
    expect(stored).not.toContain(secret);

  await Promise.all([a.ctx.close(), b.ctx.close(), coach.ctx.close()]);
});

test("a player the next accounts file leaves out is asked to sign in on his phone, and cannot", async ({
  browser,
  couch,
}) => {
  const db = await repliesTeam(couch);
  const dani = await playerPhone(browser, couch, db, "dani");
  // The club's helper applies this season's file: Dani has left the squad.
  await createTeam({
    url: couch.url,
    admin: couch.admin.name,
    adminPassword: couch.admin.password,
    db,
    users: [],
    accounts: {
      version: 1,
      team: db,
      players: [{ playerId: "p2", name: "Marta Torrejón", user: "marta" }],
      guardians: [],
    },
  });
  // The next time he opens the app: his database is gone, and so is his session.
  await dani.page.reload();
  const again = dani.page.getByRole("form", { name: "Volver a entrar" });
  await expect(again).toContainText("ya no figuras en el equipo", { timeout: 20_000 });
  await again.getByLabel("Contraseña").fill("clave-dani");
  await again.getByRole("button", { name: "Entrar" }).tap();
  await expect(again.getByRole("alert")).toBeVisible();
  await expect(again).toBeVisible();
  await dani.ctx.close();
});
