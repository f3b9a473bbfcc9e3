import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  availabilityDetail,
  availabilityFromDraft,
  availabilityLabel,
  availabilityOn,
  availablePlayers,
  buildAvailabilityIndex,
  checkAvailabilityDraft,
  pendingSuspensions,
  suspensions,
} from "./availability";
import { makeMatch } from "../../testing/fixtures";
import type { Availability, Card, Match } from "../records/types";
import { asId } from "../../testing/ids";

const opts = { yellowCardLimit: 5, seasonStartMonth: 8 };
const yellow = (playerId: string): Card => ({
  player: playerId,
  playerId: asId(playerId),
  type: "yellow",
});
const red = (playerId: string): Card => ({
  player: playerId,
  playerId: asId(playerId),
  type: "red",
});
const game = (id: string, date: string, cards: Card[] = [], competition = "Liga"): Match =>
  makeMatch({ id, date, cards, competition });

describe("suspensions: red card", () => {
  it("suspends for the next match of the same competition, which serves it", () => {
    const list = suspensions([game("m1", "2025-09-07", [red("ana")])], [], opts);
    expect(list).toEqual([
      expect.objectContaining({ playerId: "ana", reason: "red", competition: "Liga", matches: 1 }),
    ]);
    expect(list[0]!.servedBy).toEqual([]);
    const served = suspensions(
      [game("m1", "2025-09-07", [red("ana")]), game("m2", "2025-09-14")],
      [],
      opts,
    );
    expect(served[0]!.servedBy).toEqual(["m2"]);
    expect(pendingSuspensions(served)).toEqual([]);
  });

  it("is not served by a match of another competition", () => {
    const list = suspensions(
      [game("m1", "2025-09-07", [red("ana")]), game("c1", "2025-09-10", [], "Copa")],
      [],
      opts,
    );
    expect(pendingSuspensions(list)).toHaveLength(1);
    // Competitions are compared trimmed and without case.
    const later = suspensions(
      [game("m1", "2025-09-07", [red("ana")]), game("m2", "2025-09-14", [], " liga ")],
      [],
      opts,
    );
    expect(later[0]!.servedBy).toEqual(["m2"]);
  });

  it("orders matches by date, whatever their stored order", () => {
    const list = suspensions(
      [game("m2", "2025-09-14"), game("m1", "2025-09-07", [red("ana")])],
      [],
      opts,
    );
    expect(list[0]!.servedBy).toEqual(["m2"]);
  });

  it("adds up: two suspensions of one player take two matches", () => {
    const cards = [red("ana")];
    const list = suspensions(
      [game("m1", "2025-09-07", cards), game("m2", "2025-09-14", cards), game("m3", "2025-09-21")],
      [],
      opts,
    );
    // m2 serves the first, then Ana is sent off again (she played while suspended in this
    // made-up record); m3 serves the second.
    expect(list.map((s) => s.servedBy)).toEqual([["m2"], ["m3"]]);
  });
});

describe("suspensions: yellow accumulation", () => {
  const fiveYellows = ["2025-09-01", "2025-09-08", "2025-09-15", "2025-09-22", "2025-09-29"].map(
    (d, i) => game(`m${i + 1}`, d, [yellow("ana")]),
  );

  it("every 5th yellow in one season and competition suspends for one match", () => {
    expect(suspensions(fiveYellows.slice(0, 4), [], opts)).toEqual([]);
    const list = suspensions(fiveYellows, [], opts);
    expect(list).toEqual([
      expect.objectContaining({ reason: "yellows", matchId: "m5", date: "2025-09-29" }),
    ]);
    // Ten yellows: two suspensions (the 5th and the 10th).
    const ten = [
      ...fiveYellows,
      ...fiveYellows.map((m, i) => ({ ...m, id: asId(`n${i}`), date: `2025-10-0${i + 1}` })),
    ];
    expect(suspensions(ten, [], opts).filter((s) => s.reason === "yellows")).toHaveLength(2);
  });

  it("follows the configured limit", () => {
    expect(suspensions(fiveYellows.slice(0, 3), [], { ...opts, yellowCardLimit: 3 })).toHaveLength(
      1,
    );
    // An unusable limit falls back to 5.
    expect(suspensions(fiveYellows.slice(0, 4), [], { ...opts, yellowCardLimit: 0 })).toEqual([]);
  });

  it("does not carry yellows across competitions or seasons", () => {
    const mixed = fiveYellows.map((m, i) => (i === 2 ? { ...m, competition: "Copa" } : m));
    expect(suspensions(mixed, [], opts)).toEqual([]);
    // Seasons start in August: 2025-07-31 is 2024-25, 2025-08-01 is 2025-26.
    const across = fiveYellows.map((m, i) => (i === 0 ? { ...m, date: "2025-07-31" } : m));
    expect(suspensions(across, [], opts)).toEqual([]);
    // A stored season wins over the date.
    const stored = fiveYellows.map((m) => ({ ...m, season: "2025-26" }));
    expect(suspensions(stored, [], opts)).toHaveLength(1);
  });

  it("ignores cards not linked to a player", () => {
    const unlinked = fiveYellows.map((m) => ({
      ...m,
      cards: [{ player: "Ana", type: "yellow" as const }],
    }));
    expect(suspensions(unlinked, [], opts)).toEqual([]);
  });
});

