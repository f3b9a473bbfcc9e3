// The phone profile: the coach at the touchline on a mid-range phone. The screens used there, at
// 390×844 with touch and the CPU slowed 4× (PHONE in measure.mjs), each against the floor page
// loaded just before it on the same slowed CPU: the live screen (open, a goal, a substitution),
// attendance (open, 17 taps), the call-up and the player page. A tap is timed from its touch
// to the frame painted after the last change it made (measure.mjs, tap).
//
// The player's own phone (/jugador) is not here: it shows only what a replies server
// (CouchDB) sent it, and the bench runs with no server.
import { FLOOR } from "./routes.mjs";
import { liveMatchOf } from "./live-tap.mjs";
import { openScale } from "./measure.mjs";

/** The phone's training session and fixture (their screens: /calendar/entrenamiento/bench-sesion, /calendar/bench-partido/convocatoria). */
export const SESSION = "bench-sesion";
export const FIXTURE = "bench-partido";
const ATTENDANCE_TAPS = 17;

/** A day `ahead` days from today, in the app's time zone ('YYYY-MM-DD'). */
const day = (ahead) =>
  new Date(Date.now() + ahead * 86_400_000).toLocaleDateString("sv-SE", {
    timeZone: "Europe/Madrid",
  });

/** The scale's stored lists, plus today's training session and a fixture in three days. */
export function phoneStorage(storage, team) {
  return {
    ...storage,
    fixtures: JSON.stringify([
      {
        id: FIXTURE,
        rivalId: team.rivals[0].id,
        rival: team.rivals[0].name,
        date: day(3),
        time: "11:00",
        location: "home",
        competition: "Liga",
        venue: "",
        squadIds: team.players.slice(0, 18).map((p) => p.id),
      },
    ]),
    trainingSessions: JSON.stringify({
      version: 1,
      items: [
        {
          id: SESSION,
          date: day(0),
          time: "19:00",
          minutes: 90,
          place: "",
          focus: "",
          status: "programado",
        },
      ],
    }),
  };
}

/**
 * The phone's figures on `team`'s data (`storage`, served as `<scale>-phone`): per screen the
 * median of (screen − floor) and of the floor, per tap flow the median of each tap.
 */
