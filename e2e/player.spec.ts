// The player view on the phone (docs/sync.md, "La vista del jugador"): a player opens the coach's
// invitation link, signs in with his password once, and answers the published schedule through
// his own database, also offline. Each player's database, its member and the schedule are made
// here directly through the test server's HTTP API, as team:create and the coach's side would
// leave them; the server is express-pouchdb in memory on 127.0.0.1 inside the test worker.
import { expect, test as base } from "@playwright/test";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { startCouchServer } from "../src/testing/couch-server";
import type { CouchServer } from "../src/testing/couch-server";
import { failOnPageError, goOffline } from "./support";
import { seriousViolations } from "./axe";

/** The replies database's write rules, as the coach's provisioning sets them (and stricter on
 * two points, so refusals can be seen): a player writes only his own replies, never the
 * schedule, never a deletion; this server also takes reasons of 20 characters at most, and
 * fails a reason with "!" with an error of its own (not a 'forbidden', as a 400 or 413 is not). */
const validate = `function (newDoc, oldDoc, userCtx) {
  if (userCtx.roles.indexOf("_admin") !== -1) return;
  var id = newDoc._id;
  if (id.indexOf("evento:") === 0) throw { forbidden: "Solo el cuerpo técnico publica el calendario." };
  if (newDoc._deleted) throw { forbidden: "Las respuestas no se borran." };
  if (id.indexOf("respuesta:" + userCtx.name + ":") !== 0 || newDoc.user !== userCtx.name)
    throw { forbidden: "Solo puedes responder por ti." };
  if (newDoc.reason && newDoc.reason.indexOf("!") !== -1)
    throw { name: "bad_request", message: "este servidor no admite «!»" };
  if (newDoc.reason && newDoc.reason.length > 20)
    throw { forbidden: "este servidor admite motivos de 20 caracteres como mucho" };
}`;

const events = [
  {
    eventId: "partido-f0",
    kind: "partido",
    date: "2026-11-21",
    time: "11:00",
    meetTime: "10:15",
    place: "Campo Viejo",
    title: "vs Ya Jugado CF (Liga)",
    cancelled: false,
  },
  {
    eventId: "partido-f1",
    kind: "partido",
    date: "2026-11-28",
    time: "11:00",
    meetTime: "10:15",
    place: "Campo Municipal de La Elipa",
    title: "vs Atlético Norte (Liga)",
    cancelled: false,
  },
  {
    eventId: "entrenamiento-s0",
    kind: "entrenamiento",
    date: "2026-11-27",
    time: "19:00",
    meetTime: "",
    place: "Polideportivo",
    title: "Entrenamiento",
    cancelled: true,
  },
  {
    eventId: "entrenamiento-s1",
    kind: "entrenamiento",
    date: "2026-12-01",
    time: "19:00",
    meetTime: "18:45",
    place: "Polideportivo",
    title: "Entrenamiento",
    cancelled: false,
  },
];

/** `user`'s own database beside the one named (documents.ts `playerDbName`). */
const dbOf = (db: string, user: string) =>
  db.replace(/_jugador_[0-9a-f]+$/, `_jugador_${Buffer.from(user).toString("hex")}`);

type Couch = CouchServer & {
  /** Fresh databases of lucas and pablo with the schedule published; lucas's is named. */
  replies(): Promise<string>;
  /** A document as the server has it (null when absent), read as the admin. */
  doc(db: string, id: string): Promise<Record<string, unknown> | null>;
};

