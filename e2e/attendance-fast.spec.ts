// The coach's fast path at the touchline and an honest load screen: 'Misma RPE para todos' with
// two exceptions for 17 players in a handful of taps (counted and printed), and ratios that are
// marked when high, hidden with the reason when the four weeks hold too little, and said to use
// the assumed match RPE when they do.
import { expect, test } from "@playwright/test";
import type { Locator } from "@playwright/test";
import { player, squad } from "./fixtures";
import { storedMatch } from "../src/testing/fixtures";
import { failOnPageError, readStorage, seed } from "./support";

type Mark = { playerId: string; status: string; rpe?: number };
type Stored<T> = { version: number; items: T[] };

const session = (id: string, date: string) => ({
  id,
  date,
  time: "19:00",
  minutes: 60,
  place: "Campo 2",
  focus: "",
  status: "programado",
});

test.describe("on the phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("17 players rated with two exceptions in at most 20 taps", async ({ page }) => {
    const errors = failOnPageError(page);
    const team = [...squad, player("p17", "Santi Cazorla", "Midfielder", 19)];
    await seed(page, {
      players: team,
      trainingSessions: { version: 1, items: [session("s1", "2026-11-24")] },
    });
    await page.clock.install({ time: new Date("2026-11-24T21:00:00+01:00") });
    await page.goto("/calendar/entrenamiento/s1");
    await expect(page.getByRole("heading", { name: "Asistencia", level: 1 })).toBeVisible();

    let taps = 0;
    const tap = async (target: Locator) => {
      taps++;
      await target.tap();
    };
    const rpe = (group: string, n: number) =>
      page
        .getByRole("group", { name: group })
        .getByRole("button", { name: String(n), exact: true });
    await tap(rpe("Misma RPE para todos", 6));
    await tap(page.getByRole("button", { name: "Minutos y RPE de Xavi Hernández" }));
    await tap(rpe("RPE de Xavi Hernández", 8));
    await tap(page.getByRole("button", { name: "Minutos y RPE de Iker Casillas" }));
    await tap(rpe("RPE de Iker Casillas", 4));
    console.log(`Misma RPE para 17 jugadores con dos excepciones: ${taps} toques`);
    expect(taps).toBeLessThanOrEqual(20);

    await expect(page.getByRole("button", { name: /^Xavi Hernández: / })).toContainText("RPE 8");
    const stored = await readStorage<Stored<{ marks: Mark[] }>>(page, "trainingAttendance");
    const byRpe = new Map<number | undefined, string[]>();
    for (const m of stored!.items[0]!.marks)
      byRpe.set(m.rpe, [...(byRpe.get(m.rpe) ?? []), m.playerId]);
    expect(byRpe.get(6)).toHaveLength(15);
    expect(byRpe.get(8)).toEqual(["p6"]);
    expect(byRpe.get(4)).toEqual(["p1"]);
    // The group changes its mind: the two exceptions stay theirs.
    await rpe("Misma RPE para todos", 7).tap();
    await expect(rpe("Misma RPE para todos", 7)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: /^Xavi Hernández: / })).toContainText("RPE 8");
    await expect(page.getByRole("button", { name: /^Sergio Ramos: / })).toContainText("RPE 7");
    expect(errors()).toEqual([]);
  });
});

test.describe("the load screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a one-session player shows no ratio, a high one is marked, the match RPE is said", async ({
    page,
  }) => {
    const errors = failOnPageError(page);
    // Today Thursday 26 November; the four weeks end on 5, 12, 19 and 26 November.
    const team = squad.slice(0, 5);
    const dates = ["2026-10-20", "2026-11-03", "2026-11-10", "2026-11-17", "2026-11-24"];
    // Iker (p1): 60 at RPE 5 (300) each week, 90 at RPE 8 (720) this week: 1,78.
    // Sergio (p2): a session on 20 October, then only this week's: one session in four weeks,
    // which read 540 ÷ (540 ÷ 4) = 4,00.
    // Joan (p5): RPE 5, so 300 a week and 450 this week (90 minutes), and the match of
    // 1 November, 90 × 8 = 720: 450 ÷ ((1020 + 300 + 300 + 450) ÷ 4) = 0,87, with the assumed
    // match RPE said beside it.
    const marks = (i: number): Mark[] => [
      i === 0
        ? { playerId: "p1", status: "ausente" }
        : i === 4
          ? ({ playerId: "p1", status: "presente", rpe: 8, minutes: 90 } as Mark)
          : { playerId: "p1", status: "presente", rpe: 5 },
      i === 0 || i === 4
        ? { playerId: "p2", status: "presente", rpe: i === 0 ? 8 : 9 }
        : { playerId: "p2", status: "ausente" },
      i === 0
        ? { playerId: "p5", status: "ausente" }
        : { playerId: "p5", status: "presente", rpe: 5 },
    ];
    await seed(page, {
      players: team,
      matches: [
        storedMatch("m1", "2026-11-01", "Lobos", {
          formationPlayers: { "Posición 1": "Joan Capdevila" },
          formationPlayerIds: { "Posición 1": "p5" },
        }),
      ],
      trainingSessions: {
        version: 1,
        items: dates.map((d, i) => ({ ...session(`s${i}`, d), minutes: i === 4 ? 90 : 60 })),
      },
      trainingAttendance: {
        version: 1,
        items: dates.map((_, i) => ({ id: `a${i}`, sessionId: `s${i}`, marks: marks(i) })),
      },
    });
    await page.clock.install({ time: new Date("2026-11-26T10:00:00+01:00") });
    await page.goto("/calendar/entrenamiento/carga");
    const ratio = (name: string) =>
      page.getByRole("row").filter({ hasText: name }).getByRole("cell").nth(6);
    await expect(ratio("Sergio Ramos")).toHaveText(
      "Sin ratio: carga en 1 día de las últimas 4 semanas (hacen falta 4)",
    );
    await expect(ratio("Iker Casillas")).toHaveText("1,78Alto (más de 1,50)");
    await expect(ratio("Joan Capdevila")).toHaveText("0,87con partidos a RPE 8 supuesta");
    expect(errors()).toEqual([]);
  });
});