describe("suspensions set by hand", () => {
  const manual = (over: Partial<Availability> = {}): Availability => ({
    id: asId("a1"),
    playerId: asId("ana"),
    kind: "suspended",
    from: "2025-09-10",
    until: "",
    note: "Comité",
    matches: 2,
    competition: "",
    ...over,
  });

  it("are served by the matches played on or after their start, in any competition by default", () => {
    const list = suspensions(
      [
        game("m1", "2025-09-07"),
        game("m2", "2025-09-10", [], "Copa"),
        game("m3", "2025-09-14"),
        game("m4", "2025-09-21"),
      ],
      [manual()],
      opts,
    );
    expect(list).toHaveLength(1);
    expect(list[0]!.servedBy).toEqual(["m2", "m3"]);
  });

  it("only by their competition when one is given", () => {
    const list = suspensions(
      [game("m2", "2025-09-10", [], "Copa"), game("m3", "2025-09-14")],
      [manual({ competition: "Liga", matches: 1 })],
      opts,
    );
    expect(list[0]!.servedBy).toEqual(["m3"]);
  });

  it("stay pending after the last match", () => {
    const list = suspensions([game("m1", "2025-09-07")], [manual()], opts);
    expect(pendingSuspensions(list)).toHaveLength(1);
  });
});

describe("availabilityOn", () => {
  const records: Availability[] = [
    {
      id: asId("i1"),
      playerId: asId("ana"),
      kind: "injured",
      from: "2025-09-01",
      until: "2025-09-20",
      note: "Esguince",
    },
    {
      id: asId("u1"),
      playerId: asId("bea"),
      kind: "unavailable",
      from: "2025-09-12",
      until: "",
      note: "Boda",
    },
  ];
  const matches = [game("m1", "2025-09-07", [red("eva")])];
  const index = buildAvailabilityIndex(matches, records, opts);

  it("an injury covers from its start until the day before the expected return", () => {
    expect(availabilityOn(index, "ana", "2025-08-31").kind).toBe("available");
    expect(availabilityOn(index, "ana", "2025-09-01")).toEqual({
      kind: "injured",
      until: "2025-09-20",
      note: "Esguince",
      recordId: "i1",
    });
    expect(availabilityOn(index, "ana", "2025-09-19").kind).toBe("injured");
    expect(availabilityOn(index, "ana", "2025-09-20").kind).toBe("available");
  });

  it("a personal absence without an end covers its one day", () => {
    expect(availabilityOn(index, "bea", "2025-09-12").kind).toBe("unavailable");
    expect(availabilityOn(index, "bea", "2025-09-13").kind).toBe("available");
  });

  it("a pending suspension counts for games of its competition", () => {
    expect(availabilityOn(index, "eva", "2025-09-14", "Liga")).toMatchObject({
      kind: "suspended",
      reason: "red",
      remaining: 1,
    });
    expect(availabilityOn(index, "eva", "2025-09-14", "Copa").kind).toBe("available");
    expect(availabilityOn(index, "eva", "2025-09-14").kind).toBe("suspended");
    expect(availabilityOn(index, "nadie", "2025-09-14").kind).toBe("available");
  });

  it("labels in Spanish, and filters the available", () => {
    expect(availabilityLabel(availabilityOn(index, "ana", "2025-09-05"))).toBe("Lesionado");
    expect(availabilityDetail(availabilityOn(index, "ana", "2025-09-05"))).toBe(
      "Vuelta prevista: 20/09/2025",
    );
    expect(availabilityDetail(availabilityOn(index, "eva", "2025-09-14", "Liga"))).toBe(
      "Tarjeta roja · 1 partido (Liga)",
    );
    const people = ["ana", "bea", "eva", "fer"].map((id) => ({ id }));
    expect(availablePlayers(people, index, "2025-09-12", "Liga").map((p) => p.id)).toEqual(["fer"]);
  });
});

