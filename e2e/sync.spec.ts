// Staff sharing (docs/sync.md) as the staff use it: two browser contexts are two
// devices, a CouchDB-compatible server (express-pouchdb in memory) runs on 127.0.0.1 inside the
// test worker, and `npm run team:create`'s code prepares each team database on it. Nothing
// outside the machine is used.
import { createServer } from "node:net";
import type { AddressInfo, Server, Socket } from "node:net";
import { expect } from "@playwright/test";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { test } from "./couch-fixture";
import type { Couch } from "./couch-fixture";
import { demoSeed, demoTeam } from "./demo-seed";
import { failOnPageError, readStorage, seed, goOffline } from "./support";

const team = demoTeam;
const demo = demoSeed;

/** A fresh team database with Ana (coach) and Luis (staff) as members. */
const staffTeam = (couch: Couch) =>
  couch.team({ users: ["ana:clave-ana:coach", "luis:clave-luis:staff"] });

// Each test drives two or three devices: give it room on a shared machine.
test.describe.configure({ timeout: 90_000 });

async function device(
  browser: Browser,
  data?: typeof demo,
  options?: Parameters<Browser["newContext"]>[0],
): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext(options);
  const page = await ctx.newPage();
  failOnPageError(page);
  page.on("console", (m) => {
    if (process.env.SYNC_DEBUG) console.log(`[${m.type()}] ${m.text()}`);
  });
  if (data) await seed(page, data);
  return { ctx, page };
}

const status = (page: Page) => page.getByTestId("sync-status");

async function connect(page: Page, server: string, db: string, user: string, password: string) {
  await page.goto("/settings");
  const card = page.getByRole("form", { name: "Compartir con el cuerpo técnico" });
  await card.getByLabel("Dirección del servidor").fill(server);
  await card.getByLabel("Base de datos del equipo").fill(db);
  await card.getByLabel("Usuario").fill(user);
  await card.getByLabel("Contraseña").fill(password);
  await card.getByRole("button", { name: "Guardar y conectar" }).click();
}

async function synced(page: Page) {
  await expect(status(page)).toHaveText("Sincronizado", { timeout: 20_000 });
}

/** A fresh team: the coach's device holds the example team, the assistant's starts empty; both
 * are connected and synced. A test that takes them offline lets their service workers in (each
 * precaches the whole build, about a second of CPU a device, which the others are spared). */
async function staff(browser: Browser, couch: Couch, { offline }: { offline: boolean }) {
  const db = await staffTeam(couch);
  const serviceWorkers = offline ? "allow" : "block";
  const coach = await device(browser, demo, { serviceWorkers });
  const assistant = await device(browser, undefined, { serviceWorkers });
  await connect(coach.page, couch.url, db, "ana", "clave-ana");
  await synced(coach.page);
  await connect(assistant.page, couch.url, db, "luis", "clave-luis");
  await synced(assistant.page);
  return { db, coach, assistant };
}

test("with sharing off, storage holds exactly the spec's keys and PouchDB is never loaded", async ({
  page,
}) => {
  const engineRequests: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/engine-/.test(r.url())) engineRequests.push(r.url());
  });
  await seed(page, demo);
  for (const path of ["/", "/players", "/settings", "/conflictos"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  await expect(page.getByText("no está activado en este dispositivo")).toBeVisible();
  await expect(status(page)).toHaveCount(0);
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  expect(keys).toEqual([
    "banquilloSchema",
    "formations",
    "matchPlans",
    "matches",
    "players",
    "rivals",
    "savedInsights",
  ]);
  expect(await readStorage(page, "players")).toEqual(
    JSON.parse(JSON.stringify(demo.players)) as unknown,
  );
  const dbs = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
  expect(dbs).toEqual([]);
  expect(engineRequests).toEqual([]);
});

test("the settings refuse plain http to another computer and say why beside the field", async ({
  page,
}) => {
  await connect(page, "http://equipo.ejemplo.org", "banquillo", "ana", "x");
  await expect(
    page.getByText("La dirección debe empezar por https://", { exact: false }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("banquilloSync"))).toBeNull();
});

