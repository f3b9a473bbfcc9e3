// The live match: a whole match from a saved plan, recorded like a coach at the
// touchline, with Playwright's fake clock driving time. Run on a phone (390×844, touch) and on a
// laptop (1280×800). The saved match must equal the event log, and every figure must follow.
import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { KICK_OFF, formation, plan, players, rival, starters } from "./live-fixtures";
import { failOnPageError, goOffline, jump, readStorage, seed } from "./support";
import { liveMatch } from "./pages/live";

type Stored = Record<string, unknown> & { events?: unknown[] };

function ui(page: Page, touch: boolean) {
  const press = async (target: Locator) => {
    if (touch) await target.tap({ timeout: 8000 });
    else await target.click();
  };
  const dialog = () => page.getByRole("dialog");
  let elapsed = 0;
  return {
    press,
    button: (name: string | RegExp) => press(page.getByRole("button", { name, exact: true })),
    pick: (name: string) => press(dialog().getByRole("button", { name, exact: true })),
    /**
     * Moves the fake clock to `mm:ss` of the current period's own time.
     */
    until: async (to: string) => {
      const [m, s] = to.split(":").map(Number);
      const target = m! * 60_000 + s! * 1000;
      await jump(page, target - elapsed);
      elapsed = target;
    },
    /** Lets pending timers run (the toast library shows toasts from a timeout). */
    settle: async () => {
      await page.clock.runFor(50);
      elapsed += 50;
    },
    newPeriod: () => {
      elapsed = 0;
    },
    clock: () => page.getByTestId("live-clock"),
    minute: () => page.getByTestId("live-minute"),
    log: () => liveMatch(page).log,
  };
}

async function liveEvents(page: Page) {
  return ((await readStorage<Stored>(page, "liveMatch"))?.events ?? []).length;
}

