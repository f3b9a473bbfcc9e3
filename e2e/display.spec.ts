// What is drawn and written, checked in a real
// browser with the example team: no page scrolls sideways, formations are named alike
// everywhere, the pitch is one tab stop at most and drawn from the team's side, planning's
// messages, and the player's match log.
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { defaultFormation, player } from "./fixtures";
import { planningSeed, starterNames } from "./planning-fixtures";
import { failOnPageError, readStorage, seed } from "./support";
import { sweepRoutes } from "./sweep";

type StoredMatch = { id: string; formation: string; formationUsed: string; date: string };
type StoredPlan = { id: string };

/** An empty app, then 'Cargar equipo de ejemplo' as a coach would. */
async function loadDemoTeam(page: Page) {
  await seed(page, {});
  await page.goto("/");
  await page.getByRole("button", { name: "Cargar equipo de ejemplo" }).first().click();
  await expect(page.getByText("Estás viendo el equipo de ejemplo")).toBeVisible();
  const matches = (await readStorage<StoredMatch[]>(page, "matches"))!;
  const plans = (await readStorage<StoredPlan[]>(page, "matchPlans"))!;
  const players = (await readStorage<{ id: string }[]>(page, "players"))!;
  expect(matches.length).toBeGreaterThan(0);
  return { matches, plans, players };
}

async function pageWidth(page: Page) {
  return page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
}

/** Headers and definitions whose text spills out of their box (it overlaps the next one). */
async function spilledText(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("main th, main dt, main dd")]
      .filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent?.trim().slice(0, 40)),
  );
}

for (const width of [390, 768, 1024, 1280]) {
  test(`no page scrolls sideways at ${width} px with the example team`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = failOnPageError(page);
    await page.setViewportSize({ width, height: 900 });
    const { matches, plans, players } = await loadDemoTeam(page);
    // Two routes of the same screen are never next to each other: the sweep waits for the
    // screen it leaves to go.
    const routes = [
      "/",
      "/players",
      "/add-player",
      `/player/${players[0]!.id}`,
      "/formations",
      "/add-formation",
      "/formation-details/0",
      "/rivals",
      "/formation-details/1",
      "/add-rival",
      "/rival-details/0",
      "/matchs",
      "/add-match",
      `/match-details/${matches[0]!.id}`,
      "/match-planning",
      "/match-plans",
      `/match-plan-details/${plans[0]!.id}`,
      "/insights",
      "/saved-insights",
      "/settings",
      "/data",
      "/analytics",
      "/calendar",
    ];
    // One page load, then every route opened in the app; every route that scrolls sideways or
    // spills text is listed.
    const failures = await sweepRoutes(page, routes, async (route) => {
      await expect(page.locator("main h1").first()).toBeVisible();
      await expect(page.getByText("Loading...")).toHaveCount(0);
      const { scroll, inner } = await pageWidth(page);
      expect(scroll, `${route} at ${width} px`).toBeLessThanOrEqual(inner);
      expect(await spilledText(page), `${route} at ${width} px`).toEqual([]);
    });
    expect(failures, failures.join("\n\n")).toEqual([]);
    // Planning with a formation chosen draws the board beside the steps.
    await page.goto("/match-planning");
    await page.getByLabel("Formación", { exact: true }).selectOption({ index: 1 });
    await expect(page.getByRole("group", { name: "Diagrama táctico" })).toBeVisible();
    const { scroll, inner } = await pageWidth(page);
    expect(scroll, `planning board at ${width} px`).toBeLessThanOrEqual(inner);
    expect(errors()).toEqual([]);
  });
}

test("the example team's matches are stored and shown with their formation's name", async ({
  page,
}) => {
  const { matches } = await loadDemoTeam(page);
  // The demo stores what the match form stores: the formation's name in both fields.
  for (const m of matches) expect(m.formationUsed, m.id).toBe(m.formation);
  const clasica = matches.find((m) => m.formation === "Clásica")!;
  await page.goto("/matchs");
  const table = page.getByRole("table", { name: "Partidos" });
  await expect(table.getByText("Clásica (1-4-4-2)", { exact: true }).first()).toBeVisible();
  await expect(table.getByText("1-4-4-2 (1-4-4-2)")).toHaveCount(0);
  await page.goto(`/match-details/${clasica.id}`);
  await expect(page.getByText("Clásica (1-4-4-2)")).toBeVisible();
  await expect(page.getByText("1-4-4-2 (1-4-4-2)")).toHaveCount(0);
});

