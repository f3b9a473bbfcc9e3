import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeFormation, makeMatch, makePlayer } from "../../testing/fixtures";
import type { Match, Player, PlayerPosition } from "../records/types";
import { lastFormation, lastXI, lastXINote, suggestedXI } from "./quick-xi";
import type { QuickXIInput } from "./quick-xi";

// A five-a-side shape: Posición 1 goalkeeper, 2–3 defenders, 4 midfielder, 5 forward.
const rombo = makeFormation("Rombo", {
  defenderLines: [2],
  midfielderLines: [1],
  forwardLines: [1],
});
const clasica = makeFormation("Clásica");
const p = (id: string, position: PlayerPosition, number: number) =>
  makePlayer(id, { id, position, number });
const players: Player[] = [
  p("gk", "Goalkeeper", 1),
  p("d1", "Defender", 2),
  p("d2", "Defender", 3),
  p("d3", "Defender", 4),
  p("m1", "Midfielder", 8),
  p("m2", "Midfielder", 6),
  p("f1", "Forward", 9),
  p("f2", "Forward", 11),
];
const lineup = (ids: Record<number, string>) => ({
  formationPlayers: Object.fromEntries(Object.entries(ids).map(([n, id]) => [`Posición ${n}`, id])),
  formationPlayerIds: Object.fromEntries(
    Object.entries(ids).map(([n, id]) => [`Posición ${n}`, id]),
  ),
});
const mA = makeMatch({
  id: "mA",
  date: "2024-03-01",
  formation: "Rombo",
  formationId: rombo.id,
  ...lineup({ 1: "gk", 2: "d1", 3: "d2", 4: "m1", 5: "f1" }),
  subs: [{ playerOut: "f1", playerIn: "f2", minute: 60, playerOutId: "f1", playerInId: "f2" }],
  scorers: [{ player: "f1", minute: 10, playerId: "f1" }],
  assists: ["m1"],
  assistIds: ["m1"],
  score: { home: 1, away: 0 },
});
const mB = makeMatch({
  id: "mB",
  date: "2024-03-08",
  formation: "Rombo",
  formationId: rombo.id,
  ...lineup({ 1: "gk", 2: "d3", 3: "d2", 4: "m2", 5: "f1" }),
});
const mC = makeMatch({
  id: "mC",
  date: "2024-03-15",
  formation: "Clásica",
  formationId: clasica.id,
  ...lineup({ 1: "gk", 2: "d1", 3: "d3", 6: "m2", 10: "f2" }),
});
const matches: Match[] = [mC, mA, mB];
const input = (over: Partial<QuickXIInput> = {}): QuickXIInput => ({
  formation: rombo,
  formations: [rombo, clasica],
  players,
  matches,
  date: "2024-03-20",
  unavailable: new Set(),
  ...over,
});

describe("lastXI", () => {
  it("repeats the last match played in the same formation, position by position", () => {
    const r = lastXI(input());
    expect(r.match?.id).toBe("mB");
    expect(r.lineup).toEqual({
      "Posición 1": "gk",
      "Posición 2": "d3",
      "Posición 3": "d2",
      "Posición 4": "m2",
      "Posición 5": "f1",
    });
    expect(r.skipped).toEqual([]);
  });

  it("leaves empty the position of an unavailable player and of one no longer in the squad", () => {
    const r = lastXI(
      input({ unavailable: new Set(["d2"]), players: players.filter((x) => x.id !== "f1") }),
    );
    expect(r.lineup).toEqual({ "Posición 1": "gk", "Posición 2": "d3", "Posición 4": "m2" });
    expect(r.skipped).toEqual([
      { key: "Posición 3", playerId: "d2", why: "unavailable" },
      { key: "Posición 5", playerId: "f1", why: "gone" },
    ]);
  });

  it("looks only at matches up to the day, and not at the match being edited", () => {
    expect(lastXI(input({ date: "2024-03-05" })).match?.id).toBe("mA");
    expect(lastXI(input({ excludeMatchId: "mB" })).match?.id).toBe("mA");
    expect(lastXI(input({ date: "2024-02-01" }))).toEqual({
      lineup: {},
      match: undefined,
      skipped: [],
    });
  });

  it("finds a match without a formation id by the formation's name", () => {
    const old = { ...mB, formationId: undefined } as unknown as Match;
    delete (old as Partial<Match>).formationId;
    expect(lastXI(input({ matches: [mA, old] })).match?.id).toBe("mB");
  });
});

