import { describe, expect, it } from "vitest";
import type { PlayerId, TrainingSessionId } from "../base/ids";
import type { HeldSession } from "./attendance";
import {
  loadSummary,
  matchLoads,
  ratioText,
  ratioView,
  returningFromInjury,
  sessionLoads,
  weeklyLoads,
} from "./load";

const ana = "ana" as PlayerId;
const held = (date: string, minutes: number, marks: HeldSession["marks"]): HeldSession => ({
  session: {
    id: date as TrainingSessionId,
    date,
    time: "19:00",
    minutes,
    place: "",
    focus: "",
    status: "programado",
  },
  marks,
});

describe("load", () => {
  it("is RPE × minutes trained; leaving early counts the minutes trained; unrated counts nothing", () => {
    const h = [
      held("2026-11-24", 90, [{ playerId: ana, status: "presente", rpe: 6 }]),
      held("2026-11-26", 90, [{ playerId: ana, status: "presente", rpe: 7, minutes: 40 }]),
      held("2026-11-19", 90, [{ playerId: ana, status: "presente" }]),
      held("2026-11-17", 90, [{ playerId: ana, status: "ausente" }]),
    ];
    expect(sessionLoads(h, ana)).toEqual([
      { date: "2026-11-24", load: 540 },
      { date: "2026-11-26", load: 280 },
      { date: "2026-11-19", load: 0, kind: "sin-rpe" },
    ]);
    expect(
      matchLoads([
        { date: "2026-11-22", minutes: 70 },
        { date: "2026-11-15", minutes: 0 },
      ]),
    ).toEqual([{ date: "2026-11-22", load: 560, kind: "partido" }]);
  });

  it("sums seven-day weeks ending today and reads the acute:chronic ratio", () => {
    const today = "2026-11-26";
    // Week 4 (11-20…11-26): 540 + 280 + 560 = 1380. Week 3 (11-13…11-19): 600.
    // Week 2 (11-06…11-12): 600. Week 1 (10-30…11-05): 600; 10-29 is outside.
    const entries = [
      { date: "2026-11-24", load: 540 },
      { date: "2026-11-26", load: 280 },
      { date: "2026-11-22", load: 560 },
      { date: "2026-11-19", load: 600 },
      { date: "2026-11-06", load: 600 },
      { date: "2026-10-30", load: 600 },
      { date: "2026-10-29", load: 999 },
      { date: "2026-11-27", load: 999 }, // tomorrow
    ];
    expect(weeklyLoads(entries, today)).toEqual([600, 600, 600, 1380]);
    const s = loadSummary(entries, today);
    // Mean of the four = 3180 / 4 = 795; 1380 / 795 = 1.7358…
    expect(s.ratio).toBeCloseTo(1380 / 795, 10);
    expect(ratioText(s.ratio!)).toBe("1,74");
    expect(s.high).toBe(true);
    expect(ratioView(s)).toEqual({ text: "1,74", high: true, note: "" });
  });

  it("gives no ratio with no load, or with fewer than 21 days of data", () => {
    expect(loadSummary([], "2026-11-26")).toMatchObject({ ratio: null, why: "sin-datos" });
    // Four days of load, the first 17 days back.
    const recent = ["2026-11-10", "2026-11-17", "2026-11-20", "2026-11-24"];
    const s = loadSummary(
      recent.map((date) => ({ date, load: 500 })),
      "2026-11-26",
    );
    expect(s).toMatchObject({ ratio: null, why: "pocos-dias", weeks: [0, 500, 500, 1000] });
    expect(ratioView(s).text).toBe("Menos de 21 días de datos");
    // Exactly 21 days (11-06 … 11-26 inclusive) is enough: 1000 ÷ (2000 / 4) = 2.
    const from21 = ["2026-11-06", ...recent.slice(1)].map((date) => ({ date, load: 500 }));
    expect(loadSummary(from21, "2026-11-26").ratio).toBe(2);
  });

  it("gives no ratio from one session against empty weeks, even after an old one", () => {
    // 20 October is 37 days back: outside the four weeks, but the first load. Alone in the four
    // weeks, this week's 540 read 540 ÷ (540 / 4) = 4,00.
    const entries = [
      { date: "2026-10-20", load: 450 },
      { date: "2026-11-24", load: 540 },
    ];
    const s = loadSummary(entries, "2026-11-26");
    expect(s).toMatchObject({ ratio: null, why: "pocas-cargas", days: 1, weeks: [0, 0, 0, 540] });
    expect(ratioView(s).text).toBe(
      "Sin ratio: carga en 1 día de las últimas 4 semanas (hacen falta 4)",
    );
  });

  it("gives no ratio when too few of the sessions trained carry an RPE", () => {
    const today = "2026-11-26";
    const h = ["2026-11-03", "2026-11-10", "2026-11-17", "2026-11-24"].map((d, i) =>
      held(d, 60, [{ playerId: ana, status: "presente", ...(i % 2 ? { rpe: 5 } : {}) }]),
    );
    // Two rated of four: 50 % < 75 %.
    const s = loadSummary(sessionLoads(h, ana), today);
    expect(s).toMatchObject({ ratio: null, why: "falta-rpe", trained: 4, rated: 2 });
    expect(ratioView(s).text).toBe(
      "Sin ratio: RPE anotada en 2 de 4 entrenamientos (hace falta en el 75 %)",
    );
    // Three of four (75 %) is enough: weeks 0, 300, 300, 300 → 300 ÷ 225 = 1,33.
    const three = h.map((x, i) =>
      i === 0 ? x : { ...x, marks: [{ playerId: ana, status: "presente" as const, rpe: 5 }] },
    );
    const t = loadSummary(sessionLoads(three, ana), today);
    expect(t).toMatchObject({ trained: 4, rated: 3, days: 3, why: "pocas-cargas" });
    // With a match on 11-15 (60 minutes × 8 = 480): weeks 0, 300, 780, 300 → 300 ÷ 345 = 0,87,
    // said to use the assumed match RPE.
    const u = loadSummary(
      [...sessionLoads(three, ana), ...matchLoads([{ date: "2026-11-15", minutes: 60 }])],
      today,
    );
    // First load 11-10 is 17 days back.
    expect(u).toMatchObject({ why: "pocos-dias", assumed: true });
    const v = loadSummary(
      [...sessionLoads(three, ana), ...matchLoads([{ date: "2026-11-01", minutes: 60 }])],
      today,
    );
    // 11-01 is 25 days back: week 1 (10-30…11-05) holds 480 → 300 ÷ ((480 + 900) / 4) = 0,87.
    expect(v.ratio).toBeCloseTo(300 / 345, 10);
    expect(ratioView(v)).toEqual({
      text: "0,87",
      high: false,
      note: "con partidos a RPE 8 supuesta",
    });
  });

  it("flags a return from injury in the last four weeks", () => {
    expect(returningFromInjury([{ from: "2026-10-01", until: "2026-11-10" }], "2026-11-26")).toBe(
      true,
    );
    expect(returningFromInjury([{ from: "2026-10-01", until: "2026-10-20" }], "2026-11-26")).toBe(
      false,
    );
    expect(returningFromInjury([{ from: "2026-11-20", until: "" }], "2026-11-26")).toBe(false);
    expect(returningFromInjury([{ from: "2026-11-20", until: "2026-12-10" }], "2026-11-26")).toBe(
      false,
    );
  });
});