test("old data with the type in formationUsed still shows 'Clásica (1-4-4-2)'", async ({
  page,
}) => {
  await seed(page, {
    players: [player("p1", "Iker Casillas", "Goalkeeper", 1)],
    formations: [defaultFormation],
    matches: [
      {
        id: "old",
        date: "2024-03-02",
        rival: "Leones",
        opponent: "Leones",
        location: "home",
        score: { home: 2, away: 1 },
        scorers: [],
        assists: [],
        formation: "Clásica",
        formationUsed: "1-4-4-2",
        formationPlayers: { "Posición 1": "Iker Casillas" },
        cards: [],
        subs: [],
        shotsFor: 5,
        shotsAgainst: 3,
      },
    ],
  });
  await page.goto("/matchs");
  await expect(page.getByRole("table", { name: "Partidos" })).toContainText("Clásica (1-4-4-2)");
  await page.goto("/match-details/old");
  await expect(page.getByText("Clásica (1-4-4-2)")).toBeVisible();
  await expect(page.getByText("02/03/2024 · Local")).toBeVisible();
});

/** Presses Tab from the top of the page until focus comes back round; counts the distinct stops
 * inside the pitch drawing. */
async function tabStopsInPitch(page: Page, pitchSelector: string) {
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  const seen = new Set<string>();
  let inPitch = 0;
  let last = "";
  for (let i = 0; i < 250; i++) {
    await page.keyboard.press("Tab");
    const here = await page.evaluate((sel) => {
      const el = document.activeElement;
      if (!el || el === document.body) return { id: "body", inPitch: false };
      const pitch = document.querySelector(sel);
      const path: string[] = [];
      for (let n: Element | null = el; n; n = n.parentElement) {
        path.unshift(`${n.tagName}:${Array.from(n.parentElement?.children ?? []).indexOf(n)}`);
      }
      return { id: path.join("/"), inPitch: Boolean(pitch && pitch.contains(el)) };
    }, pitchSelector);
    // A date field takes one Tab per part (day, month, year): the same element again in a row.
    if (here.id === last) continue;
    last = here.id;
    if (seen.has(here.id)) break;
    seen.add(here.id);
    if (here.inPitch) inPitch += 1;
  }
  expect(seen.size).toBeGreaterThan(3);
  return inPitch;
}

test("Tab crosses the planning board in one stop, and a pitch that is a picture in none", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await seed(page, planningSeed);
  await page.goto("/match-planning");
  await page.getByLabel("Formación", { exact: true }).selectOption({ label: "Clásica (1-4-4-2)" });
  const board = page.getByRole("group", { name: "Diagrama táctico" });
  await expect(board).toBeVisible();
  expect(await tabStopsInPitch(page, "svg[aria-label='Diagrama táctico']")).toBe(1);

  // Inside the board the arrows move between positions and Enter picks one.
  const keeper = board.getByRole("button", { name: /^Posición 1:/ });
  await keeper.focus();
  await page.keyboard.press("ArrowUp");
  const moved = await page.evaluate(() => document.activeElement?.getAttribute("data-position"));
  await expect(
    board.getByRole("button", { name: /^Posición [2-5]:/ }).and(page.locator(":focus")),
  ).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId(`starter-${moved}`).getByRole("combobox").first()).toBeFocused();

  await page.goto("/formation-details/0");
  await expect(page.getByRole("img", { name: /^Diagrama táctico/ })).toBeVisible();
  expect(await tabStopsInPitch(page, "svg[viewBox='0 0 680 1050']")).toBe(0);
});

