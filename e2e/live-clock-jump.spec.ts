// The live clock when the phone's clock is moved mid-match (two hours back, forty days forward):
// the match clock keeps its own time, a goal logged after the jumps gets the real minute, a
// reload resumes from the last reading, and a clock that ran away asks for the minute and is
// corrected. On a phone (390×844, touch) with Playwright's fake clock: `setSystemTime` moves the
// phone's clock (Date) without moving performance.now(), exactly as a person changing it does.
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { KICK_OFF, formation, plan, players, rival } from "./live-fixtures";
import { failOnPageError, jump, readStorage, seed } from "./support";

type StoredLive = {
  events: { kind: string; period: number; minute: number; added: number }[];
  clock: { kind: string; at: number; ms?: number }[];
};

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The saved plan's match on a phone, the fake clock paused at kick-off, the whistle blown. */
async function kickOff(page: Page, names?: { team: string; rival: string }) {
  const errors = failOnPageError(page);
  await seed(page, {
    players,
    formations: [formation],
    rivals: [names ? { ...rival, name: names.rival } : rival],
    matchPlans: [names ? { ...plan, rival: names.rival } : plan],
    matches: [],
    ...(names ? { teamSettings: { name: names.team, seasonStartMonth: 8 } } : {}),
  });
  await page.clock.install({ time: KICK_OFF.getTime() - 60_000 });
  await page.clock.pauseAt(KICK_OFF);
  const tap = (name: string) => page.getByRole("button", { name, exact: true }).tap();
  await page.goto("/match-plan-details/plan-1");
  await page.getByRole("link", { name: "Empezar en directo" }).tap();
  await tap("Ir al partido");
  await tap("Pitido inicial");
  return {
    errors,
    tap,
    clock: page.getByTestId("live-clock"),
    minute: page.getByTestId("live-minute"),
  };
}

test("moving the phone's clock mid-match changes nothing: a rival goal gets the real minute", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { errors, tap, clock, minute } = await kickOff(page);
  await jump(page, 10 * 60_000);
  await expect(clock).toHaveText("10:00");

  // The phone's clock goes two hours back; a minute is played.
  await page.clock.setSystemTime(KICK_OFF.getTime() + 10 * 60_000 - 2 * HOUR);
  await page.clock.runFor(60_000);
  await expect(clock).toHaveText("11:00");
  await expect(minute).toHaveText("12'");

  // Then forty days forward; another minute is played.
  await page.clock.setSystemTime(KICK_OFF.getTime() + 11 * 60_000 - 2 * HOUR + 40 * DAY);
  await page.clock.runFor(60_000);
  await expect(clock).toHaveText("12:00");
  await expect(minute).toHaveText("13'");

  // A rival goal now is in the 13th minute, on screen and in storage.
  await tap("Gol rival");
  await page.clock.runFor(50);
  await expect(page.getByRole("region", { name: "Registro del partido" })).toContainText("13'");
  await expect(page.getByRole("region", { name: "Registro del partido" })).not.toContainText("45+");
  let stored = (await readStorage<StoredLive>(page, "liveMatch"))!;
  expect(stored.events).toEqual([
    expect.objectContaining({ kind: "rivalGoal", period: 1, minute: 13, added: 0 }),
  ]);

  // A reload resumes where the clock was, whatever the phone's clock says.
  await page.reload();
  await expect(clock).toHaveText("12:00");
  await page.clock.runFor(60_000);
  await expect(clock).toHaveText("13:00");
  await expect(
    page.getByRole("status").filter({ hasText: "La hora del teléfono cambió" }),
  ).toHaveCount(0);

  // The coach can set the minute by hand: 20' is 19:00 of play.
  await tap("Corregir minuto");
  await page.getByLabel(/Minuto que se está jugando/).fill("20");
  await tap("Fijar minuto");
  await expect(clock).toHaveText("19:00");
  await expect(minute).toHaveText("20'");
  stored = (await readStorage<StoredLive>(page, "liveMatch"))!;
  expect(stored.clock.map((a) => a.kind)).toEqual(["start", "adjust"]);
  expect(errors()).toEqual([]);
});