describe("the availability form", () => {
  const draft = {
    kind: "injured" as const,
    from: "2025-09-01",
    until: "2025-09-20",
    note: " Rodilla ",
    matches: "1",
    competition: "",
  };
  it("accepts a sound draft and stores it trimmed", () => {
    expect(checkAvailabilityDraft(draft)).toEqual({});
    expect(availabilityFromDraft(draft, asId("x"), asId("ana"))).toEqual({
      id: "x",
      playerId: "ana",
      kind: "injured",
      from: "2025-09-01",
      until: "2025-09-20",
      note: "Rodilla",
    });
  });
  it("explains what is wrong, field by field", () => {
    expect(checkAvailabilityDraft({ ...draft, from: "" }).from).toMatch(/desde qué día/);
    expect(checkAvailabilityDraft({ ...draft, until: "2025-08-01" }).until).toMatch(/posterior/);
    expect(checkAvailabilityDraft({ ...draft, kind: "suspended", matches: "0" }).matches).toMatch(
      /cuántos partidos/,
    );
  });
});

// Whole seasons: whatever cards are shown, the rule's bookkeeping holds.
describe("suspensions over random seasons", () => {
  const players = ["a", "b", "c"];
  const cardArb = fc.record({
    player: fc.constantFrom(...players),
    type: fc.constantFrom("yellow" as const, "red" as const),
  });
  const matchArb = fc.record({
    competition: fc.constantFrom("Liga", "Copa"),
    cards: fc.array(cardArb, { maxLength: 4 }),
  });
  const seasonArb = fc.array(matchArb, { maxLength: 40 });
  const build = (
    season: { competition: string; cards: { player: string; type: "yellow" | "red" }[] }[],
  ) =>
    season.map((m, i) =>
      game(
        `m${i}`,
        `2025-${String(9 + Math.floor(i / 28)).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`,
        m.cards.map((c) => (c.type === "red" ? red(c.player) : yellow(c.player))),
        m.competition,
      ),
    );

  it("one suspension per red card and one per N yellows in each competition", () => {
    fc.assert(
      fc.property(seasonArb, fc.integer({ min: 1, max: 6 }), (season, limit) => {
        const matches = build(season);
        const list = suspensions(matches, [], { yellowCardLimit: limit, seasonStartMonth: 8 });
        const reds = matches.flatMap((m) => m.cards).filter((c) => c.type === "red").length;
        expect(list.filter((s) => s.reason === "red")).toHaveLength(reds);
        let expectedYellow = 0;
        for (const p of players)
          for (const comp of ["Liga", "Copa"]) {
            const n = matches
              .filter((m) => m.competition === comp)
              .flatMap((m) => m.cards)
              .filter((c) => c.type === "yellow" && c.playerId === p).length;
            expectedYellow += Math.floor(n / limit);
          }
        expect(list.filter((s) => s.reason === "yellows")).toHaveLength(expectedYellow);
      }),
    );
  });

  it("a suspension is served only by later matches of its competition, one match each, in order", () => {
    fc.assert(
      fc.property(seasonArb, (season) => {
        const matches = build(season);
        const byId = new Map<string, { m: Match; i: number }>(
          matches.map((m, i) => [m.id, { m, i }]),
        );
        const list = suspensions(matches, [], opts);
        const servedPerMatchAndPlayer = new Set<string>();
        for (const s of list) {
          expect(s.servedBy.length).toBeLessThanOrEqual(s.matches);
          const origin = byId.get(s.matchId!)!;
          let last = origin.i;
          for (const id of s.servedBy) {
            const at = byId.get(asId(id))!;
            expect(at.i).toBeGreaterThan(last);
            expect(at.m.competition).toBe(s.competition);
            last = at.i;
            const key = `${id}/${s.playerId}`;
            expect(servedPerMatchAndPlayer.has(key)).toBe(false);
            servedPerMatchAndPlayer.add(key);
          }
        }
        // Nothing is left pending while a later match of its competition went unused by that
        // player: pending suspensions per player and competition ≤ what no later match served.
        for (const s of pendingSuspensions(list)) {
          const origin = byId.get(s.matchId!)!.i;
          const laterFree = matches.filter(
            (m, i) =>
              i > origin &&
              m.competition === s.competition &&
              !servedPerMatchAndPlayer.has(`${m.id}/${s.playerId}`),
          );
          expect(laterFree).toEqual([]);
        }
      }),
    );
  });
});