const test = base.extend<object, { couch: Couch }>({
  couch: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from this pattern
    async ({}, use) => {
      const server = await startCouchServer();
      const put = server.adminPut;
      const auth = `Basic ${Buffer.from(`${server.admin.name}:${server.admin.password}`).toString("base64")}`;
      for (const name of ["lucas", "pablo"])
        await put(`/_users/org.couchdb.user:${name}`, {
          name,
          password: `clave-${name}`,
          roles: [],
          type: "user",
        });
      let n = 0;
      await use({
        ...server,
        async replies() {
          const lucas = dbOf(`banquillo_e2e_${process.pid}_${n++}_jugador_00`, "lucas");
          for (const name of ["lucas", "pablo"]) {
            const db = dbOf(lucas, name);
            await put(`/${db}`, {});
            await put(`/${db}/_security`, {
              admins: { names: [], roles: [] },
              members: { names: [name], roles: [] },
            });
            await put(`/${db}/_design/jugador`, { validate_doc_update: validate });
            for (const e of events)
              await put(`/${db}/${encodeURIComponent(`evento:${e.eventId}`)}`, {
                docType: "evento",
                ...e,
              });
          }
          return lucas;
        },
        async doc(db, id) {
          const user = /^respuesta:([^:]+):/.exec(id)?.[1] ?? "lucas";
          const r = await fetch(`${server.url}/${dbOf(db, user)}/${encodeURIComponent(id)}`, {
            headers: { Authorization: auth },
          });
          return r.ok ? ((await r.json()) as Record<string, unknown>) : null;
        },
      });
      await server.close();
    },
    { scope: "worker" },
  ],
});

// Each test drives one or two phones through sign-in, offline and reconnection.
test.describe.configure({ timeout: 90_000 });

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** A player's phone; `offline` lets its service worker in, to reload without a network. */
async function player(
  browser: Browser,
  { offline = false } = {},
): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({
    ...phone,
    serviceWorkers: offline ? "allow" : "block",
  });
  const page = await ctx.newPage();
  failOnPageError(page);
  // Thursday 26 November 2026, in the morning in Madrid: Saturday's game is still to come.
  await page.clock.setFixedTime(new Date("2026-11-26T10:00:00+01:00"));
  return { ctx, page };
}

const invitation = (couch: Couch, db: string, user: string) =>
  `/jugador/invitacion?${new URLSearchParams({ servidor: couch.url, bd: dbOf(db, user), usuario: user })}`;

async function signIn(page: Page, couch: Couch, db: string, user: string) {
  await page.goto(invitation(couch, db, user));
  const form = page.getByRole("form", { name: "Entrar como jugador" });
  await expect(form.getByLabel("Usuario")).toHaveValue(user);
  await expect(form.getByText(dbOf(db, user))).toBeVisible();
  await form.getByLabel("Contraseña").fill(`clave-${user}`);
  await form.getByRole("button", { name: "Entrar" }).tap();
  await expect(page).toHaveURL(/\/jugador$/);
  await expect(page.getByRole("heading", { name: "Tu calendario", level: 1 })).toBeVisible();
}

const card = (page: Page, title: string, day: string) =>
  page.getByRole("listitem").filter({ hasText: title }).filter({ hasText: day });
const status = (page: Page) => page.getByTestId("player-status");