for (const device of [
  { name: "phone 390×844 with touch", viewport: { width: 390, height: 844 }, touch: true },
  { name: "laptop 1280×800", viewport: { width: 1280, height: 800 }, touch: false },
]) {
  test.describe(device.name, () => {
    test.use({
      viewport: device.viewport,
      hasTouch: device.touch,
      isMobile: device.touch,
      serviceWorkers: "allow",
    });

    test("a whole match from a plan: events, undo, edit, reload, offline, saved as logged", async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      const errors = failOnPageError(page);
      await seed(page, {
        players,
        formations: [formation],
        rivals: [rival],
        matchPlans: [plan],
        matches: [],
      });
      // Time stands still unless the test moves it, so every reading below is exact.
      await page.clock.install({ time: KICK_OFF.getTime() - 60_000 });
      await page.clock.pauseAt(KICK_OFF);
      const u = ui(page, device.touch);

      // From the saved plan's detail to the live setup, rival, formation and XI filled in.
      await page.goto("/match-plan-details/plan-1");
      await u.press(page.getByRole("link", { name: "Empezar en directo" }));
      await expect(page).toHaveURL("/live?plan=plan-1");
      await expect(liveMatch(page).narrowNotice).toHaveCount(0);
      await expect(page.getByLabel("Rival")).toHaveValue("r1");
      await expect(page.getByLabel("Formación")).toHaveValue("f1");
      await expect(page.getByRole("heading", { name: "Alineación (11/11)" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Delantero 1: Raúl García" })).toBeVisible();
      await u.button("Visitante");
      await u.button("Ir al partido");
      expect(await readStorage(page, "liveMatch")).toMatchObject({
        setup: { rival: { id: "r1", name: "Lobos" }, location: "away", periodMinutes: 45 },
      });

      // First half.
      await expect(liveMatch(page).ourGoal).toBeDisabled();
      await u.button("Pitido inicial");
      // The phone's screen is kept on while the match runs.
      await expect(page.getByText("Pantalla encendida")).toBeVisible();
      await u.until("11:30");
      await expect(u.clock()).toHaveText("11:30");
      await expect(u.minute()).toHaveText("12'");
      await u.button("Gol nuestro");
      await u.pick("9 Raúl García");
      await u.pick("10 Koke Ramos");
      await u.settle();
      await expect(liveMatch(page).score).toHaveAttribute("aria-label", "Mi Equipo 1, Lobos 0");
      await expect(
        page.getByText("12' · Gol de Raúl García · asistencia de Koke Ramos"),
      ).toBeVisible();
      expect(await liveEvents(page)).toBe(1);

      await u.until("19:10");
      await u.button("Gol rival");
      await u.until("24:05");
      await u.button("Amarilla");
      await u.pick("8 Dani Pérez");
      // A shot logged by mistake, undone from the toast.
      await u.button("Tiro");
      await u.settle();
      // Shots count goals too: the goal and this shot.
      await expect(liveMatch(page).shot).toContainText("2");
      expect(await liveEvents(page)).toBe(4);
      await u.press(
        page
          .locator("[data-sonner-toast]")
          .filter({ hasText: "25' · Tiro nuestro" })
          .getByRole("button", { name: "Deshacer" }),
      );
      await expect(liveMatch(page).shot).toContainText("1");
      expect(await liveEvents(page)).toBe(3);
      await u.button("Tiro rival");
      await u.until("33:00");
      await u.button("Tiro");

      await u.until("45:30");
      await expect(u.minute()).toHaveText("45+1'");
      await u.button("Fin 1ª parte");
      await expect(u.clock()).toHaveText("45:30");

      // Two substitutions queued at half-time and made with one tap.
      await u.button("Cambio");
      await u.pick("7 Hugo Sanz");
      await u.pick("12 Adrián Soto");
      await u.pick("11 Nico Vidal");
      await u.pick("14 Mario Blanco");
      await expect(page.getByRole("list", { name: "Cambios preparados" })).toContainText(
        "Entra Adrián Soto · sale Hugo Sanz",
      );
      await u.pick("Hacer 2 cambios");
      await expect(liveMatch(page).onPitch.getByLabel(/Mario Blanco/)).toBeVisible();

      // Second half; then a reload in the middle of it.
      await jump(page, 10 * 60_000);
      await expect(u.clock()).toHaveText("45:30");
      await u.button("Empezar 2ª parte");
      u.newPeriod();
      await u.until("14:00");
      await expect(u.clock()).toHaveText("59:00");
      await page.reload();
      await expect(u.clock()).toHaveText("59:00");
      await expect(u.minute()).toHaveText("60'");
      await expect(liveMatch(page).score).toHaveAttribute("aria-label", "Mi Equipo 1, Lobos 1");
      await expect(u.log()).toContainText("Amarilla a Dani Pérez");

      if (device.touch) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: "docs/screenshots/live-390.png" });
      }

      // Offline from here on: nothing needs the network.
      await goOffline(page);
      await expect(page.getByText("Sin conexión · todo se guarda aquí")).toBeVisible();
      await u.until("21:30");
      await u.button("Gol nuestro");
      await u.pick("14 Mario Blanco");
      await u.pick("12 Adrián Soto");
      await u.until("27:10");
      await u.button("Amarilla");
      await u.pick("8 Dani Pérez");
      await expect(u.log()).toContainText("Segunda amarilla a Dani Pérez: expulsado");
      await expect(liveMatch(page).onPitch.getByText("Vacía")).toBeVisible();
      await u.until("31:00");
      await u.button("Cambio");
      await u.pick("9 Raúl García");
      await u.pick("15 Luis Castro");
      await u.pick("Hacer 1 cambio");
      // A note, then deleted from the log.
      await u.button("Nota");
      await page.getByLabel("Texto de la nota").fill("Presión alta del rival");
      await u.pick("Guardar nota");
      await expect(u.log()).toContainText("Nota: Presión alta del rival");
      await u.press(u.log().getByRole("button", { name: "Borrar: Nota: Presión alta del rival" }));
      await expect(u.log()).not.toContainText("Presión alta del rival");
      // An edit in the log: the rival's goal was at 22', not 20'.
      await u.press(u.log().getByRole("button", { name: "Editar: Gol de Lobos" }));
      await page.getByRole("dialog").getByLabel("Minuto").fill("22");
      await u.pick("Guardar cambios");
      await expect(u.log().getByRole("listitem", { name: "Gol de Lobos" })).toContainText("22'");
      expect(await liveEvents(page)).toBe(10);

      // A pause does not count; then added time and the final whistle.
      await u.until("40:00");
      await u.button("Pausar");
      await jump(page, 3 * 60_000);
      await expect(u.clock()).toHaveText("85:00");
      await u.button("Reanudar");
      await u.until("46:30");
      await expect(u.minute()).toHaveText("90+2'");
      await u.button("Final del partido");
      // The confirmation's code loads on demand: let the paused page clock move until it shows.
      const finish = page.getByRole("alertdialog").getByRole("button", { name: "Terminar" });
      await expect(async () => {
        await u.settle();
        await expect(finish).toBeVisible({ timeout: 250 });
      }).toPass();
      await u.press(finish);
      await context.setOffline(false);

      // Review and save.
      await u.button("Revisar y guardar");
      await expect(page.getByTestId("review-score")).toHaveText("2 – 1");
      const shown = JSON.parse((await page.getByTestId("review-json").textContent()) ?? "{}");
      await u.button("Guardar partido");
      await expect(page).toHaveURL(/\/match-details\//);
      expect(await readStorage(page, "liveMatch")).toBeNull();

      const matches = (await readStorage<Stored[]>(page, "matches"))!;
      expect(matches).toHaveLength(1);
      const m = matches[0]!;
      expect(m).toEqual(shown);
      const ids = Object.fromEntries(players.map((p) => [p.name, p.id]));
      expect(m).toMatchObject({
        date: "2026-11-22",
        rival: "Lobos",
        opponent: "Lobos",
        rivalId: "r1",
        location: "away",
        formation: "Clásica",
        formationUsed: "Clásica",
        formationId: "f1",
        competition: "Liga",
        season: "2026-27",
        periodMinutes: 45,
        score: { home: 2, away: 1 },
        shotsFor: 3,
        shotsAgainst: 2,
        scorers: [
          { player: "Raúl García", minute: 12, playerId: "p10" },
          { player: "Mario Blanco", minute: 67, playerId: "p13" },
        ],
        assists: ["Koke Ramos", "Adrián Soto"],
        assistIds: ["p8", "p12"],
        assistGoals: [0, 1],
        cards: [
          { player: "Dani Pérez", type: "yellow", playerId: "p7", minute: 25 },
          { player: "Dani Pérez", type: "red", playerId: "p7", minute: 73 },
        ],
        subs: [
          { playerOut: "Hugo Sanz", playerIn: "Adrián Soto", minute: 45 },
          { playerOut: "Nico Vidal", playerIn: "Mario Blanco", minute: 45 },
          { playerOut: "Raúl García", playerIn: "Luis Castro", minute: 77 },
        ].map((s) => ({ ...s, playerOutId: ids[s.playerOut], playerInId: ids[s.playerIn] })),
        rivalGoalMinutes: [22],
        formationPlayers: plan.lineup,
        formationPlayerIds: plan.lineupIds,
      });
      // One stored timeline: the spec's arrays above, and the shots in match order. The live
      // log is not saved beside them, where an edit in the match form would leave a stale copy.
      expect(m.shotsTimeline).toEqual([
        { side: "for", minute: 12, period: 1, goal: true },
        { side: "against", minute: 22, period: 1, goal: true },
        { side: "against", minute: 25, period: 1, goal: false },
        { side: "for", minute: 34, period: 1, goal: false },
        { side: "for", minute: 67, period: 2, goal: true },
      ]);
      // The story's events are kept for the match page (shots stay in shotsTimeline above).
      expect((m.events as { kind: string }[]).map((e) => e.kind)).toEqual([
        "goal",
        "rivalGoal",
        "card",
        "sub",
        "sub",
        "goal",
        "card",
        "sub",
      ]);

      // Every figure follows, by the same rule as the match form.
      const stored = (await readStorage<typeof players>(page, "players"))!;
      const s = (name: string) => stored.find((p) => p.name === name)!.stats;
      expect(s("Raúl García")).toMatchObject({ goals: 1, matches: 1, minutesPlayed: 77 });
      expect(s("Koke Ramos")).toMatchObject({ assists: 1, matches: 1, minutesPlayed: 90 });
      expect(s("Mario Blanco")).toMatchObject({ goals: 1, matches: 1, minutesPlayed: 45 });
      expect(s("Adrián Soto")).toMatchObject({ assists: 1, matches: 1, minutesPlayed: 45 });
      expect(s("Hugo Sanz")).toMatchObject({ matches: 1, minutesPlayed: 45 });
      expect(s("Luis Castro")).toMatchObject({ matches: 1, minutesPlayed: 13 });
      expect(s("Dani Pérez")).toMatchObject({ yellowCards: 1, redCards: 1, matches: 1 });
      expect(s("Óscar Pardo")).toMatchObject({ matches: 0, minutesPlayed: 0 });
      const f = (await readStorage<(typeof formation)[]>(page, "formations"))![0]!;
      expect(f).toMatchObject({
        gamesPlayed: 1,
        wins: 1,
        goalsFor: 2,
        goalsAgainst: 1,
        shotsFor: 3,
        shotsAgainst: 2,
      });
      const r = (await readStorage<Stored[]>(page, "rivals"))![0]!;
      expect(r).toMatchObject({
        matchesPlayed: 1,
        matches: [{ id: m.id, score: { home: 2, away: 1 } }],
      });

      // The match page tells it minute by minute, each assist on its goal.
      await expect(
        page.getByRole("list", { name: "Minuto a minuto" }).getByRole("listitem"),
      ).toHaveText([
        /^12'Gol de Raúl García · asistencia de Koke Ramos1-0$/,
        /^22'Gol de Lobos1-1$/,
        /^25'Amarilla: Dani Pérez$/,
        /^45(\+\d+)?'⇄Cambio: entra Adrián Soto, sale Hugo Sanz$/,
        /^45(\+\d+)?'⇄Cambio: entra Mario Blanco, sale Nico Vidal$/,
        /^67'Gol de Mario Blanco · asistencia de Adrián Soto2-1$/,
        /^73'Doble amarilla: Dani Pérez \(expulsado\)$/,
        /^77'⇄Cambio: entra Luis Castro, sale Raúl García$/,
      ]);
      await expect(page.getByRole("list", { name: "Sin minuto registrado" })).toHaveCount(0);
      expect(errors()).toEqual([]);
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("'Ir al partido', at the foot of the squad, opens the match at its top, surnames on the pitch", async ({
    page,
  }) => {
    await seed(page, { players, formations: [formation], rivals: [rival], matchPlans: [plan] });
    await page.goto("/live?plan=plan-1");
    const go = liveMatch(page).go;
    await go.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await go.tap();
    await expect(liveMatch(page).kickOff).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A tile shows the number and the surname; its accessible name keeps the full name.
    const starter = starters[0]!;
    const tile = page
      .getByRole("region", { name: "En el campo" })
      .getByLabel(new RegExp(starter.name));
    await expect(tile).toContainText(starter.name.split(" ").slice(1).join(" "));
    await expect(tile).not.toContainText(starter.name);
  });
});

test("discarding the live match asks first; cancelling keeps it", async ({ page }) => {
  await seed(page, { players, formations: [formation], rivals: [rival], matchPlans: [plan] });
  await page.goto("/live?plan=plan-1");
  await liveMatch(page).go.click();
  await liveMatch(page).discard.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancelar" }).click();
  expect(await readStorage(page, "liveMatch")).not.toBeNull();
  await liveMatch(page).discard.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Descartar" }).click();
  await expect(page.getByRole("heading", { name: "Partido en directo" })).toBeVisible();
  expect(await readStorage(page, "liveMatch")).toBeNull();
});

test("from scratch: tapping players onto positions, with clear messages until the XI is full", async ({
  page,
}) => {
  await seed(page, { players, formations: [formation], rivals: [rival] });
  await page.goto("/");
  await page.getByRole("link", { name: "Partido en directo" }).click();
  await expect(page).toHaveURL("/live");
  await liveMatch(page).go.click();
  await expect(page.getByRole("alert")).toContainText("Elige el rival.");
  await page.getByLabel("Rival").selectOption("r1");
  await page.getByLabel("Formación").selectOption("f1");
  // The first empty position is chosen for you: each tap fills the next one.
  for (const p of players.slice(0, 10)) {
    await page.getByRole("button", { name: new RegExp(`^${p.number}\\s*${p.name}`) }).click();
  }
  await liveMatch(page).go.click();
  await expect(page.getByRole("alert")).toContainText(
    "Falta 1 posición de la alineación por cubrir.",
  );
  await page.getByRole("button", { name: /^11\s*Nico Vidal/ }).click();
  // Óscar stays at home.
  await page.getByRole("button", { name: "Convocado: Óscar Pardo" }).click();
  await page.getByRole("button", { name: "2×30" }).click();
  await liveMatch(page).go.click();
  await expect(liveMatch(page).kickOff).toBeVisible();
  const live = await readStorage<{ setup: { roster: { id: string }[]; periodMinutes: number } }>(
    page,
    "liveMatch",
  );
  expect(live!.setup.periodMinutes).toBe(30);
  expect(live!.setup.roster.map((p) => p.id)).toEqual(players.slice(0, 14).map((p) => p.id));
});

test("the shell on a phone: a menu drawer, a skip link, and no sideways scroll", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await seed(page, { players, formations: [formation], rivals: [rival], matchPlans: [plan] });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Menú principal" })).toBeHidden();
  await page.getByRole("button", { name: "Menú", exact: true }).click();
  await page
    .getByRole("navigation", { name: "Menú principal" })
    .getByRole("link", { name: "Jugadores" })
    .click();
  await expect(page).toHaveURL("/players");
  await expect(page.getByRole("navigation", { name: "Menú principal" })).toBeHidden();
  await page.getByRole("button", { name: "Menú", exact: true }).click();
  await page
    .getByRole("navigation", { name: "Más" })
    .getByRole("link", { name: "En directo" })
    .click();
  await expect(page).toHaveURL("/live");
  for (const path of ["/", "/matchs", "/players", "/rival-details/0", "/live"]) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
    const wide = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(wide, `${path} scrolls sideways`).toBe(false);
  }
  // The notice is a line that can be closed.
  await page.goto("/players");
  await page.getByRole("button", { name: "Cerrar aviso" }).click();
  await expect(liveMatch(page).narrowNotice).toHaveCount(0);
  // Skip link: the first Tab stop, straight to the content (once the screen is shown).
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(liveMatch(page).narrowNotice).toHaveCount(0);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Saltar al contenido" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#contenido")).toBeFocused();
});