test("a clock more than 30 minutes into added time stops at 45+30' and asks for the minute", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { errors, tap, clock, minute } = await kickOff(page);
  // The first half forgotten for 80 minutes: more than 30 minutes of added time.
  await jump(page, 80 * 60_000);
  await expect(minute).toHaveText("45+30'");
  await expect(clock).toHaveText("75:00");
  await expect(page.getByRole("alert")).toContainText("El reloj pasa de 30 minutos de añadido");
  // A goal now is stamped at the cap, never further.
  await tap("Gol rival");
  await page.clock.runFor(50);
  let stored = (await readStorage<StoredLive>(page, "liveMatch"))!;
  expect(stored.events).toEqual([
    expect.objectContaining({ kind: "rivalGoal", period: 1, minute: 45, added: 30 }),
  ]);

  // A minute out of range is refused with a message; a good one fixes the clock.
  const box = page.getByLabel(/Minuto que se está jugando/);
  await box.fill("80");
  await tap("Fijar minuto");
  await expect(
    page.getByRole("alert").filter({ hasText: "Escribe un minuto entre 1 y 75." }),
  ).toBeVisible();
  await box.fill("44");
  await tap("Fijar minuto");
  await expect(minute).toHaveText("44'");
  await expect(clock).toHaveText("43:00");
  await expect(page.getByRole("alert").filter({ hasText: "añadido" })).toHaveCount(0);
  stored = (await readStorage<StoredLive>(page, "liveMatch"))!;
  expect(stored.clock.map((a) => a.kind)).toEqual(["start", "adjust"]);
  expect(errors()).toEqual([]);
});

test("added time never goes back at the final whistle, and the score bar shows whole names", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const names = {
    team: "Club Deportivo Arroyo Juvenil",
    rival: "Agrupación Deportiva Unión Fuenlabrada Juvenil B",
  };
  const { errors, tap, minute } = await kickOff(page, names);
  // Both names whole on a phone: on two lines or smaller, never cut.
  const bar = page.getByRole("region", { name: "Marcador" });
  for (const name of [names.team, names.rival]) {
    const el = bar.getByText(name, { exact: true });
    await expect(el).toBeVisible();
    const fit = await el.evaluate((e) => ({
      width: e.scrollWidth <= e.clientWidth,
      height: e.scrollHeight <= e.clientHeight,
    }));
    expect(fit, name).toEqual({ width: true, height: true });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await jump(page, 45 * 60_000);
  await tap("Fin 1ª parte");
  await tap("Empezar 2ª parte");
  // 46:30 into the second half: the 47th minute, 90+2'.
  await jump(page, 46 * 60_000 + 30_000);
  await expect(minute).toHaveText("90+2'");
  await tap("Final del partido");
  // The confirmation's code loads on demand: let the paused page clock move until it shows.
  const finish = page.getByRole("alertdialog").getByRole("button", { name: "Terminar" });
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(finish).toBeVisible({ timeout: 250 });
  }).toPass();
  await finish.tap();
  await expect(minute).toHaveText("90+2'");
  await page.clock.runFor(5 * 60_000);
  await expect(minute).toHaveText("90+2'");
  await page.reload();
  await expect(minute).toHaveText("90+2'");
  expect(errors()).toEqual([]);
});

test("taps made at the same moment in two tabs of the phone are all kept", async ({ page }) => {
  const { errors, tap } = await kickOff(page);
  // A second tab that has not yet heard the first one's taps when it taps: its `storage`
  // events are held back, as when both tabs tap at the same moment.
  const other = await page.context().newPage();
  await other.addInitScript(() => {
    window.addEventListener(
      "storage",
      (e) => {
        if (sessionStorage.getItem("deaf")) e.stopImmediatePropagation();
      },
      true,
    );
    sessionStorage.setItem("deaf", "1");
  });
  await other.goto("/live");
  await expect(other.getByTestId("live-minute")).toHaveText("1'");
  await tap("Tiro");
  await tap("Tiro");
  await other.getByRole("button", { name: "Tiro rival", exact: true }).tap();
  // Both tabs' taps are stored, and the first tab, hearing the second's write, shows them all.
  await expect
    .poll(async () =>
      ((await readStorage<StoredLive>(page, "liveMatch"))?.events ?? []).map((e) => e.kind).sort(),
    )
    .toEqual(["rivalShot", "shot", "shot"]);
  await expect(page.getByRole("button", { name: "Tiro", exact: true })).toContainText("2");
  await expect(page.getByRole("button", { name: "Tiro rival", exact: true })).toContainText("1");
  expect(errors()).toEqual([]);
});