test("a player answers 'No voy' offline, keeps it across a reload, and it reaches the server when back; another answers 'Voy'", async ({
  browser,
  couch,
}) => {
  const db = await couch.replies();
  const a = await player(browser, { offline: true });
  const password: string[] = [];
  a.page.on("request", (r) => {
    if (r.postData()?.includes("clave-lucas")) password.push(r.url());
  });
  await signIn(a.page, couch, db, "lucas");
  await expect(status(a.page)).toHaveText("Al día", { timeout: 20_000 });

  // The upcoming events, matches apart from trainings, those to answer first, with the day in
  // Spanish, the times and the place; the past game is gone, the suspended session is marked
  // and asks nothing.
  const saturday = card(a.page, "vs Atlético Norte (Liga)", "sábado, 28 de noviembre");
  await expect(saturday).toContainText("Inicio 11:00");
  await expect(saturday).toContainText("Citación: 10:15");
  await expect(saturday).toContainText("Campo Municipal de La Elipa");
  await expect(saturday).toContainText("Aún no has respondido.");
  const titles = async (list: string) =>
    a.page
      .getByRole("list", { name: list })
      .getByRole("listitem")
      .getByRole("heading", { level: 3 })
      .allTextContents();
  expect(await titles("Tus partidos")).toEqual(["vs Atlético Norte (Liga)"]);
  expect(await titles("Tus entrenamientos")).toEqual(["Entrenamiento", "EntrenamientoSuspendido"]);
  await expect(a.page.getByText("vs Ya Jugado CF")).toHaveCount(0);
  const suspended = card(a.page, "Suspendido", "viernes, 27 de noviembre");
  await expect(suspended).toContainText("no hace falta responder");
  await expect(suspended.getByRole("button")).toHaveCount(0);

  // Nothing of the staff screens: no menu, and any staff route leads back to the player view.
  await expect(a.page.getByRole("navigation", { name: "Menú principal" })).toHaveCount(0);
  for (const path of ["/", "/players", "/settings", "/calendar", "/ruta-que-no-existe"]) {
    await a.page.goto(path);
    await expect(a.page).toHaveURL(/\/jugador$/);
    await expect(a.page.getByRole("heading", { name: "Tu calendario" })).toBeVisible();
  }
  await expect(a.page.getByRole("navigation", { name: "Menú principal" })).toHaveCount(0);
  // The password went only to the server's session, and is kept nowhere on the phone.
  expect(password).toEqual([`${couch.url}/_session`]);
  const stored = await a.page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).not.toContain("clave-lucas");
  // Beside PouchDB's own markers, the account is the only key: none of the staff's lists.
  const keys = await a.page.evaluate(() => Object.keys(localStorage).sort());
  expect(keys.filter((k) => !k.startsWith("_pouch_"))).toEqual(["banquilloJugador"]);

  // Offline: 'No voy' with a reason is kept on the phone and said to be waiting.
  await goOffline(a.page);
  await saturday.getByRole("button", { name: "No voy" }).tap();
  const reason = saturday.getByLabel("Motivo (lo verá el entrenador)");
  await saturday.getByRole("button", { name: "Enviar «No voy»" }).tap();
  await expect(saturday.getByText("Escribe el motivo en pocas palabras")).toBeVisible();
  await reason.fill("Boda de mi hermana");
  await saturday.getByRole("button", { name: "Enviar «No voy»" }).tap();
  await expect(saturday.getByTestId("reply-line")).toHaveText(
    "Tu respuesta: No voy («Boda de mi hermana») · Pendiente de enviar",
  );
  await expect(saturday.getByRole("button", { name: "No voy" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(status(a.page)).toHaveText(
    "Sin conexión: se enviará al volver (1 respuesta por enviar)",
    { timeout: 20_000 },
  );
  await a.page.screenshot({ path: "docs/screenshots/player-offline-390.png" });

  await a.page.reload();
  await expect(saturday.getByTestId("reply-line")).toHaveText(
    "Tu respuesta: No voy («Boda de mi hermana») · Pendiente de enviar",
  );
  await expect(status(a.page)).toHaveText(/^Sin conexión: se enviará al volver/, {
    timeout: 20_000,
  });
  expect(await couch.doc(db, "respuesta:lucas:partido-f1")).toBeNull();

  // Back online: the reply reaches the server, as the player's own document.
  await a.ctx.setOffline(false);
  await expect(status(a.page)).toHaveText("Al día", { timeout: 20_000 });
  await expect(saturday.getByTestId("reply-line")).toHaveText(
    "Tu respuesta: No voy («Boda de mi hermana») · Enviada",
  );
  expect(await couch.doc(db, "respuesta:lucas:partido-f1")).toMatchObject({
    docType: "respuesta",
    user: "lucas",
    eventId: "partido-f1",
    answer: "no_voy",
    reason: "Boda de mi hermana",
    answeredAt: "2026-11-26T09:00:00.000Z",
  });

  // Player B, on his own phone: 'Voy'.
  const b = await player(browser);
  await signIn(b.page, couch, db, "pablo");
  const bSaturday = card(b.page, "vs Atlético Norte (Liga)", "sábado, 28 de noviembre");
  // His view shows his own answer only, never a teammate's.
  await expect(bSaturday).toContainText("Aún no has respondido.");
  await bSaturday.getByRole("button", { name: "Voy", exact: true }).tap();
  await expect(bSaturday.getByTestId("reply-line")).toHaveText("Tu respuesta: Voy · Enviada", {
    timeout: 20_000,
  });
  expect(await couch.doc(db, "respuesta:pablo:partido-f1")).toMatchObject({
    user: "pablo",
    answer: "voy",
    reason: "",
  });
  expect(await couch.doc(db, "respuesta:lucas:partido-f1")).toMatchObject({ answer: "no_voy" });

  // A change the server refuses is undone on the phone, and the player is told why.
  await bSaturday.getByRole("button", { name: "No voy" }).tap();
  await bSaturday
    .getByLabel("Motivo (lo verá el entrenador)")
    .fill("Me operan de la rodilla ese día");
  await bSaturday.getByRole("button", { name: "Enviar «No voy»" }).tap();
  await expect(
    b.page.getByText(
      "El servidor no aceptó tu respuesta «No voy» para vs Atlético Norte (Liga) (sábado, 28 de noviembre): este servidor admite motivos de 20 caracteres como mucho. Se ha deshecho en este teléfono.",
    ),
  ).toBeVisible({ timeout: 20_000 });
  await expect(bSaturday.getByTestId("reply-line")).toHaveText("Tu respuesta: Voy · Enviada");
  expect(await couch.doc(db, "respuesta:pablo:partido-f1")).toMatchObject({ answer: "voy" });
  await b.page.getByRole("button", { name: "Entendido" }).tap();
  await expect(b.page.getByText("El servidor no aceptó")).toHaveCount(0);

  // 'Salir' forgets the account and the phone's copy of the replies database.
  await a.page.getByRole("button", { name: "Salir" }).tap();
  await a.page.getByRole("alertdialog").getByRole("button", { name: "Salir" }).tap();
  await expect(a.page.getByText("Este teléfono no tiene una cuenta de jugador")).toBeVisible();
  expect(await a.page.evaluate(() => localStorage.getItem("banquilloJugador"))).toBeNull();
  const dbs = await a.page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
  expect(dbs.filter((name) => name?.includes("banquillo-jugador"))).toEqual([]);
  const left = await a.page.evaluate(() => Object.keys(localStorage));
  expect(left.filter((k) => k.includes("banquillo-jugador"))).toEqual([]);
  await a.page.goto("/players");
  await expect(a.page).toHaveURL(/\/players$/);
  await a.ctx.close();
  await b.ctx.close();
});

test("on a browser whose navigator.onLine stays true with no network, an answer still says it waits, and goes out when back", async ({
  browser,
  couch,
}) => {
  const db = await couch.replies();
  const { ctx, page } = await player(browser, { offline: true });
  // As Debian's Chromium builds do: navigator.onLine stays true, no online/offline events.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "onLine", { get: () => true, configurable: true });
    const swallow = (e: Event) => e.stopImmediatePropagation();
    window.addEventListener("online", swallow, true);
    window.addEventListener("offline", swallow, true);
  });
  await signIn(page, couch, db, "lucas");
  await expect(status(page)).toHaveText("Al día", { timeout: 20_000 });
  await goOffline(page);
  const training = card(page, "Entrenamiento", "martes, 1 de diciembre");
  await training.getByRole("button", { name: "Voy", exact: true }).tap();
  await expect(status(page)).toHaveText(
    "Sin conexión: se enviará al volver (1 respuesta por enviar)",
    { timeout: 20_000 },
  );
  await ctx.setOffline(false);
  await expect(status(page)).toHaveText("Al día", { timeout: 20_000 });
  expect(await couch.doc(db, "respuesta:lucas:entrenamiento-s1")).toMatchObject({ answer: "voy" });
  await ctx.close();
});

