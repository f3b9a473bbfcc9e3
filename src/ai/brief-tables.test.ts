import { describe, expect, it } from "vitest";
import { makeMatch, makePlayer, makeRival } from "../testing/fixtures";
import type { MatchPlan } from "../domain/records/types";
import { preMatchBriefInput } from "../domain/analytics/pre-match";
import { briefTables } from "./brief-tables";
import { asId } from "../testing/ids";

const ana = makePlayer("Ana", { id: "ana" });
const bea = makePlayer("Bea", { id: "bea" });
const cris = makePlayer("Cris", { id: "cris", position: "Goalkeeper" });
const norte = makeRival("Norte", { notes: ["Presionan arriba", " "], homeGround: "El Prado" });
const sur = makeRival("Sur");
const xi = (ids: Record<string, string>) => ({
  formationPlayerIds: ids,
  formationPlayers: Object.fromEntries(Object.entries(ids).map(([k, v]) => [k, v])),
});
const matches = [
  makeMatch({
    id: "1",
    date: "2024-09-01",
    rival: "Norte",
    rivalId: norte.id,
    score: { home: 2, away: 0 },
    ...xi({ "Posición 1": "cris", "Posición 2": "ana" }),
    scorers: [
      { player: "Ana", minute: 9, playerId: "ana" },
      { player: "Ana", minute: 50, playerId: "ana" },
    ],
  }),
  makeMatch({
    id: "2",
    date: "2024-09-08",
    rival: "Sur",
    rivalId: sur.id,
    score: { home: 0, away: 1 },
    ...xi({ "Posición 1": "cris", "Posición 2": "ana" }),
  }),
  makeMatch({
    id: "3",
    date: "2024-09-15",
    rival: "Norte",
    rivalId: norte.id,
    location: "away",
    score: { home: 1, away: 1 },
    ...xi({ "Posición 1": "cris", "Posición 2": "bea" }),
  }),
];
const lists = {
  players: [ana, bea, cris],
  matches,
  rivals: [norte, sur],
  formations: [],
  plans: [] as MatchPlan[],
};

describe("preMatchBriefInput", () => {
  it("rival, head-to-head newest first, and the most used XI without a plan", () => {
    const input = preMatchBriefInput(norte.id, lists)!;
    expect(input.rival).toEqual({
      id: norte.id,
      name: "Norte",
      homeGround: "El Prado",
      notes: ["Presionan arriba"],
    });
    expect(input.fixture).toBeUndefined();
    expect(input.headToHead).toMatchObject({
      matches: 2,
      wins: 1,
      draws: 1,
      losses: 0,
      goalsFor: 3,
      goalsAgainst: 1,
    });
    expect(input.headToHead.meetings.map((m) => m.date)).toEqual(["2024-09-15", "2024-09-01"]);
    expect(input.headToHead.meetings[1]!.scorers).toEqual(["Ana 9'", "Ana 50'"]);
    // Cris + Ana started twice, Cris + Bea once.
    expect(input.likelyXI).toMatchObject({ source: "mostUsed", timesUsed: 2 });
    expect(input.likelyXI.players.map((p) => p.name)).toEqual(["Cris", "Ana"]);
    const anaFig = input.likelyXI.players[1]!.figures!;
    expect(anaFig).toMatchObject({ matches: 2, minutes: 180 });
    expect(anaFig.goals!.count).toBe(2);
    expect(input.unavailable).toEqual([]);
    // The AI reads positions in Spanish, as the app names them.
    const text = briefTables(input)
      .flatMap((tb) => tb.rows)
      .join("\n");
    expect(text).toContain("| Portero |");
    expect(text).not.toMatch(/Goalkeeper|Defender|Midfielder|Forward/);
  });

  it("the latest plan for the rival wins, and unavailable players are marked", () => {
    const plans: MatchPlan[] = [
      {
        id: asId("p1"),
        rival: "Norte",
        rivalId: norte.id,
        formation: "A",
        lineup: { "Posición 1": "Cris" },
      },
      {
        id: asId("p2"),
        rival: "Norte",
        formation: "B",
        lineup: { "Posición 1": "Cris", "Posición 2": "Bea" },
        lineupIds: { "Posición 1": asId("cris"), "Posición 2": asId("bea") },
      },
      { id: asId("p3"), rival: "Sur", formation: "C", lineup: {} },
    ];
    const input = preMatchBriefInput(
      norte.id,
      { ...lists, plans },
      { date: "2024-10-01", time: "18:00", location: "home", competition: "Liga" },
      [
        { playerId: "bea", reason: "Lesión" },
        { playerId: "ana", reason: "Sanción" },
        { playerId: "nadie", reason: "x" },
      ],
    )!;
    expect(input.likelyXI.source).toBe("plan");
    expect(input.likelyXI.formation).toBe("B");
    expect(input.likelyXI.players.map((p) => [p.name, p.unavailable])).toEqual([
      ["Cris", undefined],
      ["Bea", "Lesión"],
    ]);
    expect(input.unavailable).toEqual([
      { playerId: "bea", name: "Bea", reason: "Lesión", inLikelyXI: true },
      { playerId: "ana", name: "Ana", reason: "Sanción", inLikelyXI: false },
    ]);
    const text = briefTables(input)
      .map((t) => [t.head, ...t.rows].join("\n"))
      .join("\n");
    expect(text).toContain("| B3 | Partido | 2024-10-01 · 18:00 · Local · Liga |");
    expect(text).toContain("| B4 | Historial (G-E-P) | 1-1-0 en 2 partidos; goles 3-1 |");
    expect(text).toContain("| B5 | Nota del rival | Presionan arriba |");
    expect(text).toContain("NO disponible: Lesión");
    expect(text).toContain("| D2 | Ana | Sanción | no |");
  });

  it("an unknown rival gives null; a rival never met gives an empty record and no XI", () => {
    expect(preMatchBriefInput("nadie", lists)).toBeNull();
    const input = preMatchBriefInput(sur.id, { ...lists, matches: [] })!;
    expect(input.headToHead.matches).toBe(0);
    expect(input.likelyXI).toMatchObject({ source: "none", players: [] });
  });
});