describe("match minutes in the load", () => {
  it("come from the one minutes rule: a starter subbed off at 60 carries 60 × the match rating", async () => {
    const { participationIndex } = await import("../figures/participation");
    const { makeMatch, makePlayer } = await import("../../testing/fixtures");
    const { matchMinutesOf, playerLoad } = await import("./load");
    const players = [makePlayer("Ana", { id: "ana" }), makePlayer("Bea", { id: "bea" })];
    const match = makeMatch({
      date: "2026-11-22",
      formationPlayers: { "Posición 1": "Ana" },
      formationPlayerIds: { "Posición 1": "ana" },
      subs: [
        { minute: 60, playerOut: "Ana", playerIn: "Bea", playerOutId: "ana", playerInId: "bea" },
      ],
    });
    const index = participationIndex(players);
    expect(matchMinutesOf(index, [match], "ana", "2026-11-26")).toEqual([
      { date: "2026-11-22", minutes: 60 },
    ]);
    expect(matchMinutesOf(index, [match], "bea", "2026-11-26")).toEqual([
      { date: "2026-11-22", minutes: 30 },
    ]);
    expect(playerLoad([], index, [match], "bea" as PlayerId, "2026-11-26")).toEqual([
      { date: "2026-11-22", load: 240, kind: "partido" },
    ]);
  });

  it("for one player alone, walk only the matches that name him: his load never computes the others' matches", async () => {
    const { participationIndex } = await import("../figures/participation");
    const { makeMatch, makePlayer } = await import("../../testing/fixtures");
    const { playerLoad, playerLoadAlone } = await import("./load");
    const players = [makePlayer("Ana", { id: "ana" }), makePlayer("Bea", { id: "bea" })];
    const withAna = makeMatch({
      date: "2026-11-15",
      formationPlayers: { "Posición 1": "Ana" },
      formationPlayerIds: { "Posición 1": "ana" },
    });
    const withBea = makeMatch({
      date: "2026-11-22",
      formationPlayers: { "Posición 1": "Bea" },
      formationPlayerIds: { "Posición 1": "bea" },
    });
    const index = participationIndex(players);
    const asked: unknown[] = [];
    const of = index.of.bind(index);
    const spied = { ...index, of: (m: Parameters<typeof of>[0]) => (asked.push(m), of(m)) };
    const alone = playerLoadAlone([], spied, [withAna, withBea], "ana" as PlayerId, "2026-11-26");
    expect(alone).toEqual([{ date: "2026-11-15", load: 720, kind: "partido" }]);
    expect(asked).toEqual([withAna]);
    // The same entries as the squad's rule over every match.
    expect(playerLoad([], index, [withAna, withBea], "ana" as PlayerId, "2026-11-26")).toEqual(
      alone,
    );
  });
});
