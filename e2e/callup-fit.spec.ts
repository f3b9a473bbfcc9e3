// The call-up row once the team takes attendance and the players answer: every name whole, with
// its badges ('No voy · <reason>', 'No entrenó esta semana', 'Entrenos x/y') under it, inside
// the card, and no sideways scroll, at a laptop's widths and a phone's. Measured boxes, not looks.
import { player } from "./fixtures";
import {
  answer,
  coachDevice,
  data,
  expect,
  published,
  repliesTeam,
  test,
} from "./replies-fixtures";

test.describe.configure({ timeout: 90_000 });

// A chat line's worth: the longest reason a player can send is longer still.
const REASON =
  "Viaje familiar a Galicia por la boda de mi prima: volvemos el domingo por la noche y no llego al partido aunque salgamos muy temprano. Lo siento".slice(
    0,
    140,
  );
const LONG = "Wolfeschlegelsteinhausenbergerdorff".repeat(6).slice(0, 200);
const team = [
  player("p1", "Daniel Pérez-Castellanos de la Fuente Villanueva", "Defender", 2),
  player("p2", "María Fernanda Torrejón Sánchez-Arjona", "Defender", 4),
  player("p3", "Lucía García", "Forward", 9),
  player("p4", LONG, "Midfielder", 21),
  player("p5", "Iker Casillas", "Goalkeeper", 1),
];
// Training counted from the day the test runs, in the app's time zone.
const day = (back: number) =>
  new Date(Date.now() - back * 86_400_000).toLocaleDateString("sv-SE", {
    timeZone: "Europe/Madrid",
  });
const session = (id: string, date: string) => ({
  id,
  date,
  time: "19:00",
  minutes: 90,
  place: "",
  focus: "",
  status: "programado",
});
const marks = (daniel: string) =>
  team.map((p) => ({ playerId: p.id, status: p.id === "p1" ? daniel : "presente" }));

test("every name whole with all its badges at 1280, 1024 and 390 px, and one banner", async ({
  browser,
  couch,
}) => {
  const db = await repliesTeam(couch);
  const { page, ctx } = await coachDevice(browser, couch, db, {
    ...data,
    players: team,
    // A plan for the fixture ticks first; the answers then move the ticks.
    matchPlans: [
      {
        id: "plan-1",
        fixtureId: "fx1",
        rival: "Lobos",
        formation: "Clásica",
        lineup: {
          "Posición 1": team[4]!.name,
          "Posición 2": team[0]!.name,
          "Posición 11": "Lucía García",
        },
      },
    ],
    trainingSessions: { version: 1, items: [session("s1", day(8)), session("s2", day(0))] },
    trainingAttendance: {
      version: 1,
      items: [
        { id: "a1", sessionId: "s1", marks: marks("presente") },
        { id: "a2", sessionId: "s2", marks: marks("ausente") },
      ],
    },
  });
  const accounts = page.getByRole("form", { name: "Cuentas para respuestas" });
  for (const [name, user] of [
    [team[0]!.name, "dani"],
    [team[1]!.name, "marta"],
    [team[2]!.name, "lucia"],
  ] as const)
    await accounts.getByLabel(`Cuenta para respuestas · ${name}`).fill(user);
  await accounts.getByRole("button", { name: "Guardar cuentas" }).click();
  await expect(accounts.getByText("Cuentas guardadas.")).toBeVisible();
  await published(couch, db, "partido-fx1");
  await answer(couch, db, "dani:clave-dani", "partido-fx1", { answer: "no_voy", reason: REASON });
  await answer(couch, db, "marta:clave-marta", "partido-fx1", {
    answer: "duda",
    reason: "Depende del examen del viernes",
  });
  await answer(couch, db, "lucia:clave-lucia", "partido-fx1", { answer: "voy" });

  await page.goto("/calendar/fx1/convocatoria");
  await expect(page.getByText(`No voy · ${REASON}`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Duda · Depende del examen del viernes")).toBeVisible();
  await expect(page.getByText("Voy", { exact: true })).toBeVisible();
  // One banner, naming what the ticks came from.
  await expect(page.getByText(/^Marcados/)).toHaveCount(1);
  await expect(
    page.getByText(/^Marcados el once .* con las respuestas de los jugadores/),
  ).toBeVisible();

  for (const width of [1280, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const row = page.getByRole("listitem").filter({ hasText: team[0]!.name });
    await expect(row.getByTestId("no-training")).toHaveText("No entrenó esta semana");
    await expect(row.getByTestId("training-rate")).toHaveText("Entrenos 1/2");
    const fit = await page.evaluate(
      (list) => {
        // The element holding each name's text, in the list to pick from.
        const pick = document.querySelector("fieldset")!.closest("div")!;
        const walker = document.createTreeWalker(pick, NodeFilter.SHOW_TEXT);
        const names: HTMLElement[] = [];
        while (walker.nextNode())
          if (list.includes(walker.currentNode.textContent!))
            names.push(walker.currentNode.parentElement!);
        const cut = names
          .filter((n) => n.clientWidth < 40 || n.scrollWidth > n.clientWidth)
          .map((n) => `${n.textContent!.slice(0, 30)}: ${n.clientWidth}/${n.scrollWidth}`);
        const badges = [
          ...document.querySelectorAll<HTMLElement>(
            "[data-testid=no-training], [data-testid=training-rate]",
          ),
          // A player's answer: a chip of its own, its reason inside it.
          ...[...pick.querySelectorAll<HTMLElement>("span")].filter(
            (b) => b.children.length === 0 && /^(Voy|No voy|Duda)( · |$)/.test(b.textContent!),
          ),
        ];
        const outside = badges
          .filter((b) => {
            const box = b.closest("fieldset")!.getBoundingClientRect();
            const r = b.getBoundingClientRect();
            return r.left < box.left - 0.5 || r.right > box.right + 0.5;
          })
          .map((b) => b.textContent!.slice(0, 30));
        const doc = document.documentElement;
        return {
          names: names.length,
          badges: badges.length,
          cut,
          outside,
          sideways: doc.scrollWidth - doc.clientWidth,
        };
      },
      team.map((p) => p.name),
    );
    expect(fit.names, `names at ${width}`).toBe(team.length);
    // Three replies, and 'Entrenos' for all five with 'No entrenó esta semana' for Daniel.
    expect(fit.badges, `badges at ${width}`).toBe(9);
    expect(fit.cut, `names cut at ${width}`).toEqual([]);
    expect(fit.outside, `badges outside the card at ${width}`).toEqual([]);
    expect(fit.sideways, `sideways scroll at ${width}`).toBeLessThanOrEqual(0);
  }
  await ctx.close();
});
