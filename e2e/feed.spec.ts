// The calendar address on the coach's phone (390×844, touch), against the stand-in CouchDB:
// 'Configuración' → 'Calendario' shows the address, which a calendar app reads without a login;
// a moved kick-off reaches it; 'Cambiar dirección' leaves the old address answering 404.
import { expect, test } from "./replies-fixtures";
import { data } from "./replies-fixtures";
import { failOnPageError, seed } from "./support";

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The address as Google or Apple Calendar reads it: a plain GET, no login, no cookie. */
async function calendarApp(address: string) {
  const r = await fetch(address);
  return { status: r.status, type: r.headers.get("content-type") ?? "", text: await r.text() };
}

test("the coach shares the calendar address, a moved kick-off reaches it, and 'Cambiar dirección' retires it", async ({
  browser,
  couch,
}) => {
  test.setTimeout(90_000);
  const db = await couch.team({ users: ["ana:clave-ana:coach"] });
  const ctx = await browser.newContext({
    ...phone,
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const page = await ctx.newPage();
  failOnPageError(page);
  await seed(page, data);
  await page.goto("/settings");
  const sharing = page.getByRole("form", { name: "Compartir con el cuerpo técnico" });
  await sharing.getByLabel("Dirección del servidor").fill(couch.url);
  await sharing.getByLabel("Base de datos del equipo").fill(db);
  await sharing.getByLabel("Usuario").fill("ana");
  await sharing.getByLabel("Contraseña").fill("clave-ana");
  await sharing.getByRole("button", { name: "Guardar y conectar" }).tap();
  await expect(page.getByTestId("sync-status")).toHaveText("Sincronizado", { timeout: 20_000 });

  await page.reload();
  const card = page.getByRole("region", { name: "Suscribirse al calendario" });
  const field = card.getByLabel("Dirección del calendario");
  await expect(field).toHaveValue(
    new RegExp(`^${couch.url}/${db}_cal_[0-9a-f]{32}/calendario/equipo\\.ics$`),
  );
  const first = await field.inputValue();
  const served = await calendarApp(first);
  expect(served.status).toBe(200);
  expect(served.type).toMatch(/^text\/calendar/);
  // 18:30 in Madrid on 1 June 2030 (summer time).
  expect(served.text).toContain("DTSTART:20300601T163000Z\r\n");
  expect(served.text).toContain("SUMMARY:Mi Equipo – Lobos (Liga)\r\n");

  await card.getByRole("button", { name: "Copiar dirección" }).tap();
  await expect(card.getByText("Dirección copiada: compártela con la plantilla.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  // The coach moves the kick-off: the device writes the file again on its own.
  await page.goto("/calendar/fx1/editar");
  await page.getByLabel("Hora de inicio").fill("19:45");
  await page.getByRole("button", { name: "Guardar en el calendario" }).tap();
  await expect
    .poll(async () => (await calendarApp(first)).text, { timeout: 15_000 })
    .toContain("DTSTART:20300601T174500Z\r\nDTEND:20300601T194500Z\r\n");
  expect((await calendarApp(first)).text).toContain("SEQUENCE:1\r\n");

  await page.goto("/settings");
  await expect(field).toHaveValue(first);
  await card.getByRole("button", { name: "Cambiar dirección" }).tap();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cambiar" }).tap();
  await expect(
    card.getByText(
      "Dirección cambiada: la anterior ya no funciona. Comparte la nueva con la plantilla.",
    ),
  ).toBeVisible();
  await expect(field).not.toHaveValue(first);
  const second = await field.inputValue();
  expect(second).toMatch(
    new RegExp(`^${couch.url}/${db}_cal_[0-9a-f]{32}/calendario/equipo\\.ics$`),
  );
  expect((await calendarApp(first)).status).toBe(404);
  const moved = await calendarApp(second);
  expect(moved.status).toBe(200);
  expect(moved.type).toMatch(/^text\/calendar/);
  expect(moved.text).toContain("DTSTART:20300601T174500Z\r\n");
  // Every button of the card is a phone's touch target of 48 px.
  for (const button of await card.getByRole("button").all())
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await page.screenshot({ path: "test-results/feed-card-390.png", fullPage: false });
  await ctx.close();
});