test("the invitation refuses a bad link with a Spanish message and a wrong password without keeping anything", async ({
  browser,
  couch,
}) => {
  const db = await couch.replies();
  const { ctx, page } = await player(browser);
  await page.goto(
    `/jugador/invitacion?${new URLSearchParams({ servidor: "http://equipo.ejemplo.org", bd: db, usuario: "lucas" })}`,
  );
  await expect(page.getByText("debe empezar por https://")).toBeVisible();
  await expect(page.getByLabel("Contraseña")).toHaveCount(0);
  await page.goto(
    `/jugador/invitacion?${new URLSearchParams({ servidor: couch.url, bd: db, usuario: "lucas", clave: "x" })}`,
  );
  await expect(page.getByText("Este enlace lleva una contraseña")).toBeVisible();

  await page.goto(invitation(couch, db, "lucas"));
  await page.getByLabel("Contraseña").fill("no-es-esta");
  await page.getByRole("button", { name: "Entrar" }).tap();
  await expect(page.getByText("El servidor no aceptó el usuario y la contraseña.")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("banquilloJugador"))).toBeNull();

  // A staff device (sharing configured) is told what signing in as a player does to it.
  const sharing = JSON.stringify({ server: couch.url, database: "banquillo_x", user: "ana" });
  await page.evaluate((v) => localStorage.setItem("banquilloSync", v), sharing);
  await page.reload();
  await expect(
    page.getByText("Este dispositivo comparte los datos del cuerpo técnico"),
  ).toBeVisible();
  await page.getByLabel("Contraseña").fill("clave-lucas");
  await page.getByRole("button", { name: "Entrar" }).tap();
  await expect(page).toHaveURL(/\/jugador$/);
  await expect(page.getByRole("heading", { name: "Tu calendario" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Menú principal" })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("banquilloSync"))).toBe(sharing);
  await ctx.close();
});

test("a link to another site's server, or with anything besides its three values, is refused before a password is asked", async ({
  browser,
  couch,
}) => {
  const db = await couch.replies();
  const { ctx, page } = await player(browser);
  const link = (params: Record<string, string>, hash = "") =>
    `/jugador/invitacion?${new URLSearchParams({ servidor: couch.url, bd: db, usuario: "lucas", ...params })}${hash}`;
  const refusals: [string, string][] = [
    [link({ servidor: "https://evil.example" }), "El servidor de este enlace no es el de tu club"],
    [link({ passwd: "x" }), "Este enlace lleva una contraseña"],
    [link({ ref: "chat" }), "Este enlace lleva datos que una invitación no lleva"],
    [link({}, "#clave-lucas"), "Este enlace lleva datos que una invitación no lleva"],
  ];
  for (const [url, text] of refusals) {
    await page.goto(url);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByLabel("Contraseña")).toHaveCount(0);
  }
  await page.goto(link({}));
  await expect(page.getByLabel("Contraseña")).toBeVisible();
  await ctx.close();
});

test("the player view at 390 px: touch targets of 48 px, no serious axe finding, screenshots", async ({
  browser,
  couch,
}) => {
  const db = await couch.replies();
  const { ctx, page } = await player(browser);
  await page.goto(invitation(couch, db, "lucas"));
  await expect(page.getByRole("form", { name: "Entrar como jugador" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "docs/screenshots/player-invitation-390.png" });
  await signIn(page, couch, db, "lucas");
  await expect(status(page)).toHaveText("Al día", { timeout: 20_000 });
  const training = card(page, "Entrenamiento", "martes, 1 de diciembre");
  await training.getByRole("button", { name: "Duda" }).tap();
  await expect(training.getByTestId("reply-line")).toHaveText("Tu respuesta: Duda · Enviada", {
    timeout: 20_000,
  });
  const saturday = card(page, "vs Atlético Norte (Liga)", "sábado, 28 de noviembre");
  await saturday.getByRole("button", { name: "No voy" }).tap();
  await saturday.getByLabel("Motivo (lo verá el entrenador)").fill("Lesión en el tobillo");
  expect(await seriousViolations(page)).toEqual([]);
  const small: string[] = [];
  for (const button of await page.getByRole("button").all()) {
    const box = await button.boundingBox();
    if (box && (box.height < 48 || box.width < 48))
      small.push(`${await button.textContent()}: ${box.width}×${box.height}`);
  }
  expect(small).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
  expect(overflow).toBe(false);
  await page.screenshot({ path: "docs/screenshots/player-reason-390.png" });
  await saturday.getByRole("button", { name: "Enviar «No voy»" }).tap();
  await expect(saturday.getByTestId("reply-line")).toHaveText(
    "Tu respuesta: No voy («Lesión en el tobillo») · Enviada",
    { timeout: 20_000 },
  );
  await page.screenshot({ path: "docs/screenshots/player-390.png", fullPage: true });

  // The session ends on the server: the view asks the password again, then is up to date.
  // Leave the page first: the server renews the session cookie on its answers, and a request
  // still open (the live pull) could set it again after it was cleared.
  const here = page.url();
  await page.goto("about:blank");
  await ctx.clearCookies();
  await page.goto(here);
  const again = page.getByRole("form", { name: "Volver a entrar" });
  await expect(again).toBeVisible({ timeout: 20_000 });
  await expect(status(page)).toHaveText("Tu sesión ha caducado");
  expect(await seriousViolations(page)).toEqual([]);
  await again.getByLabel("Contraseña").fill("clave-lucas");
  await again.getByRole("button", { name: "Entrar" }).tap();
  await expect(status(page)).toHaveText("Al día", { timeout: 20_000 });
  await expect(again).toHaveCount(0);
  await expect(saturday.getByTestId("reply-line")).toHaveText(
    "Tu respuesta: No voy («Lesión en el tobillo») · Enviada",
  );
  await ctx.close();
});

test("an answer the server refuses is sent once, and never again until it changes", async ({
  browser,
  couch,
}) => {
  const db = await couch.replies();
  const { ctx, page } = await player(browser);
  await signIn(page, couch, db, "lucas");
  await expect(status(page)).toHaveText("Al día", { timeout: 20_000 });
  const training = card(page, "Entrenamiento", "martes, 1 de diciembre");
  await training.getByRole("button", { name: "No voy" }).tap();
  await training.getByLabel("Motivo (lo verá el entrenador)").fill("¡Me operan!");
  await training.getByRole("button", { name: "Enviar «No voy»" }).tap();
  await expect(
    page.getByText(
      "El servidor no aceptó tu respuesta «No voy» para Entrenamiento (martes, 1 de diciembre)",
    ),
  ).toBeVisible({ timeout: 20_000 });
  await expect(training).toContainText("Aún no has respondido.");

  // Later answers still go out, also after the connection starts again.
  const saturday = card(page, "vs Atlético Norte (Liga)", "sábado, 28 de noviembre");
  await saturday.getByRole("button", { name: "Voy", exact: true }).tap();
  await expect
    .poll(() => couch.doc(db, "respuesta:lucas:partido-f1"), { timeout: 20_000 })
    .toMatchObject({ answer: "voy" });
  await ctx.setOffline(true);
  await expect(status(page)).toHaveText(/^Sin conexión/, { timeout: 20_000 });
  await ctx.setOffline(false);
  await saturday.getByRole("button", { name: "Duda" }).tap();
  await expect
    .poll(() => couch.doc(db, "respuesta:lucas:partido-f1"), { timeout: 20_000 })
    .toMatchObject({ answer: "duda" });
  const sent = couch.requests
    .filter((r) => r.path === `/${db}/_bulk_docs`)
    .flatMap((r) => r.docs ?? [])
    .filter((d) => d.startsWith("respuesta:lucas:entrenamiento-s1 "));
  // The refused answer once, and once the deletion that undoes it (refused in turn).
  expect(sent).toHaveLength(2);
  expect(new Set(sent).size).toBe(2);
  expect(await couch.doc(db, "respuesta:lucas:entrenamiento-s1")).toBeNull();
  await ctx.close();
});