test("the pitch is drawn from the team's side and its labels neither overlap nor get cut", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loadDemoTeam(page);
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // 'Presión alta' (1-4-3-3) has a right and a left in every line.
    await page.goto("/formation-details/1");
    await expect(page.getByRole("img", { name: "Diagrama táctico 1-4-3-3" })).toBeVisible();
    const pitch = page.locator("svg[aria-label='Diagrama táctico 1-4-3-3']");
    const geometry = await pitch.evaluate((svg) => {
      const svgBox = svg.getBoundingClientRect();
      const positions = [...svg.querySelectorAll("g[data-position]")].map((g) => {
        const dot = g.querySelector("circle")!.getBoundingClientRect();
        const label = g.querySelector(":scope > rect")!.getBoundingClientRect();
        const lines = [...g.querySelectorAll(":scope > text")].slice(1);
        return {
          name: g.getAttribute("aria-label")!,
          x: dot.left + dot.width / 2,
          y: dot.top + dot.height / 2,
          box: { left: label.left, right: label.right, top: label.top, bottom: label.bottom },
          // Every text line inside its box (real font widths).
          fits: lines.every((t) => {
            const b = t.getBoundingClientRect();
            return b.left >= label.left - 0.5 && b.right <= label.right + 0.5;
          }),
        };
      });
      return {
        svg: { left: svgBox.left, right: svgBox.right, top: svgBox.top, bottom: svgBox.bottom },
        positions,
      };
    });
    const at = (role: string) => geometry.positions.find((p) => p.name.endsWith(`: ${role}`))!;
    expect(at("Lateral derecho").x).toBeGreaterThan(at("Lateral izquierdo").x);
    expect(at("Central derecho").x).toBeGreaterThan(at("Central izquierdo").x);
    expect(at("Extremo derecho").x).toBeGreaterThan(at("Extremo izquierdo").x);
    expect(at("Arquero").y).toBeGreaterThan(at("Lateral derecho").y);
    expect(at("Lateral derecho").y).toBeGreaterThan(at("Extremo derecho").y);
    for (const p of geometry.positions) {
      expect(p.fits, `${p.name} at ${width}`).toBe(true);
      expect(p.box.left).toBeGreaterThanOrEqual(geometry.svg.left);
      expect(p.box.right).toBeLessThanOrEqual(geometry.svg.right);
      for (const q of geometry.positions) {
        if (p === q) continue;
        const overlap =
          p.box.left < q.box.right &&
          q.box.left < p.box.right &&
          p.box.top < q.box.bottom &&
          q.box.top < p.box.bottom;
        expect(overlap, `${p.name} / ${q.name} at ${width}`).toBe(false);
      }
    }
    // The full text is there on hover.
    await expect(pitch.locator("g[data-position='2'] > title")).toHaveText(
      "Posición 2: Lateral derecho",
    );
  }
});

test("planning with only a goalkeeper left out: 'No hay suplentes disponibles con estadísticas relevantes.'", async ({
  page,
}) => {
  const reina = planningSeed.players.find((p) => p.name === "Pepe Reina")!;
  await seed(page, { ...planningSeed, players: [...planningSeed.players.slice(0, 11), reina] });
  await page.goto("/match-planning");
  // Before a formation is chosen the steps run 1, 2, 3 without a gap.
  await expect(page.getByRole("region", { name: "3. Sugerencias de cambios" })).toBeVisible();
  await page.getByLabel("Formación", { exact: true }).selectOption({ label: "Clásica (1-4-4-2)" });
  for (const [i, name] of starterNames.entries()) {
    const combo = page
      .getByTestId(`starter-${i + 1}`)
      .getByRole("combobox")
      .first();
    await combo.fill(name);
    await combo.press("Enter");
    await expect(combo).toHaveValue(new RegExp(`${name}$`));
  }
  const step = page.getByRole("region", { name: "4. Sugerencias de cambios" });
  await expect(
    step.getByText("No hay suplentes disponibles con estadísticas relevantes."),
  ).toBeVisible();
  await expect(page.getByText("No hay jugadores disponibles para sugerir cambios.")).toHaveCount(0);
  await expect(page.getByTestId("suggestion")).toHaveCount(0);
});

test("the player detail lists his matches, newest first, each linking to the match", async ({
  page,
}) => {
  const { matches } = await loadDemoTeam(page);
  const stored = (await readStorage<{ id: string; name: string; stats: { matches: number } }[]>(
    page,
    "players",
  ))!;
  const regular = [...stored].sort((a, b) => b.stats.matches - a.stats.matches)[0]!;
  await page.goto(`/player/${regular.id}`);
  // His matches are below the first screenful: built as the coach scrolls down to them.
  await page
    .getByRole("heading", { level: 2, name: "Partidos", exact: true })
    .scrollIntoViewIfNeeded();
  const log = page.getByRole("table", { name: "Partidos del jugador" });
  const rows = log.getByTestId("player-match-row");
  await expect(rows).toHaveCount(Math.min(10, regular.stats.matches));
  await expect(page.getByRole("navigation", { name: "Páginas" })).toContainText(
    `de ${regular.stats.matches}`,
  );
  const dates = await rows.locator("td:first-child").allTextContents();
  const iso = dates.map((d) => d.split("/").reverse().join("-"));
  expect(iso).toEqual([...iso].sort().reverse());
  const newest = [...matches]
    .filter((m) => iso.includes(m.date))
    .sort((a, b) => b.date.localeCompare(a.date))[0]!;
  await rows.first().getByRole("link").click();
  await expect(page).toHaveURL(`/match-details/${newest.id}`);
});
