// /analytics ('Estadísticas') as a coach reads it, the AI request grounded in computed
// tables within the model's budget at the bench's huge scale, and the pre-match brief.
import { SCALES, generateTeam } from "../dev-data/generate";
import { promptBudget } from "../src/ai/budget";
import { aiSettings, expect, test } from "./insights-fixtures";
import { demoSeed, demoTeam } from "./demo-seed";
import { failOnPageError, readStorage, scrollToSection, seed } from "./support";
import { seriousViolations } from "./axe";
import { season, squad } from "../src/testing/season";

const team = demoTeam;
const teamSeed = demoSeed;

test.describe("Estadísticas", () => {
  test("team figures, charts with their text and table, small samples greyed, links to players", async ({
    page,
  }) => {
    const errors = failOnPageError(page);
    await seed(page, teamSeed);
    await page.goto("/");
    // The menu: our entries after the spec's seven, 'Estadísticas' among them.
    const more = page.getByRole("navigation", { name: "Más" });
    await expect(more.getByRole("link")).toHaveText(["En directo", "Calendario", "Estadísticas"]);
    await more.getByRole("link", { name: "Estadísticas" }).click();
    await expect(page).toHaveURL("/analytics");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Estadísticas");
    await expect(page.getByText("30 partidos · cada cifra con su muestra")).toBeVisible();

    // Form strip: the last ten results, each with words for screen readers.
    await expect(
      page.getByRole("list", { name: "Forma reciente" }).getByRole("listitem"),
    ).toHaveCount(10);

    // Charts: drawn (uPlot canvas), with a text alternative and the numbers in a table.
    const points = page.getByRole("img", {
      name: /^Puntos por partido\. Media móvil de 5 partidos/,
    });
    // Charts are drawn as they come near the screen (they start below the first screenful).
    await points.scrollIntoViewIfNeeded();
    await expect(points.locator("canvas").first()).toBeVisible();
    const pointsFigure = page.locator("figure", { has: points });
    await expect(pointsFigure.locator("figcaption")).toContainText("media de la temporada");
    await pointsFigure.getByText("Ver los datos de «Puntos por partido»").click();
    const table = pointsFigure.getByRole("table", { name: "Partidos, puntos y goles" });
    await expect(table.getByRole("row")).toHaveCount(31);
    for (const name of [
      /^Goles a favor y en contra por partido/,
      /^Minutos de cada jugador frente al reparto/,
    ]) {
      if (String(name).includes("reparto")) await scrollToSection(page, "Reparto de minutos");
      const chart = page.getByRole("img", { name });
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator("canvas").first()).toBeVisible();
    }

    // Pythagorean expected points with its caveat.
    await expect(page.getByText(/se esperarían \d+,\d puntos; se han ganado \d+/)).toBeVisible();
    await expect(page.getByText(/indicador de suerte, no como veredicto/)).toBeVisible();

    // The player table: a player with little time is greyed and labelled.
    await scrollToSection(page, "Jugadores");
    const players = page.getByRole("table", { name: "Cifras por jugador" });
    await expect(players.getByRole("row")).toHaveCount(team.players.length + 1);
    const small = players.locator("[data-small-sample]").first();
    await expect(small).toContainText("Muestra pequeña");
    await expect(small).toHaveCSS("font-style", "italic");
    // Every figure shows its sample: minutes for rates, matches for points per match.
    const top = players.getByRole("row").nth(1);
    await expect(top).toContainText(/\d+ en [\d.]+ min/);
    await expect(top).toContainText(/\d+ partidos/);
    const name = (await top.getByRole("link").textContent())!;
    await top.getByRole("link").click();
    await expect(page).toHaveURL(/\/player\//);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    expect(errors()).toEqual([]);
  });

  test("fairness: the coach's target and window live in the URL; bad input is refused in Spanish", async ({
    page,
  }) => {
    await seed(page, teamSeed);
    await page.goto("/analytics?objetivo=50&ultimos=5");
    await scrollToSection(page, "Reparto de minutos");
    const status = page.getByRole("region", { name: "Reparto de minutos" }).getByRole("status");
    const target = page.getByLabel("Objetivo (% del reparto equitativo)");
    await expect(target).toHaveValue("50");
    await target.fill("abc");
    await expect(page.getByText("Escribe un número entero.")).toBeVisible();
    await expect(target).toHaveValue("abc");
    await expect(page).toHaveURL(/objetivo=50/);
    await target.fill("200");
    await expect(page.getByText("Debe estar entre 5 y 150.")).toBeVisible();
    await target.fill("100");
    await expect(page).toHaveURL(/objetivo=100/);
    await expect(status).toContainText("Por debajo del objetivo:");
    const fair = page.getByRole("table", { name: "Reparto de minutos" });
    await expect(fair.getByText(/Por debajo del objetivo/).first()).toBeVisible();
    await expect(fair.getByText("Portero: no aplica").first()).toBeVisible();
    await page.getByLabel("Últimos partidos").fill("3");
    await expect(page).toHaveURL(/ultimos=3/);
    await expect(fair.getByRole("columnheader", { name: "Últimos 3: minutos" })).toBeVisible();
    // The settings survive a reload: they are in the address.
    await page.reload();
    await scrollToSection(page, "Reparto de minutos");
    await expect(page.getByLabel("Objetivo (% del reparto equitativo)")).toHaveValue("100");
  });

  test("fairness counts training when asked: a player who trained half the sessions is judged by half the target", async ({
    page,
  }) => {
    const errors = failOnPageError(page);
    // The hand-computed season (src/testing/season.ts): A played 105 of an even share of 180.
    const session = (id: string, date: string) => ({
      id,
      date,
      time: "19:00",
      minutes: 90,
      place: "",
      focus: "",
      status: "programado",
    });
    // B was injured at every session: left out of the share, not judged 0 %.
    const marks = (a: string) => [
      { playerId: "a", status: a },
      { playerId: "b", status: "lesionado" },
      { playerId: "c", status: "presente" },
    ];
    const trainingSessions = {
      version: 1,
      items: [
        session("s1", "2024-08-27"),
        session("s2", "2024-09-03"),
        session("s5", "2024-09-06"),
        session("s3", "2024-09-10"),
        session("s4", "2024-09-13"),
      ],
    };
    const trainingAttendance = {
      version: 1,
      items: [
        { id: "t1", sessionId: "s1", marks: marks("presente") },
        { id: "t2", sessionId: "s2", marks: marks("ausente") },
        { id: "t5", sessionId: "s5", marks: marks("ausente") },
        { id: "t3", sessionId: "s3", marks: marks("presente") },
        { id: "t4", sessionId: "s4", marks: marks("justificado") },
      ],
    };
    await seed(page, { players: squad, matches: season, trainingSessions, trainingAttendance });
    await page.goto("/analytics?objetivo=60&ultimos=1");
    await scrollToSection(page, "Reparto de minutos");
    const fair = page.getByRole("table", { name: "Reparto de minutos" });
    const rowA = fair.getByRole("row", { name: /^A\b/ });
    await expect(rowA.getByText("Por debajo del objetivo")).toBeVisible();
    await expect(fair.getByRole("columnheader", { name: "Entrenamientos" })).toHaveCount(0);

    const count = page.getByRole("checkbox", { name: "Contar entrenamientos" });
    await count.check();
    await expect(page).toHaveURL(/entrenos=1/);
    await expect(fair.getByRole("columnheader", { name: "Entrenamientos" })).toBeVisible();
    // 27 Aug and 10 Sep present, 3 and 6 Sep absent, 13 Sep justified (left out): 2 of 4, so
    // 60 % × 0.5.
    await expect(rowA.getByRole("cell", { name: "2/4 (50 %) · 1 justificada" })).toBeVisible();
    await expect(rowA.getByText("En el objetivo")).toBeVisible();
    // Over the last match alone, one session counted is too few to change his target.
    await expect(rowA.getByText("objetivo 30 % (últimos 1: 60 %)", { exact: true })).toBeVisible();
    // B, injured at all five: no sample, so the plain target (not 0 %).
    const rowB = fair.getByRole("row", { name: /^B\b/ });
    await expect(rowB.getByRole("cell", { name: "— · 5 con lesión" })).toBeVisible();
    await expect(rowB.getByText("objetivo 60 %", { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Minutos de cada jugador/ })).toBeAttached();

    // The choice lives in the address, like the target: it survives a reload and writes nothing.
    await page.reload();
    await scrollToSection(page, "Reparto de minutos");
    await expect(page.getByRole("checkbox", { name: "Contar entrenamientos" })).toBeChecked();
    await expect(rowA.getByText("En el objetivo")).toBeVisible();
    expect(await readStorage(page, "trainingAttendance")).toEqual(trainingAttendance);
    await page.getByRole("checkbox", { name: "Contar entrenamientos" }).uncheck();
    await expect(page).not.toHaveURL(/entrenos/);
    await expect(rowA.getByText("Por debajo del objetivo")).toBeVisible();
    expect(errors()).toEqual([]);
  });

  test("no serious accessibility violation; reads in print; phone width without sideways scroll", async ({
    page,
  }) => {
    await seed(page, teamSeed);
    await page.goto("/analytics");
    await page.locator("[data-chart]").first().scrollIntoViewIfNeeded();
    await expect(page.locator("[data-chart] canvas").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // The chart at the bottom is not drawn until the coach scrolls to it, or prints.
    const fairness = page.getByRole("img", { name: /^Minutos de cada jugador frente al reparto/ });
    await expect(fairness.locator("canvas")).toHaveCount(0);
    await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation", { name: "Más" })).toBeHidden();
    await expect(page.locator("[data-chart] canvas").first()).toBeVisible();
    await expect(fairness.locator("canvas").first()).toBeVisible();
    await expect(page.getByText(/Media móvil de 5 partidos, del/)).toBeVisible();
  });

  test("a big squad: both tables page by 25 and the pagers have their own names", async ({
    page,
  }) => {
    const errors = failOnPageError(page);
    const big = generateTeam({ seed: 9, matches: 60, players: 40 });
    await seed(page, {
      players: big.players,
      formations: big.formations,
      rivals: big.rivals,
      matches: big.matches,
    });
    await page.goto("/analytics");
    const total = big.players.length;
    for (const [table, pagerName] of [
      ["Cifras por jugador", "Páginas de las cifras por jugador"],
      ["Reparto de minutos", "Páginas del reparto de minutos"],
    ] as const) {
      await scrollToSection(page, table === "Cifras por jugador" ? "Jugadores" : table);
      const rows = page.getByRole("table", { name: table }).locator("tbody tr");
      const pager = page.getByRole("navigation", { name: pagerName });
      await expect(rows).toHaveCount(25);
      await expect(pager).toContainText(`1–25 de ${total}`);
      const first = await rows.first().getByRole("link").textContent();
      await pager.getByRole("button", { name: "Siguiente" }).click();
      await expect(pager).toContainText(`26–${total} de ${total}`);
      await expect(rows).toHaveCount(total - 25);
      await expect(rows.first().getByRole("link")).not.toHaveText(first!);
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors()).toEqual([]);
  });

  test("the sections below the charts are built when the coach scrolls to them", async ({
    page,
  }) => {
    const errors = failOnPageError(page);
    const big = generateTeam({ seed: 9, matches: 60, players: 40 });
    await seed(page, {
      players: big.players,
      formations: big.formations,
      rivals: big.rivals,
      matches: big.matches,
    });
    await page.goto("/analytics");
    await expect(page.locator("[data-chart]").first()).toBeVisible();
    // Far below the first screenful: only the headings are there yet.
    for (const title of ["Reparto de minutos", "Jugadores"])
      await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toHaveCount(
        1,
      );
    await expect(page.getByRole("table", { name: "Reparto de minutos" })).toHaveCount(0);
    await expect(page.getByRole("table", { name: "Cifras por jugador" })).toHaveCount(0);
    await scrollToSection(page, "Reparto de minutos");
    const fair = page.getByRole("table", { name: "Reparto de minutos" }).locator("tbody tr");
    await expect(fair).toHaveCount(25);
    await expect(fair.first().getByRole("link")).toBeVisible();
    await page.mouse.wheel(0, 100000);
    const players = page.getByRole("table", { name: "Cifras por jugador" }).locator("tbody tr");
    await expect(players).toHaveCount(25);
    await players.last().scrollIntoViewIfNeeded();
    await expect(players.last().getByRole("link")).toBeVisible();
    expect(errors()).toEqual([]);
  });

  test("empty app: no matches, no crash", async ({ page }) => {
    const errors = failOnPageError(page);
    await seed(page, {});
    await page.goto("/analytics");
    await expect(page.getByText("0 partidos · cada cifra")).toBeVisible();
    await expect(page.getByText("Aún no hay partidos registrados.").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors()).toEqual([]);
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test("the screen fits a phone", async ({ page }) => {
    await seed(page, teamSeed);
    await page.goto("/analytics");
    await page.locator("[data-chart]").first().scrollIntoViewIfNeeded();
    await expect(page.locator("[data-chart] canvas").first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("AI grounded in the numbers", () => {
  // The bench's huge scale: 1,756 matches, 80 players.
  const huge = generateTeam(SCALES.huge);
  const hugeSeed = {
    players: huge.players,
    formations: huge.formations,
    rivals: huge.rivals,
    matches: huge.matches,
    matchPlans: huge.matchPlans,
    savedInsights: [],
  };

  for (const model of ["gpt-4", "gpt-4o"]) {
    test(`huge scale, ${model}: the request carries the tables and stays under the budget`, async ({
      page,
      ai,
    }) => {
      test.setTimeout(90_000);
      ai.setMode({ kind: "json", text: "## Resumen\n\n- Según [S2], 1,4 puntos por partido." });
      await seed(page, { ...hugeSeed, aiSettings: aiSettings(ai.baseUrl, { model }) });
      await page.goto("/insights");
      await page.getByRole("button", { name: "Generar Insights" }).click();
      await expect(page.getByRole("region", { name: "Resultados" })).toContainText("Según [S2]");
      const body = ai.requests[0]!.body;
      expect(body.model).toBe(model);
      const [system, user] = body.messages!;
      expect(system!.content).toContain("Cita entre corchetes el código de cada fila");
      for (const heading of [
        "Resumen de la temporada",
        "Jugadores (por 90 minutos, IC 95 %)",
        "Formaciones",
        "Rivales",
      ]) {
        expect(user!.content).toContain(`### ${heading}`);
      }
      expect(user!.content).toMatch(/\| S2 \| Puntos por partido \| \d,\d\d \[/);
      expect(user!.content).toMatch(/\| P1 \| \d{4}-\d\d-\d\d \|/);
      expect(user!.content).toMatch(/No caben en este mensaje: [\d.]+ partidos anteriores más/);
      const chars = system!.content.length + user!.content.length;
      expect(chars).toBeLessThanOrEqual(promptBudget(model).inputChars);
      console.log(
        `prompt at huge scale for ${model}: ${chars} characters (budget ${promptBudget(model).inputChars})`,
      );

      // Asking a question keeps it whole within the same budget.
      await page.getByLabel("Pregunta").fill("¿Qué formación da más puntos?");
      await page.getByRole("button", { name: "Enviar Pregunta" }).click();
      await expect.poll(() => ai.requests.length).toBe(2);
      const ask = ai.requests[1]!.body.messages!;
      expect(ask[1]!.content.endsWith("Pregunta: ¿Qué formación da más puntos?")).toBe(true);
      expect(ask[0]!.content.length + ask[1]!.content.length).toBeLessThanOrEqual(
        promptBudget(model).inputChars,
      );
    });
  }
});

test.describe("pre-match brief", () => {
  test("pick the rival, the brief streams in, saves as an insight and prints alone", async ({
    page,
    ai,
  }) => {
    const errors = failOnPageError(page);
    ai.setMode({
      kind: "sse",
      delayMs: 250,
      chunks: [
        "# Informe previo\n\n## Rival\n\n",
        "- Presión alta [B5].\n\n",
        "## Once probable\n\n- Según [X1].\n",
      ],
    });
    await seed(page, { ...teamSeed, aiSettings: aiSettings(ai.baseUrl) });
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.goto("/insights");
    const card = page.getByRole("region", { name: "Informe previo al partido" });
    await card.getByRole("button", { name: "Generar informe previo" }).click();
    await expect(card.getByText("Elige el rival del próximo partido.")).toBeVisible();
    const planned = team.matchPlans[0]!.rival;
    await card.getByLabel("Rival").selectOption({ label: planned });
    await expect(card.getByTestId("brief-summary")).toContainText(
      `Once probable: el último plan para ${planned}`,
    );
    await card.getByRole("button", { name: "Generar informe previo" }).click();
    await expect(card.getByRole("button", { name: "Generando informe..." })).toBeDisabled();
    const results = page.getByRole("region", { name: "Resultados" });
    await expect(results.getByRole("heading", { name: "Rival" })).toBeVisible();
    await expect(results.getByRole("heading", { name: "Once probable" })).toBeVisible();

    const body = ai.requests[0]!.body;
    const [system, user] = body.messages!;
    expect(system!.content).toContain("informe previo al próximo partido");
    expect(user!.content).toContain("### Partido y rival");
    expect(user!.content).toContain(`| B1 | Rival | ${planned} |`);
    expect(user!.content).toContain("### Once probable: según el último plan para este rival");
    expect(user!.content).toMatch(
      /\| X1 \| [^|]+ \| (Portero|Defensa|Centrocampista|Delantero) \|/,
    );

    // Printing: only the brief is on paper.
    await results.getByRole("button", { name: "Imprimir" }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: "print" });
    await expect(card).toBeHidden();
    await expect(page.getByRole("heading", { name: "Generar Insights" })).toBeHidden();
    await expect(results.getByRole("heading", { name: "Once probable" })).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    // Saving: a saved insight with its kind and the question it answered.
    await results.getByRole("button", { name: "Guardar Insights" }).click();
    await expect(page).toHaveURL("/saved-insights");
    const saved = (await readStorage<string[]>(page, "savedInsights"))!;
    expect(saved[saved.length - 1]).toContain("## Once probable");
    const meta = (await readStorage<({ kind?: string; question?: string } | null)[]>(
      page,
      "savedInsightsMeta",
    ))!;
    expect(meta[meta.length - 1]).toMatchObject({
      kind: "brief",
      question: `Informe previo al partido contra ${planned}`,
    });
    await expect(page.getByText(`Informe previo al partido contra ${planned}`)).toBeVisible();
    expect(errors()).toEqual([]);
  });
});
