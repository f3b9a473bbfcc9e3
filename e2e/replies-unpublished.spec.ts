// A fixture whose id the replies database refuses (a space and a colon: from an import or an
// older version) is never published to the players. The calendar names it with the reason, and
// 'Corregir y publicar' gives it a new id, its call-up kept, and publishes it.
import { readStorage } from "./support";
import { DATE, coachDevice, data, expect, published, repliesTeam, test } from "./replies-fixtures";

test.describe.configure({ timeout: 90_000 });

type Stored = { id: string; squadIds?: string[] };

test("an unpublishable fixture is named on the calendar, and fixed with one click", async ({
  browser,
  couch,
}) => {
  const db = await repliesTeam(couch);
  const bad = {
    ...data.fixtures[0]!,
    id: "Copa 2030: octavos",
    date: DATE,
    time: "12:00",
    competition: "Copa",
    squadIds: ["p1", "p2"],
  };
  // Dani's account is linked: the coach's device publishes to his database.
  const { page, ctx } = await coachDevice(browser, couch, db, {
    ...data,
    fixtures: [...data.fixtures, bad],
    playerAccounts: { version: 1, accounts: [{ playerId: "p1", user: "dani" }] },
  });
  await published(couch, db, "partido-fx1");

  await page.getByRole("link", { name: "Calendario" }).first().click();
  const notice = page.getByRole("alert").filter({ hasText: "sin publicar a los jugadores" });
  await expect(notice).toContainText("1 partido sin publicar a los jugadores");
  const named = notice.getByRole("list", { name: "Partidos sin publicar" });
  await expect(named.getByRole("listitem")).toHaveCount(1);
  await expect(named).toContainText("Lobos");
  await expect(named).toContainText("1 de junio");
  await expect(notice).toContainText("tiene espacios, dos puntos o más de 190 caracteres");

  await notice.getByRole("button", { name: "Corregir y publicar" }).click();
  await expect(notice).toHaveCount(0);
  const fixtures = (await readStorage<Stored[]>(page, "fixtures"))!;
  expect(fixtures[0]!.id).toBe("fx1");
  const renewed = fixtures[1]!;
  expect(renewed.id).not.toBe(bad.id);
  expect(renewed.squadIds).toEqual(["p1", "p2"]);
  const event = await published(couch, db, `partido-${renewed.id}`);
  expect(event).toMatchObject({
    kind: "partido",
    date: DATE,
    time: "12:00",
    title: "vs Lobos (Copa)",
  });
  await ctx.close();
});