export async function phoneTimes(browser, server, scale, team, storage, runs, median) {
  const name = `${scale}-phone`;
  const data = phoneStorage(storage, team);
  const live = liveMatchOf(team);
  const roster = live.setup.roster;
  const label = (p) => `${p.number} ${p.name}`;
  const busiest = [...team.players].sort((a, b) => b.stats.matches - a.stats.matches)[0];
  const screens = [
    {
      key: "live",
      path: "/live",
      name: "`/live` (a match running)",
      selector: "main [aria-label='Gol nuestro']",
    },
    {
      key: "attendance",
      path: `/calendar/entrenamiento/${SESSION}`,
      name: "`/calendar/entrenamiento/{id}` (attendance)",
      selector: "main ul[aria-label='Jugadores'] li",
    },
    {
      key: "callUp",
      path: `/calendar/${FIXTURE}/convocatoria`,
      name: "`/calendar/{id}/convocatoria` (call-up)",
      selector: "main h1",
    },
    {
      key: "player",
      path: `/player/${encodeURIComponent(busiest.id)}`,
      name: "`/player/{id}`",
      selector: "main h1",
    },
  ];
  const flows = {
    goal: { name: "live: a goal (Gol nuestro, scorer, Sin asistencia)", taps: [] },
    sub: { name: "live: a substitution (Cambio, out, in, Hacer 1 cambio)", taps: [] },
    attendance: { name: `attendance: ${ATTENDANCE_TAPS} taps (Presente → Ausente)`, taps: [] },
  };

  // The live match kicked off once, as the coach would have it, and stored with the rest: every
  // later load finds it running.
  server.setData(name, JSON.stringify(data));
  const tab = await openScale(browser, server.url, name, { phone: true });
  const { page } = tab;
  const note = [];
  try {
    await tab.load("/live", "main h1");
    await page.evaluate((text) => localStorage.setItem("liveMatch", text), JSON.stringify(live));
    await page.reload();
    await page.getByRole("button", { name: "Pitido inicial" }).tap();
    await page.getByRole("button", { name: "Gol nuestro" }).and(page.locator(":enabled")).waitFor();
    data.liveMatch = await page.evaluate(() => localStorage.getItem("liveMatch"));
    server.setData(name, JSON.stringify(data));

    const dialog = page.getByRole("dialog");
    const choice = (text) => dialog.getByRole("button", { name: text, exact: true });
    // Each tap, then what the coach sees once it has landed (a tap that did nothing fails here).
    const tapFlow = async (flow, steps) => {
      const taps = [];
      for (const [target, landed] of steps) {
        taps.push(await tab.tap(target));
        await landed();
      }
      flow.taps.push(taps);
    };
    const samples = new Map(screens.map((s) => [s.key, []]));
    for (let i = 0; i <= runs; i++) {
      for (const s of screens) {
        const f = await tab.load(FLOOR.path, FLOOR.selector);
        const x = await tab.load(s.path, s.selector);
        // The first round warms every file and the dialogs' and toasts' code: not counted.
        if (i > 0)
          samples.get(s.key).push({ floor: f.settled, ...x, overFloor: x.settled - f.settled });
        if (s.key === "live") {
          const flowsOf = i > 0 ? flows : { goal: { taps: [] }, sub: { taps: [] } };
          await tapFlow(flowsOf.goal, [
            [page.getByRole("button", { name: "Gol nuestro" }), () => dialog.waitFor()],
            [choice(label(roster[9])), () => choice("Sin asistencia").waitFor()],
            [choice("Sin asistencia"), () => dialog.waitFor({ state: "hidden" })],
          ]);
          await tapFlow(flowsOf.sub, [
            [page.getByRole("button", { name: "Cambio" }), () => dialog.waitFor()],
            [choice(label(roster[1])), () => choice(label(roster[11])).waitFor()],
            [choice(label(roster[11])), () => choice("Hacer 1 cambio").waitFor()],
            [choice("Hacer 1 cambio"), () => dialog.waitFor({ state: "hidden" })],
          ]);
        }
        if (s.key === "attendance" && i > 0) {
          const rows = page.locator("main ul[aria-label='Jugadores'] > li");
          const steps = [];
          for (let j = 0; j < ATTENDANCE_TAPS; j++) {
            const button = rows.nth(j).getByRole("button").first();
            steps.push([
              button,
              () => button.and(page.locator("[aria-label*=': Ausente']")).waitFor(),
            ]);
          }
          await tapFlow(flows.attendance, steps);
        }
      }
    }
    return {
      viewport: "390×844, touch",
      cpuSlowdown: 4,
      scale,
      floor: median(screens.flatMap((s) => samples.get(s.key).map((x) => x.floor))),
      screens: screens.map((s) => {
        const xs = samples.get(s.key);
        return {
          name: s.name,
          settled: median(xs.map((x) => x.settled)),
          overFloor: median(xs.map((x) => x.overFloor)),
          floor: median(xs.map((x) => x.floor)),
          ok: xs.every((x) => x.ok),
          errors: [...new Set(xs.flatMap((x) => x.errors))],
        };
      }),
      // Per flow, each tap's median over the rounds, and the slowest of them.
      flows: Object.values(flows).map((f) => {
        const perTap = (f.taps[0] ?? []).map((_, j) => median(f.taps.map((t) => t[j].ms)));
        return {
          name: f.name,
          taps: perTap,
          slowest: Math.max(...perTap),
          ok: f.taps.length === runs && f.taps.every((t) => t.every((x) => x.ok)),
        };
      }),
    };
  } catch (e) {
    note.push(String(e.message ?? e).split("\n")[0]);
    return { scale, note: note.join("; "), screens: [], flows: [] };
  } finally {
    await tab.close();
  }
}
