// The players' replies on the coach's side (docs/sync.md, "The players' replies"): the coach's
// device, connected to the team's server, links players to their accounts in 'Configuración',
// publishes the upcoming fixture to each linked player's own database, and shows what players
// answered (written to the test server with each player's own account): the counts on the
// calendar, who has not answered ready to copy, and a call-up pre-ticked from the replies, whose
// saving tells each player 'Convocado' or 'No convocado'. The server is the in-repo stand-in; `team:create` prepares it. Its helpers
// are in replies-fixtures.ts, for a spec that adds the players' phones.
import { readStorage } from "./support";
import {
  DATE,
  answer,
  coachDevice,
  data,
  expect,
  onServer,
  playerDbName,
  published,
  repliesTeam,
  test,
} from "./replies-fixtures";

type Stored = Record<string, unknown>;

// Three days from the day the test runs (the coach publishes the next four weeks of training).
const SESSION_DAY = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString("sv-SE");
const session = { id: "t1", date: SESSION_DAY, time: "19:00", minutes: 90, place: "Campo 2" };
const withSession = {
  ...data,
  trainingSessions: JSON.stringify({
    version: 1,
    items: [{ ...session, focus: "Presión alta", status: "programado", blocks: [] }],
  }),
};

test.describe.configure({ timeout: 90_000 });

test("the coach links accounts, publishes the fixture, sees the replies counted and a call-up pre-ticked", async ({
  browser,
  couch,
}) => {
  const db = await repliesTeam(couch);
  const { page, ctx } = await coachDevice(browser, couch, db, withSession);

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
  // The invitation: server, his own database and account, never a password.
  await accounts.getByRole("button", { name: "Copiar invitación de Dani Carvajal" }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const url = new URL(link);
  expect(url.pathname).toBe("/jugador/invitacion");
  expect(Object.fromEntries(url.searchParams)).toEqual({
    servidor: couch.url,
    bd: playerDbName(db, "dani"),
    usuario: "dani",
  });

  // The schedule reaches each player's database with only what a player may see.
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
    meetPlace: "",
    home: true,
    notes: "",
    answerBy: "",
  });
  expect(await published(couch, db, "partido-fx1", "lucia")).toMatchObject({ date: DATE });
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
      "meetPlace",
      "home",
      "notes",
      "answerBy",
    ].sort(),
  );

  // The players answer from their own accounts.
  await answer(couch, db, "dani:clave-dani", "partido-fx1", { answer: "voy" });
  await answer(couch, db, "marta:clave-marta", "partido-fx1", {
    answer: "no_voy",
    reason: "Lesionada",
  });
  // Pablo's account has no player: the coach's device opens no database for him, so his
  // answer is never read (nor counted).
  await answer(couch, db, "pablo:clave-pablo", "partido-fx1", { answer: "duda" });

  await page.getByRole("link", { name: "Calendario" }).first().click();
  const replies = page.getByTestId("fixture-replies");
  // The goalkeeper has no account: he is not counted as one who has not answered.
  await expect(replies).toContainText("1 va · 1 no · 1 sin responder · 1 sin cuenta", {
    timeout: 20_000,
  });
  await expect(replies).not.toContainText("cuenta sin jugador");
  await replies.getByText("Sin responder", { exact: true }).click();
  await replies.getByRole("button", { name: "Copiar lista" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "Sin responder · vs Lobos (Liga) · sábado, 1 de junio · 18:30\nLucía García",
  );
  // A training session is counted the same way, with its own list naming it.
  const training = page.getByTestId("session-replies");
  await expect(training).toContainText("0 van · 0 no · 3 sin responder · 1 sin cuenta");
  await training.getByText("Sin responder", { exact: true }).click();
  await training.getByRole("button", { name: "Copiar lista" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /^Sin responder · Entrenamiento · Presión alta · \S+, \d+ de \S+ · 19:00\nDani Carvajal\nMarta Torrejón\nLucía García$/,
  );

  // The call-up: nothing saved yet, so Dani ('Voy') is ticked and Marta ('No voy') is not.
  await page.getByRole("link", { name: "Convocatoria" }).first().click();
  const pick = page.getByRole("region", { name: "Elige los convocados" }).or(page.locator("body"));
  await expect(pick.getByRole("checkbox", { name: /Dani Carvajal/ })).toBeChecked();
  await expect(pick.getByRole("checkbox", { name: /Marta Torrejón/ })).not.toBeChecked();
  await expect(pick.getByText("No voy · Lesionada")).toBeVisible();
  await expect(
    page.getByText(
      "Marcados según las respuestas de los jugadores: guarda la convocatoria para confirmarla.",
    ),
  ).toBeVisible();
  await expect(pick.getByRole("checkbox", { name: /Lucía García/ })).not.toBeChecked();
  await page.getByRole("button", { name: "Guardar convocatoria" }).click();
  await expect(page.getByText("Convocatoria guardada.")).toBeVisible();
  const [fixture] = (await readStorage<Stored[]>(page, "fixtures"))!;
  expect(fixture!.squadIds).toEqual(["p1"]);
  // Each player is told, in his own database.
  const notice = (user: string) => onServer(couch, db, "convocatoria:partido-fx1", user);
  await expect
    .poll(async () => (await notice("dani"))?.status, { timeout: 20_000 })
    .toBe("convocado");
  await expect
    .poll(async () => (await notice("marta"))?.status, { timeout: 20_000 })
    .toBe("no_convocado");
  // What the coach posts to the team chat names the squad, never a player's reason.
  await page.getByRole("button", { name: "Copiar texto" }).click();
  const posted = await page.evaluate(() => navigator.clipboard.readText());
  expect(posted).toContain("Dani Carvajal");
  expect(posted).not.toContain("Lesionada");
  await ctx.close();
});