test("two devices: edits on one appear on the other, in both directions", async ({
  browser,
  couch,
}) => {
  const { coach, assistant } = await staff(browser, couch, { offline: false });

  // The assistant's empty browser now holds the team, figures derived from the matches.
  const player = team.players[0]!;
  await assistant.page.goto(`/player/${player.id}`);
  await expect(assistant.page.getByRole("heading", { level: 1, name: player.name })).toBeVisible();
  await expect
    .poll(async () => (await readStorage<unknown[]>(assistant.page, "matches"))?.length)
    .toBe(team.matches.length);
  const players = await readStorage<typeof team.players>(assistant.page, "players");
  expect(players!.map((p) => [p.id, p.stats])).toEqual(team.players.map((p) => [p.id, p.stats]));
  // The password opened a session and was not kept: nothing in storage holds it.
  expect(await assistant.page.evaluate(() => localStorage.getItem("banquilloSyncPassword"))).toBe(
    null,
  );
  expect(await assistant.page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(
    "clave-luis",
  );
  expect(await assistant.page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(
    "clave-ana",
  );
  // A reload still syncs: the browser's session cookie, no stored password.
  await assistant.page.reload();
  await synced(assistant.page);

  // The assistant changes a dorsal; the coach's screen follows without a reload.
  await coach.page.goto(`/player/${player.id}`);
  await assistant.page.goto(`/player/${player.id}?editar=1`);
  await assistant.page.getByLabel("Dorsal").fill("77");
  await assistant.page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect
    .poll(async () => (await readStorage<typeof team.players>(coach.page, "players"))![0]!.number, {
      timeout: 20_000,
    })
    .toBe(77);
  await expect(coach.page.getByText("77").first()).toBeVisible();
  await synced(coach.page);
  await coach.ctx.close();
  await assistant.ctx.close();
});

test("both offline edit the same match: the conflict is shown and merged field by field, nothing lost", async ({
  browser,
  couch,
}) => {
  const { coach, assistant } = await staff(browser, couch, { offline: true });
  const match = team.matches.at(-1)!;

  // Screens are opened while online (a first visit has no service worker cache yet), and
  // sharing is running on them (its code loaded) before the network goes.
  for (const d of [coach, assistant]) {
    await d.page.goto(`/match-details/${match.id}`);
    await expect(d.page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await d.page.goto(`/edit-match/${match.id}`);
    await expect(d.page.getByLabel("Tiros a favor")).toBeVisible();
    await synced(d.page);
  }
  await goOffline(coach.page);
  await goOffline(assistant.page);
  for (const [d, label, value] of [
    [coach, "Tiros a favor", "31"],
    [assistant, "Tiros en contra", "27"],
  ] as const) {
    await d.page.getByLabel(label).fill(value);
    await d.page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(d.page).toHaveURL(`/match-details/${match.id}`);
    await expect(status(d.page)).toContainText("Sin conexión", { timeout: 20_000 });
    await expect(status(d.page)).toContainText(/cambios? pendientes?/);
  }

  await coach.ctx.setOffline(false);
  await assistant.ctx.setOffline(false);
  for (const d of [coach, assistant])
    await expect(d.page.getByTestId("sync-conflicts")).toHaveText("1 conflicto", {
      timeout: 30_000,
    });

  // The sharing section as the coach sees it now: the docs show this picture.
  await assistant.page.goto("/settings");
  await assistant.page.getByRole("button", { name: "Dejar de compartir" }).scrollIntoViewIfNeeded();
  await expect(assistant.page.getByRole("link", { name: "Ver 1 conflicto" })).toBeVisible();
  await expect(status(assistant.page)).toHaveText("Sincronizado", { timeout: 20_000 });
  await assistant.page.screenshot({ path: "docs/screenshots/sync-settings.png" });

  // Both versions are kept on both devices until the coach chooses.
  await coach.page.getByTestId("sync-conflicts").click();
  await expect(coach.page).toHaveURL("/conflictos");
  const card = coach.page.getByRole("article");
  await expect(card.getByRole("heading", { name: /^Partido: / })).toBeVisible();
  await coach.page.screenshot({ path: "docs/screenshots/sync-conflicts.png" });
  const shotsFor = card.getByRole("row", { name: /Tiros a favor/ });
  const shotsAgainst = card.getByRole("row", { name: /Tiros en contra/ });
  await expect(shotsFor).toContainText("31");
  await expect(shotsAgainst).toContainText("27");
  await shotsFor.locator("label", { hasText: "31" }).getByRole("radio").check();
  await shotsAgainst.locator("label", { hasText: "27" }).getByRole("radio").check();
  await card.getByRole("button", { name: "Guardar combinación" }).click();
  await expect(coach.page.getByText("se guardó la combinación elegida")).toBeVisible();
  await expect(coach.page.getByText("No hay conflictos")).toBeVisible();

  for (const d of [coach, assistant]) {
    await expect(d.page.getByTestId("sync-conflicts")).toHaveCount(0, { timeout: 30_000 });
    await expect
      .poll(async () => {
        const m = (await readStorage<typeof team.matches>(d.page, "matches"))!.find(
          (x) => x.id === match.id,
        )!;
        return [m.shotsFor, m.shotsAgainst];
      })
      .toEqual([31, 27]);
  }
  await coach.ctx.close();
  await assistant.ctx.close();
});

test("a delete against an edit surfaces as a conflict, not a silent resurrection", async ({
  browser,
  couch,
}) => {
  const { coach, assistant } = await staff(browser, couch, { offline: true });
  const player = team.players.at(-1)!;

  // Screens are opened while online (a first visit has no service worker cache yet).
  await coach.page.goto("/players");
  await expect(coach.page.getByRole("heading", { level: 1 })).toBeVisible();
  await coach.page.goto(`/player/${player.id}`);
  await expect(coach.page.getByRole("button", { name: "Eliminar" })).toBeVisible();
  await assistant.page.goto(`/player/${player.id}?editar=1`);
  await expect(assistant.page.getByLabel("Dorsal")).toBeVisible();
  await goOffline(coach.page);
  await goOffline(assistant.page);
  await coach.page.getByRole("button", { name: "Eliminar" }).click();
  await coach.page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(coach.page).toHaveURL("/players");
  await assistant.page.getByLabel("Dorsal").fill("88");
  await assistant.page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(assistant.page).toHaveURL(`/player/${player.id}`);

  await coach.ctx.setOffline(false);
  await assistant.ctx.setOffline(false);
  await expect(assistant.page.getByTestId("sync-conflicts")).toHaveText("1 conflicto", {
    timeout: 30_000,
  });
  await assistant.page.goto("/conflictos");
  const card = assistant.page.getByRole("article");
  await expect(card.getByRole("heading", { name: `Jugador: ${player.name}` })).toBeVisible();
  const deleted = card.getByRole("row", { name: /Eliminado/ });
  await expect(deleted).toContainText("Sí (eliminado)");
  await expect(deleted).toContainText("No");
  await expect(card.getByRole("row", { name: /Dorsal/ })).toContainText("88");
  await coach.ctx.close();
  await assistant.ctx.close();
});

test("a non-member is asked to sign in (401); a member breaking a write rule gets the server's Spanish refusal (403)", async ({
  browser,
  couch,
}) => {
  const db = await staffTeam(couch);
  // Eva has an account on the server but is not on this team.
  await fetch(`${couch.url}/_users/org.couchdb.user:eva`, {
    method: "PUT",
    headers: {
      Authorization: `Basic ${Buffer.from(`${couch.admin.name}:${couch.admin.password}`).toString("base64")}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ name: "eva", password: "clave-eva", roles: [], type: "user" }),
  });
  const stranger = await device(browser);
  await connect(stranger.page, couch.url, db, "eva", "clave-eva");
  await expect(status(stranger.page)).toHaveText("Inicia sesión", { timeout: 20_000 });
  await expect(stranger.page.getByRole("alert").filter({ hasText: "Inicia sesión" })).toContainText(
    "el usuario no es miembro del equipo",
  );
  expect(couch.requests.some((r) => r.user === "eva" && r.path.startsWith(`/${db}`))).toBe(true);
  await stranger.ctx.close();

  const coach = await device(browser, demo);
  await connect(coach.page, couch.url, db, "ana", "clave-ana");
  await synced(coach.page);
  const assistant = await device(browser);
  await connect(assistant.page, couch.url, db, "luis", "clave-luis");
  await synced(assistant.page);
  const player = team.players[1]!;
  // Every text the status shows from here on, on this page and after the reload.
  const seen = await watchStatuses(assistant.ctx);
  const statuses = () => seen(assistant.page);
  /** What the status showed from the refusal on. */
  const afterRefusal = (seen: string[]) =>
    seen.slice(Math.max(0, seen.indexOf("Cambio rechazado por el servidor")));
  await assistant.page.goto(`/player/${player.id}`);
  await assistant.page.getByRole("button", { name: "Eliminar" }).click();
  await assistant.page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  const notice = assistant.page.getByRole("alert").filter({ hasText: "El servidor no aceptó" });
  await expect(notice).toHaveText(
    `El servidor no aceptó «Eliminar Jugador: ${player.name}»: Solo un entrenador puede eliminar datos del equipo. Se ha deshecho en este dispositivo: vuelve a estar como en el servidor.Entendido`,
    { timeout: 20_000 },
  );
  // Undone where it was made: the player is back on the assistant's device, and the status
  // says so instead of 'Sincronizado'.
  await assistant.page.goto("/players");
  await expect(assistant.page.getByRole("link", { name: player.name }).first()).toBeVisible();
  await expect(status(assistant.page)).toHaveText("Cambio rechazado por el servidor");
  await expect
    .poll(async () =>
      (await readStorage<typeof team.players>(assistant.page, "players"))!.some(
        (p) => p.id === player.id,
      ),
    )
    .toBe(true);
  expect(await statuses()).toContain("Cambio rechazado por el servidor");
  expect(afterRefusal(await statuses())).not.toContain("Sincronizado");
  // After a reload too.
  await assistant.page.reload();
  await expect(assistant.page.getByRole("link", { name: player.name }).first()).toBeVisible();
  await expect(status(assistant.page)).toHaveText("Cambio rechazado por el servidor", {
    timeout: 20_000,
  });
  expect(
    (await readStorage<typeof team.players>(assistant.page, "players"))!.some(
      (p) => p.id === player.id,
    ),
  ).toBe(true);
  // The server still has him, not deleted.
  const onServer = (await fetch(`${couch.url}/${db}/player:${player.id}`, {
    headers: {
      Authorization: `Basic ${Buffer.from(`${couch.admin.name}:${couch.admin.password}`).toString("base64")}`,
    },
  }).then((r) => r.json())) as { name?: string; deleted?: boolean };
  expect(onServer.name).toBe(player.name);
  expect(onServer.deleted).not.toBe(true);
  expect(await statuses()).not.toContain("Sincronizado");
  // Read and acknowledged: now the status may say 'Sincronizado'.
  await assistant.page.getByRole("alert").getByRole("button", { name: "Entendido" }).click();
  await synced(assistant.page);
  // The coach still has the player.
  await coach.page.goto(`/player/${player.id}`);
  await expect(coach.page.getByRole("heading", { level: 1, name: player.name })).toBeVisible();
  await coach.ctx.close();
  await assistant.ctx.close();
});

test("a wrong password is refused beside the form and nothing is stored", async ({
  browser,
  couch,
}) => {
  const db = await staffTeam(couch);
  const { ctx, page } = await device(browser);
  await connect(page, couch.url, db, "ana", "clave-mala");
  await expect(page.getByText("El servidor no aceptó el usuario y la contraseña.")).toBeVisible({
    timeout: 20_000,
  });
  expect(await page.evaluate(() => localStorage.getItem("banquilloSync"))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem("banquilloSyncPassword"))).toBeNull();
  await ctx.close();
});

test("a database the user reaches only by a server-wide role is refused: nothing is pulled", async ({
  browser,
  couch,
}) => {
  // Team B set up the way earlier versions did: its members include everyone with the role
  // `coach`, and Ana (coach of team A) holds that role server-wide.
  const teamB = await staffTeam(couch);
  const admin = {
    Authorization: `Basic ${Buffer.from(`${couch.admin.name}:${couch.admin.password}`).toString("base64")}`,
    "Content-Type": "application/json",
  };
  const put = async (path: string, body: unknown) => {
    const r = await fetch(`${couch.url}${path}`, {
      method: "PUT",
      headers: admin,
      body: JSON.stringify(body),
    });
    expect(r.ok).toBe(true);
  };
  await put(`/${teamB}/_security`, {
    admins: { names: [], roles: [] },
    members: { names: ["luis"], roles: ["coach"] },
  });
  await put(`/${teamB}/plan:secreto`, { docType: "plan", id: "secreto", rival: "B", order: 0 });
  const user = (await fetch(`${couch.url}/_users/org.couchdb.user:ana`, { headers: admin }).then(
    (r) => r.json(),
  )) as { _rev: string };
  await put("/_users/org.couchdb.user:ana", {
    _id: "org.couchdb.user:ana",
    _rev: user._rev,
    name: "ana",
    password: "clave-ana",
    roles: ["coach"],
    type: "user",
  });
  // The server itself lets her in...
  const basic = `Basic ${Buffer.from("ana:clave-ana").toString("base64")}`;
  expect((await fetch(`${couch.url}/${teamB}`, { headers: { Authorization: basic } })).status).toBe(
    200,
  );

  // ...the app does not.
  const { ctx, page } = await device(browser);
  await connect(page, couch.url, teamB, "ana", "clave-ana");
  await expect(status(page)).toHaveText("Inicia sesión", { timeout: 20_000 });
  await expect(page.getByRole("alert").filter({ hasText: "Inicia sesión" })).toContainText(
    `El usuario «ana» no figura por su nombre entre los miembros de «${teamB}»`,
  );
  expect(await readStorage(page, "matchPlans")).toBeNull();
  const docs = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        void indexedDB.databases().then((dbs) => {
          const name = dbs.map((d) => d.name).find((n) => n?.includes("banquillo_e2e"));
          if (!name) return resolve(0);
          const open = indexedDB.open(name);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const idb = open.result;
            if (!idb.objectStoreNames.contains("document-store")) return resolve(0);
            const count = idb.transaction("document-store").objectStore("document-store").count();
            count.onsuccess = () => resolve(count.result);
          };
        });
      }),
  );
  expect(docs).toBe(0);
  expect(
    couch.requests.some(
      (r) => r.path.startsWith(`/${teamB}/_changes`) || r.path.startsWith(`/${teamB}/_all_docs`),
    ),
  ).toBe(false);
  await ctx.close();
});

test("when the session ends, the status says 'Inicia sesión' and the settings ask for the password again", async ({
  browser,
  couch,
}) => {
  const db = await staffTeam(couch);
  const { ctx, page } = await device(browser, demo);
  await connect(page, couch.url, db, "ana", "clave-ana");
  await synced(page);
  // While the session lives, the password may stay empty.
  const card = page.getByRole("form", { name: "Compartir con el cuerpo técnico" });
  await expect(card.getByText("La sesión sigue abierta en este dispositivo")).toBeVisible();

  // The session ends (as when it expires): the page is left first, so no request in flight
  // brings a refreshed cookie back, then the cookie is gone.
  await page.goto("about:blank");
  await ctx.clearCookies();
  await page.goto("/settings");
  await expect(status(page)).toHaveText("Inicia sesión", { timeout: 20_000 });
  await expect(page.getByRole("alert").filter({ hasText: "Inicia sesión" })).toContainText(
    "escribe la contraseña otra vez",
  );
  await expect(card.getByText("no se guarda en este dispositivo")).toBeVisible();
  await card.getByRole("button", { name: "Guardar y conectar" }).click();
  await expect(card.getByText("Escribe tu contraseña.")).toBeVisible();

  await card.getByLabel("Contraseña").fill("clave-ana");
  await card.getByRole("button", { name: "Guardar y conectar" }).click();
  await synced(page);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain("clave-ana");
  await ctx.close();
});

test("a password stored by an earlier version is used once for a session, then deleted; sharing goes on", async ({
  browser,
  couch,
}) => {
  const db = await staffTeam(couch);
  const { ctx, page } = await device(browser, {
    ...demo,
    banquilloSync: { server: couch.url, database: db, user: "ana" },
    banquilloSyncPassword: "clave-ana",
  } as typeof demo);
  await page.goto("/");
  await synced(page);
  expect(await page.evaluate(() => localStorage.getItem("banquilloSyncPassword"))).toBeNull();
  expect((await ctx.cookies()).map((c) => c.name)).toContain("AuthSession");
  // The next load signs in with the cookie alone.
  await page.reload();
  await synced(page);
  await ctx.close();
});

test("the coach's live match in progress is never replaced by another device's live match or a planted header", async ({
  browser,
  couch,
}) => {
  const db = await staffTeam(couch);
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
  const coach = await device(browser, demo, phone);
  const assistant = await device(browser, undefined, { serviceWorkers: "allow" });
  await connect(coach.page, couch.url, db, "ana", "clave-ana");
  await synced(coach.page);
  await connect(assistant.page, couch.url, db, "luis", "clave-luis");
  await synced(assistant.page);
  const plan = team.matchPlans[0]!;
  const shots = (page: Page, name: "Tiro" | "Tiro rival") =>
    page.getByRole("button", { name, exact: true });
  type Live = { setup: { matchId: string; rival: { name: string } }; events: unknown[] };

  // The assistant opens the live setup, then loses the network: his match will be his own.
  await assistant.page.goto(`/match-plan-details/${plan.id}`);
  await assistant.page.getByRole("link", { name: "Empezar en directo" }).click();
  await expect(assistant.page.getByRole("button", { name: "Ir al partido" })).toBeVisible();
  await goOffline(assistant.page);

  // The coach, on his phone, starts the match and logs five shots.
  await coach.page.goto(`/match-plan-details/${plan.id}`);
  await coach.page.getByRole("link", { name: "Empezar en directo" }).tap();
  await coach.page.getByRole("button", { name: "Ir al partido" }).tap();
  await coach.page.getByRole("button", { name: "Pitido inicial" }).tap();
  for (let i = 0; i < 5; i++) await shots(coach.page, "Tiro").tap();
  await expect(shots(coach.page, "Tiro")).toContainText("5");
  const mine = (await readStorage<Live>(coach.page, "liveMatch"))!;
  expect(mine.events).toHaveLength(5);

  // Meanwhile the assistant starts another live match, and comes back online.
  await assistant.page.getByRole("button", { name: "Ir al partido" }).click();
  await assistant.page.getByRole("button", { name: "Pitido inicial" }).click();
  await shots(assistant.page, "Tiro rival").click();
  await expect(shots(assistant.page, "Tiro rival")).toContainText("1");
  await assistant.ctx.setOffline(false);
  await synced(assistant.page);

  // A live header under another id, claiming the coach's match. The server's rules refuse it
  // from a member (a header's id must name its match), so it is planted as the server's admin
  // would, or a server without those rules: the device must hold on its own.
  const basic = (user: string, password: string) => ({
    Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`,
  });
  const auth = basic("luis", "clave-luis");
  const put = async (id: string, body: object, headers = auth) => {
    const r = await fetch(`${couch.url}/${db}/${encodeURIComponent(id)}`, {
      method: "PUT",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(r.status).toBe(201);
  };
  const { events, ...header } = mine;
  void events;
  const planted = {
    ...header,
    setup: { ...mine.setup, rival: { name: "Intruso FC" } },
    docType: "live",
  };
  const refused = await fetch(`${couch.url}/${db}/live:0`, {
    method: "PUT",
    headers: { ...auth, "Content-Type": "application/json" },
    body: JSON.stringify(planted),
  });
  expect(refused.status).toBe(403);
  await put("live:0", planted, basic(couch.admin.name, couch.admin.password));
  // A later, ordinary edit: once the coach's phone has it, it has read everything before it.
  const player = team.players[0]!;
  const doc = (await (
    await fetch(`${couch.url}/${db}/player:${player.id}`, { headers: auth })
  ).json()) as object;
  await put(`player:${player.id}`, { ...doc, number: 77 });
  await expect
    .poll(
      async () =>
        (await readStorage<typeof team.players>(coach.page, "players"))!.find(
          (p) => p.id === player.id,
        )?.number,
      { timeout: 20_000 },
    )
    .toBe(77);

  // The coach's screen still shows his match and his five shots.
  await expect(shots(coach.page, "Tiro")).toContainText("5");
  await expect(coach.page.getByText("Intruso FC")).toHaveCount(0);
  const after = (await readStorage<Live>(coach.page, "liveMatch"))!;
  expect(after.setup).toEqual(mine.setup);
  expect(after.events).toEqual(mine.events);
  // Two live matches are two matches: the assistant keeps his own.
  const theirs = (await readStorage<Live>(assistant.page, "liveMatch"))!;
  expect(theirs.setup.matchId).not.toBe(mine.setup.matchId);
  expect(theirs.events).toHaveLength(1);
  await expect(shots(assistant.page, "Tiro rival")).toContainText("1");
  await coach.ctx.close();
  await assistant.ctx.close();
});

/**
 * A server on 127.0.0.1 that accepts every connection and never answers (a wedged process, a
 * half-open proxy). `asked` resolves once a request has arrived.
 */
async function silentServer(): Promise<{ url: string; asked: Promise<void>; close(): void }> {
  const sockets = new Set<Socket>();
  let heard: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (heard = resolve));
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("data", () => heard());
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

test("a server that never answers: 'Guardar y conectar' says so after 15 s, at that address, and stores nothing", async ({
  browser,
}) => {
  const silent = await silentServer();
  const { ctx, page } = await device(browser, demo);
  await page.clock.install();
  await connect(page, silent.url, "banquillo_equipo", "ana", "clave-ana");
  await silent.asked;
  const form = page.getByRole("form", { name: "Compartir con el cuerpo técnico" });
  await expect(form.getByRole("button", { name: "Guardar y conectar" })).toBeDisabled();
  await page.clock.fastForward(15_000);
  await expect(
    form.getByText(
      `El servidor no respondió a tiempo (15 s) en ${silent.url}: revisa la dirección y que el servidor esté en marcha. No se ha guardado nada.`,
    ),
  ).toBeVisible();
  await expect(form.getByRole("button", { name: "Guardar y conectar" })).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem("banquilloSync"))).toBeNull();
  await expect(status(page)).toHaveCount(0);
  await ctx.close();
  silent.close();
});

test("a stored server that never answers: the status leaves 'Conectando…' after 15 s and says so, and keeps trying", async ({
  browser,
}) => {
  const silent = await silentServer();
  const settings = { server: silent.url, database: "banquillo_equipo", user: "ana" };
  // A device joining the team: nothing of its own to push, so it says 'Conectando…' until then.
  const { ctx, page } = await device(browser, {
    banquilloSync: settings,
  } as unknown as typeof demo);
  await page.clock.install();
  await page.goto("/settings");
  await expect(status(page)).toHaveText("Conectando…");
  await silent.asked;
  await page.clock.fastForward(15_000);
  await expect(status(page)).toHaveText("El servidor no responde");
  const card = page.locator("#compartir");
  await expect(card.getByTestId("sync-state")).toHaveText("Estado:El servidor no responde");
  await expect(
    card.getByText(
      `El servidor no respondió a tiempo (15 s) en ${silent.url}. Se sigue intentando cada pocos segundos; mientras tanto no se ha cambiado nada en el servidor y los cambios hechos aquí esperan en este dispositivo.`,
      { exact: false },
    ),
  ).toBeVisible();
  // Nothing was changed: the settings are kept as they were.
  expect(await readStorage(page, "banquilloSync")).toEqual(settings);
  // Still trying: after the back-off it waits again, and says so again after another 15 s.
  await page.clock.fastForward(3_000);
  await page.clock.fastForward(15_000);
  await expect(status(page)).toHaveText("El servidor no responde");
  await ctx.close();
  silent.close();
});

test("an address an earlier version stored ([::1], 127.0.0.2) is kept, not connected to, and explained; editing only the address connects", async ({
  browser,
  couch,
}) => {
  const db = await staffTeam(couch);
  for (const old of ["http://127.0.0.2:5984", "http://[::1]:5984"]) {
    const settings = { server: old, database: db, user: "ana" };
    const { ctx, page } = await device(browser, {
      ...demo,
      banquilloSync: settings,
      banquilloSyncPassword: "clave-ana",
    } as typeof demo);
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().startsWith(old)) requests.push(r.url());
    });
    await page.goto("/settings");
    await expect(status(page)).toHaveText("Dirección no admitida");
    const card = page.locator("#compartir");
    await expect(card.getByTestId("sync-state")).toHaveText("Estado:Dirección no admitida");
    await expect(
      card.getByText(
        `La dirección guardada para compartir (${old}) ya no se admite: el navegador no deja a la app conectarse a ella, porque con http:// solo admite este mismo ordenador escrito como localhost o 127.0.0.1.`,
        { exact: false },
      ),
    ).toBeVisible();
    const form = page.getByRole("form", { name: "Compartir con el cuerpo técnico" });
    await expect(form.getByLabel("Dirección del servidor")).toHaveValue(old);
    await expect(form.getByLabel("Base de datos del equipo")).toHaveValue(db);
    await expect(form.getByLabel("Usuario")).toHaveValue("ana");
    // Kept as stored, and nothing asked of the old address.
    expect(await readStorage(page, "banquilloSync")).toEqual(settings);
    expect(requests).toEqual([]);
    await ctx.close();
  }

  // The coach edits only the address: the password the earlier version stored opens the
  // session once and is deleted.
  const { ctx, page } = await device(browser, {
    ...demo,
    banquilloSync: { server: "http://[::1]:5984", database: db, user: "ana" },
    banquilloSyncPassword: "clave-ana",
  } as typeof demo);
  await page.goto("/settings");
  const form = page.getByRole("form", { name: "Compartir con el cuerpo técnico" });
  await form.getByLabel("Dirección del servidor").fill(couch.url);
  await form.getByRole("button", { name: "Guardar y conectar" }).click();
  await synced(page);
  expect(await readStorage(page, "banquilloSync")).toEqual({
    version: 1,
    server: couch.url,
    database: db,
    user: "ana",
  });
  expect(await page.evaluate(() => localStorage.getItem("banquilloSyncPassword"))).toBeNull();
  await expect(page.locator("#compartir").getByText("ya no se admite")).toHaveCount(0);
  await ctx.close();
});

/** Reads a document of the team database as the admin (undefined: the server does not have it). */
async function onServer(couch: Couch, db: string, id: string) {
  const r = await fetch(`${couch.url}/${db}/${encodeURIComponent(id)}`, {
    headers: {
      Authorization: `Basic ${Buffer.from(`${couch.admin.name}:${couch.admin.password}`).toString("base64")}`,
    },
  });
  return r.ok ? ((await r.json()) as Record<string, unknown>) : undefined;
}

const nestedValue = (levels: number) => {
  let v: unknown = "x";
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
};
/** What an earlier version accepted and the team database's rule refuses. */
const refusedPlayers = [
  { id: "p-sergio", name: "Sergio Ibáñez", number: 7.5, position: "Forward" },
  { id: "p-daniel", name: "Daniel Peña", number: 8, position: "Defender", legado: nestedValue(26) },
  { id: "p-leo", name: "Leo Martín", number: 9, position: "Midfielder" },
];

test("a first connection with formations in the spec's own shape keeps them whole and shares them", async ({
  browser,
  couch,
}) => {
  const db = await staffTeam(couch);
  // The spec's shape: `players` a map of role to player, `goalkeeper` the goalkeeper's role.
  const rombo = {
    name: "Rombo",
    type: "1-4-3-1-2",
    gamesPlayed: 0,
    defenderLines: [4],
    midfielderLines: [3, 1],
    forwardLines: [2],
    players: { "Posición 1": "Iker", "Posición 2": "Dani" },
    roles: { "Posición 1": "Arquero", "Posición 2": "Lateral" },
    goalkeeper: "Arquero",
    wins: 0,
    draws: 0,
    losses: 0,
  };
  const coach = await device(browser);
  await seed(coach.page, { formations: [rombo, { ...rombo, name: "Trivote" }] });
  await connect(coach.page, couch.url, db, "ana", "clave-ana");
  await synced(coach.page);
  await coach.page.goto("/formations");
  const rows = coach.page.getByRole("table", { name: "Formaciones" }).locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Rombo");
  await expect(rows.first()).toContainText("1-4-3-1-2");
  const stored = (await readStorage<(typeof rombo & { id: string })[]>(coach.page, "formations"))!;
  expect(stored.map((f) => [f.name, f.type, f.players, f.roles, f.goalkeeper])).toEqual([
    ["Rombo", "1-4-3-1-2", rombo.players, rombo.roles, "Arquero"],
    ["Trivote", "1-4-3-1-2", rombo.players, rombo.roles, "Arquero"],
  ]);
  for (const f of stored)
    expect(await onServer(couch, db, `formation:${f.id}`)).toMatchObject({
      name: f.name,
      players: rombo.players,
      goalkeeper: "Arquero",
    });
  await coach.ctx.close();
});

test("a first connection with players the server refuses says so before sending anything; 'Corregir y conectar' shares them fixed", async ({
  browser,
  couch,
}) => {
  const db = await staffTeam(couch);
  const coach = await device(browser);
  await seed(coach.page, { players: refusedPlayers });
  const asked = couch.requests.length;
  await connect(coach.page, couch.url, db, "ana", "clave-ana");
  const before = coach.page.getByRole("alert").filter({ hasText: "Antes de compartir" });
  await expect(before).toContainText(
    "Este dispositivo tiene 2 registros que el servidor del equipo no aceptaría; el primero, «Jugador: Sergio Ibáñez»: «number» debe ser un número entero no negativo.",
  );
  // Nothing was sent: the settings are not stored and the server was not asked anything.
  expect(await coach.page.evaluate(() => localStorage.getItem("banquilloSync"))).toBeNull();
  expect(couch.requests.slice(asked)).toEqual([]);
  await before.getByRole("button", { name: "Corregir y conectar" }).click();
  await synced(coach.page);
  expect(await onServer(couch, db, "player:p-sergio")).toMatchObject({ number: 8 });
  const daniel = await onServer(couch, db, "player:p-daniel");
  expect(daniel).toMatchObject({ name: "Daniel Peña", number: 8 });
  expect(daniel).not.toHaveProperty("legado");
  expect(await onServer(couch, db, "player:p-leo")).toMatchObject({ number: 9 });
  const players = (await readStorage<{ id: string; number: number }[]>(coach.page, "players"))!;
  expect(players.map((p) => [p.id, p.number])).toEqual([
    ["p-sergio", 8],
    ["p-daniel", 8],
    ["p-leo", 9],
  ]);
  await coach.ctx.close();
});

test("a restore while sharing names the players the server would refuse; 'Corregir' restores and shares them", async ({
  browser,
  couch,
}) => {
  const db = await staffTeam(couch);
  const coach = await device(browser);
  await seed(coach.page, { players: [refusedPlayers[2]] });
  await connect(coach.page, couch.url, db, "ana", "clave-ana");
  await synced(coach.page);
  await coach.page.goto("/data");
  await coach.page.getByLabel("Archivo de copia de seguridad").setInputFiles({
    name: "antigua.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ players: refusedPlayers }), "utf8"),
  });
  const preview = coach.page.getByRole("region", { name: "Contenido de la copia" });
  const warning = preview
    .getByRole("alert")
    .filter({ hasText: "El servidor del equipo no los aceptaría" });
  await expect(warning).toContainText(
    "La copia trae 2 registros que el servidor del equipo no aceptaría; el primero, «Jugador: Sergio Ibáñez»: «number» debe ser un número entero no negativo.",
  );
  await warning.getByRole("button", { name: "Corregir" }).click();
  await expect(
    coach.page.getByText("Corregidos 2 de 2 registros. El archivo no cambia."),
  ).toBeVisible();
  await expect(warning).toHaveCount(0);
  await preview.getByRole("button", { name: "Reemplazar los datos actuales" }).click();
  await coach.page
    .getByRole("alertdialog")
    .getByRole("button", { name: "Reemplazar datos" })
    .click();
  await expect(coach.page.getByText(/Copia restaurada: 3 jugadores/)).toBeVisible();
  await expect
    .poll(async () => (await onServer(couch, db, "player:p-sergio"))?.number, { timeout: 20_000 })
    .toBe(8);
  await synced(coach.page);
  const daniel = await onServer(couch, db, "player:p-daniel");
  expect(daniel).toMatchObject({ name: "Daniel Peña", number: 8 });
  expect(daniel).not.toHaveProperty("legado");
  await coach.ctx.close();
});

/** A fresh team with only the coach's device, holding the example team, connected and synced. */
async function coachOnly(browser: Browser, couch: Couch) {
  const db = await staffTeam(couch);
  const coach = await device(browser, demo);
  await connect(coach.page, couch.url, db, "ana", "clave-ana");
  await synced(coach.page);
  return { db, coach };
}

/** A request to the stand-in as `user` (the admin unless named). */
function asUser(couch: Couch, path: string, init: RequestInit = {}, user?: [string, string]) {
  const [name, password] = user ?? [couch.admin.name, couch.admin.password];
  return fetch(`${couch.url}${path}`, {
    ...init,
    headers: {
      Authorization: `Basic ${Buffer.from(`${name}:${password}`).toString("base64")}`,
      "Content-Type": "application/json",
    },
  });
}

const refusedNumber = (id: string) =>
  `Documento no válido (player:${id}): «number» debe ser un número entero no negativo.`;
const KEPT_TEXT =
  "El servidor no lo tenía: se queda en este dispositivo, marcado «No compartido», y se enviará de nuevo cuando lo corrijas.";

test("a first connection keeps a player the server refuses ('No compartido', the reason, 'Corregir'); corrected, he is shared", async ({
  browser,
  couch,
}) => {
  const db = await staffTeam(couch);
  const sergio = team.players[1]!;
  // A shirt number 7.5, written by an older version straight into storage.
  const coach = await device(browser, {
    ...demo,
    players: demo.players.map((p) => (p.id === sergio.id ? { ...p, number: 7.5 } : p)),
  });
  const { page } = coach;
  await connect(page, couch.url, db, "ana", "clave-ana");
  // The coach is told before anything is sent, and keeps him as he is.
  await page
    .getByRole("alert")
    .filter({ hasText: "Antes de compartir" })
    .getByRole("button", { name: "Conectar sin corregirlos" })
    .click();
  const notice = page.getByRole("alert").filter({ hasText: "El servidor no aceptó" });
  await expect(notice).toHaveText(
    `El servidor no aceptó «Guardar Jugador: ${sergio.name}»: ${refusedNumber(sergio.id)} ${KEPT_TEXT}Entendido`,
    { timeout: 20_000 },
  );
  await notice.getByRole("button", { name: "Entendido" }).click();
  await expect(status(page)).toHaveText("1 registro no compartido", { timeout: 20_000 });
  await page.goto("/players");
  const mark = page.getByRole("row").filter({ hasText: sergio.name }).getByTestId("not-shared");
  await expect(mark).toHaveText(`No compartido${refusedNumber(sergio.id)}Corregir`);
  // Kept across a reload, on the device and in his detail; the rest of the team is shared.
  await page.goto(`/player/${sergio.id}`);
  await expect(page.getByTestId("not-shared")).toContainText("No compartido");
  await expect(status(page)).toHaveText("1 registro no compartido", { timeout: 20_000 });
  const stored = await readStorage<typeof team.players>(page, "players");
  expect(stored!.map((p) => p.id)).toEqual(team.players.map((p) => p.id));
  expect(await onServer(couch, db, `player:${sergio.id}`)).toBeUndefined();
  expect(await onServer(couch, db, `player:${team.players[0]!.id}`)).toBeDefined();

  // 'Corregir' opens his form on the shirt number, with its error; corrected, he is shared.
  await page.getByTestId("not-shared").getByRole("link", { name: "Corregir" }).click();
  await expect(page).toHaveURL(/\?editar=1&campo=number$/);
  const number = page.getByLabel("Dorsal");
  await expect(number).toBeFocused();
  await expect(page.getByText("El dorsal debe ser un número entero")).toBeVisible();
  await number.fill("7");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await synced(page);
  expect(await onServer(couch, db, `player:${sergio.id}`)).toMatchObject({ number: 7 });
  await page.goto("/players");
  await expect(page.getByRole("link", { name: sergio.name }).first()).toBeVisible();
  await expect(page.getByTestId("not-shared")).toHaveCount(0);
  await coach.ctx.close();
});

test("a restored backup with three players the server refuses keeps them on the device, marked", async ({
  browser,
  couch,
}) => {
  const { coach } = await coachOnly(browser, couch);
  const { page } = coach;
  const added = ["Sergio Ibáñez", "Daniel Peña", "Hugo Sanz"].map((name, i) => ({
    ...team.players[0]!,
    id: `restaurado-${i}`,
    name,
    number: 7.5,
  }));
  const backup = {
    format: "banquillo-backup",
    version: 1,
    data: { ...demo, players: [...demo.players, ...added] },
  };
  await page.goto("/data");
  await page.getByLabel("Archivo de copia de seguridad").setInputFiles({
    name: "copia.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(backup), "utf8"),
  });
  await page.getByRole("button", { name: "Reemplazar los datos actuales" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reemplazar datos" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "El servidor no aceptó" });
  for (const p of added)
    await expect(notice).toContainText(
      `El servidor no aceptó «Guardar Jugador: ${p.name}»: ${refusedNumber(p.id)} ${KEPT_TEXT}`,
      { timeout: 20_000 },
    );
  await notice.getByRole("button", { name: "Entendido" }).click();
  await expect(status(page)).toHaveText("3 registros no compartidos", { timeout: 20_000 });
  await page.goto("/players");
  for (const p of added)
    await expect(
      page.getByRole("row").filter({ hasText: p.name }).getByTestId("not-shared"),
    ).toContainText(`No compartido${refusedNumber(p.id)}Corregir`);
  const stored = await readStorage<typeof team.players>(page, "players");
  expect(stored!.map((p) => p.id)).toEqual([...team.players, ...added].map((p) => p.id));
  await coach.ctx.close();
});

/** Every text the sync status shows on this device's pages from now on, page loads included. */
async function watchStatuses(ctx: BrowserContext): Promise<(page: Page) => Promise<string[]>> {
  await ctx.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { statuses: string[] }).statuses = seen;
    new MutationObserver(() => {
      const text = document.querySelector("[data-testid=sync-status]")?.textContent ?? "";
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return (page) => page.evaluate(() => (window as unknown as { statuses: string[] }).statuses);
}

test("a document nested 3,000 levels is set aside and named; a member's later edit still reaches the coach", async ({
  browser,
  couch,
}) => {
  const { db, coach } = await coachOnly(browser, couch);
  const { page } = coach;
  // Written by an admin (the rules do not apply to one).
  let deep: unknown = "fondo";
  for (let i = 0; i < 3000; i++) deep = { a: deep };
  const hondo = { docType: "player", order: 999, id: "hondo", name: "Hondo", extra: deep };
  const put = await asUser(couch, `/${db}/player:hondo`, {
    method: "PUT",
    body: JSON.stringify(hondo),
  });
  expect(put.status).toBe(201);
  await expect(status(page)).toHaveText("Un documento del servidor no se puede leer", {
    timeout: 20_000,
  });
  await expect(page.getByTestId("sync-problems")).toContainText(
    "Se ha dejado aparte «Jugador: Hondo», que llegó del servidor",
  );
  // Then Luis, a member, edits a player: the edit reaches the coach.
  const player = team.players[2]!;
  const luis: [string, string] = ["luis", "clave-luis"];
  const doc = (await (await asUser(couch, `/${db}/player:${player.id}`, {}, luis)).json()) as {
    name: string;
  };
  const edited = await asUser(
    couch,
    `/${db}/player:${player.id}`,
    { method: "PUT", body: JSON.stringify({ ...doc, name: "Nombre de Luis" }) },
    luis,
  );
  expect(edited.status).toBe(201);
  await page.goto("/players");
  await expect(page.getByRole("link", { name: "Nombre de Luis" }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(status(page)).toHaveText("Un documento del servidor no se puede leer");
  await expect(page.getByTestId("sync-problems")).toContainText("«Jugador: Hondo»");
  expect(
    (await readStorage<typeof team.players>(page, "players"))!.some((p) => p.id === "hondo"),
  ).toBe(false);
  await coach.ctx.close();
});

test("team data that does not fit in the browser's storage: the status says so, names what was left out, never 'Sincronizado'", async ({
  browser,
  couch,
}) => {
  const db = await staffTeam(couch);
  const insights = Array.from({ length: 16 }, (_, i) => ({
    _id: `insight:grande-${i}`,
    docType: "insight",
    order: 100 + i,
    text: `${i} ${"x".repeat(450_000)}`,
    meta: null,
  }));
  const written = await asUser(couch, `/${db}/_bulk_docs`, {
    method: "POST",
    body: JSON.stringify({ docs: insights }),
  });
  expect(written.status).toBe(201);
  const coach = await device(browser, demo);
  const statuses = await watchStatuses(coach.ctx);
  const { page } = coach;
  await connect(page, couch.url, db, "ana", "clave-ana");
  await expect(status(page)).toHaveText("Datos que no caben en este navegador", {
    timeout: 30_000,
  });
  await expect(page.getByTestId("sync-problems")).toContainText(
    `Datos que no caben en este navegador: «Insights guardados»: ${demo.savedInsights.length} de ${demo.savedInsights.length + insights.length}.`,
  );
  await expect(page.getByTestId("sync-problems")).toContainText("Para hacer sitio");
  // The rest of the team is stored and shared.
  expect((await readStorage<typeof team.players>(page, "players"))!.length).toBe(
    team.players.length,
  );
  expect(await statuses(page)).not.toContain("Sincronizado");
  await page.reload();
  await expect(status(page)).toHaveText("Datos que no caben en este navegador", {
    timeout: 30_000,
  });
  expect(await statuses(page)).not.toContain("Sincronizado");
  await coach.ctx.close();
});