describe("suggestedXI", () => {
  // Recent minutes (mA, mB, mC): gk 270, d1 180, d2 180, d3 180, m2 180, f1 150, f2 120, m1 90.
  // Starts in Rombo (mA, mB): P1 gk 2, P2 d1 1 / d3 1, P3 d2 2, P4 m1 1 / m2 1, P5 f1 2.
  it("takes each position's usual starter first, then the line's player in form", () => {
    expect(suggestedXI(input({ unavailable: new Set(["d2"]) }))).toEqual([
      {
        key: "Posición 1",
        playerId: "gk",
        reason: "Titular en esta posición en los últimos 2 partidos",
      },
      {
        key: "Posición 2",
        playerId: "d1",
        reason: "Titular en esta posición en 1 de los últimos 2 partidos",
      },
      { key: "Posición 3", playerId: "d3", reason: "Defensa · 180′ en los últimos 3 partidos" },
      {
        key: "Posición 4",
        playerId: "m2",
        reason: "Titular en esta posición en 1 de los últimos 2 partidos",
      },
      {
        key: "Posición 5",
        playerId: "f1",
        reason: "Titular en esta posición en los últimos 2 partidos",
      },
    ]);
  });

  it("says so when a position's line has nobody available", () => {
    const picks = suggestedXI(input({ unavailable: new Set(["gk"]) }));
    expect(picks[0]).toEqual({
      key: "Posición 1",
      playerId: "d3",
      reason: "No queda ningún portero disponible: Defensa, 180′ en los últimos 3 partidos",
    });
  });

  it("counts goals and assists as recent form, and leaves a position empty when nobody is left", () => {
    const fresh = suggestedXI(
      input({ formation: clasica, players: players.slice(4), date: "2024-03-05" }),
    );
    // Only mA counts (before the 5th); no Clásica match before it, so no usual starters.
    expect(fresh.slice(0, 5)).toEqual([
      {
        key: "Posición 1",
        playerId: "m1",
        reason:
          "No queda ningún portero disponible: Centrocampista, 90′ y 1 asistencia en el último partido",
      },
      {
        key: "Posición 2",
        playerId: "f1",
        reason: "No queda ningún defensa disponible: Delantero, 60′ y 1 gol en el último partido",
      },
      {
        key: "Posición 3",
        playerId: "f2",
        reason: "No queda ningún defensa disponible: Delantero, 30′ en el último partido",
      },
      {
        key: "Posición 4",
        playerId: "m2",
        reason:
          "No queda ningún defensa disponible: Centrocampista, sin minutos en el último partido",
      },
      { key: "Posición 5", playerId: "", reason: "No quedan jugadores disponibles" },
    ]);
  });

  it("never picks an unavailable player or one player twice (property)", () => {
    const positions: PlayerPosition[] = ["Goalkeeper", "Defender", "Midfielder", "Forward"];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...positions), { minLength: 0, maxLength: 18 }),
        fc.array(
          fc.record({
            day: fc.integer({ min: 1, max: 28 }),
            formation: fc.boolean(),
            starters: fc.array(fc.nat(20), { maxLength: 11 }),
            sub: fc.option(fc.record({ out: fc.nat(20), in: fc.nat(20), minute: fc.nat(95) })),
          }),
          { maxLength: 8 },
        ),
        fc.array(fc.nat(20), { maxLength: 8 }),
        (squad, recipes, out) => {
          const list = squad.map((pos, i) => p(`q${i}`, pos, i + 1));
          const id = (n: number) => `q${n}`;
          const stored = recipes.map((r, i) => {
            const f = r.formation ? rombo : clasica;
            const ids = Object.fromEntries(r.starters.map((n, k) => [k + 1, id(n)]));
            return makeMatch({
              id: `g${i}`,
              date: `2024-02-${String(r.day).padStart(2, "0")}`,
              formation: f.name,
              formationId: f.id,
              ...lineup(ids),
              subs: r.sub
                ? [
                    {
                      playerOut: id(r.sub.out),
                      playerIn: id(r.sub.in),
                      minute: r.sub.minute,
                      playerOutId: id(r.sub.out),
                      playerInId: id(r.sub.in),
                    },
                  ]
                : [],
            });
          });
          const unavailable = new Set(out.map(id));
          for (const formation of [rombo, clasica]) {
            const picks = suggestedXI(
              input({ formation, players: list, matches: stored, unavailable, date: "2024-03-01" }),
            );
            const chosen = picks.map((x) => x.playerId).filter(Boolean);
            expect(new Set(chosen).size).toBe(chosen.length);
            for (const c of chosen) {
              expect(unavailable.has(c)).toBe(false);
              expect(list.some((x) => x.id === c)).toBe(true);
            }
            const free = list.filter((x) => !unavailable.has(x.id)).length;
            expect(chosen.length).toBe(Math.min(free, picks.length));
            for (const x of Object.values(
              lastXI(input({ formation, players: list, matches: stored, unavailable })).lineup,
            ))
              expect(unavailable.has(x)).toBe(false);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("lastXINote", () => {
  it("says which match it repeats and why a position stays empty", () => {
    expect(lastXINote(lastXI(input()), players)).toBe("Once del 08/03/2024 ante Rival.");
    const r = lastXI(
      input({ unavailable: new Set(["d2"]), players: players.filter((x) => x.id !== "f1") }),
    );
    expect(lastXINote(r, players)).toBe(
      "Once del 08/03/2024 ante Rival. Quedan vacías 2 posiciones: d2 (no disponible) y f1 (ya no está en la plantilla).",
    );
    expect(lastXINote(lastXI(input({ date: "2024-01-01" })), players)).toBe(
      "No hay ningún partido anterior con esta formación.",
    );
  });
});

describe("lastFormation: planning a fixture starts from the last match's formation", () => {
  const m = (id: string, date: string, formationId: string, formation = "") =>
    makeMatch({ id, date, formationId, formation, formationUsed: "" });
  const matches = [
    m("m1", "2024-03-01", rombo.id),
    m("m2", "2024-03-15", clasica.id),
    m("m3", "2024-04-01", "gone", "Borrada"),
  ];
  it("takes the newest match up to the day whose formation is still in the list", () => {
    const formations = [rombo, clasica];
    // 1 April's formation was deleted: the one before it.
    expect(lastFormation(matches, formations, "2024-04-05")).toBe(clasica);
    // A fixture before the 15 March match: the one of 1 March.
    expect(lastFormation(matches, formations, "2024-03-10")).toBe(rombo);
    expect(lastFormation(matches, formations, "2024-02-01")).toBeUndefined();
    expect(lastFormation([], formations, "")).toBeUndefined();
  });
});
