import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  OPEN_END,
  bookings,
  minutesPlayed,
  onPitchAfter,
  onPitchAt,
  orderEvents,
  participants,
  redsOf,
  stintsOf,
  timelineOf,
  wasOnPitchAt,
} from "./timeline";
import type { TimelineInput } from "./timeline";

const xi = ["A", "B", "C"];

describe("stintsOf and minutesPlayed (spec 4: 90, or 90 − entry minute)", () => {
  it("a starter who stays on plays 90; one taken off at 60 plays 60; his substitute 30", () => {
    const s = stintsOf({ starters: xi, subs: [{ out: "C", in: "D", minute: 60 }] });
    expect(s.get("C")).toEqual([{ from: 0, to: 60 }]);
    expect(s.get("D")).toEqual([{ from: 60, to: OPEN_END }]);
    expect(Object.fromEntries(minutesPlayed(s))).toEqual({ A: 90, B: 90, C: 60, D: 30 });
  });

  it("applies substitutions in minute order, whatever the stored order", () => {
    const s = stintsOf({
      starters: xi,
      subs: [
        { out: "D", in: "E", minute: 80 },
        { out: "C", in: "D", minute: 50 },
      ],
    });
    expect(Object.fromEntries(minutesPlayed(s))).toMatchObject({ C: 50, D: 30, E: 10 });
  });

  it("ignores a substitution whose player is not on, or whose substitute already is", () => {
    const s = stintsOf({
      starters: xi,
      subs: [
        { out: "Z", in: "D", minute: 10 },
        { out: "A", in: "B", minute: 20 },
        { out: "A", in: "A", minute: 30 },
      ],
    });
    expect([...participants(s)]).toEqual(["A", "B", "C"]);
    expect(minutesPlayed(s).get("A")).toBe(90);
  });

  it("counts extra time as 90, a change at 0 as the whole match, skips empty and repeated starters", () => {
    const s = stintsOf({
      starters: ["A", "", "A", "B"],
      subs: [
        { out: "A", in: "C", minute: 95 },
        { out: "B", in: "D", minute: 0 },
      ],
    });
    expect(Object.fromEntries(minutesPlayed(s))).toEqual({ A: 90, B: 0, C: 0, D: 90 });
  });
});

describe("who is on the pitch", () => {
  const s = stintsOf({ starters: xi, subs: [{ out: "C", in: "D", minute: 60 }] });
  it("both players count as on at the substitution's minute", () => {
    expect(wasOnPitchAt(s, "C", 60)).toBe(true);
    expect(wasOnPitchAt(s, "D", 60)).toBe(true);
    expect(wasOnPitchAt(s, "D", 59)).toBe(false);
    expect(wasOnPitchAt(s, "C", 61)).toBe(false);
    expect([...onPitchAt(s, 75)].sort()).toEqual(["A", "B", "D"]);
    expect(wasOnPitchAt(s, "nadie", 10)).toBe(false);
  });
});

describe("orderEvents", () => {
  it("orders by minute, events without a minute last, stored order among equals", () => {
    const items = [
      { k: "a", m: 30 },
      { k: "b", m: undefined },
      { k: "c", m: 10 },
      { k: "d", m: 30 },
      { k: "e", m: undefined },
    ];
    expect(orderEvents(items, (x) => x.m).map((e) => e.item.k)).toEqual(["c", "a", "d", "b", "e"]);
  });
});

// A random but valid match: a starting XI of distinct keys and substitutions from the bench.
const matchArb = fc
  .record({
    starters: fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 11 }),
    subs: fc.array(
      fc.record({
        out: fc.integer({ min: 0, max: 30 }),
        in: fc.integer({ min: 0, max: 30 }),
        minute: fc.integer({ min: 0, max: 120 }),
      }),
      { maxLength: 8 },
    ),
  })
  .map(({ starters, subs }) => ({
    starters: starters.map(String),
    subs: subs.map((s) => ({ out: String(s.out), in: String(s.in), minute: s.minute })),
  }));

describe("timeline properties", () => {
  it("never more players on than started, everyone's minutes within 0–90", () => {
    fc.assert(
      fc.property(matchArb, fc.integer({ min: 0, max: 130 }), (input, minute) => {
        const s = stintsOf(input);
        // At a substitution's minute both players count, so allow one extra per sub there.
        const subsAt = input.subs.filter((x) => x.minute === minute).length;
        expect(onPitchAt(s, minute).size).toBeLessThanOrEqual(input.starters.length + subsAt);
        for (const m of minutesPlayed(s).values()) {
          expect(m).toBeGreaterThanOrEqual(0);
          expect(m).toBeLessThanOrEqual(90);
        }
      }),
    );
  });

  it("the minutes of everyone on the pitch add up to 90 per place", () => {
    fc.assert(
      fc.property(matchArb, (input) => {
        const total = [...minutesPlayed(stintsOf(input)).values()].reduce((a, b) => a + b, 0);
        expect(total).toBe(90 * input.starters.length);
      }),
    );
  });

  it("does not depend on the stored order of substitutions with distinct minutes", () => {
    fc.assert(
      fc.property(matchArb, (input) => {
        const distinct = input.subs.filter(
          (s, i, all) => all.findIndex((t) => t.minute === s.minute) === i,
        );
        const a = minutesPlayed(stintsOf({ ...input, subs: distinct }));
        const b = minutesPlayed(stintsOf({ ...input, subs: [...distinct].reverse() }));
        expect(b).toEqual(a);
      }),
    );
  });

  it("numeric keys (the figures' and analytics' passes) give exactly the text keys' minutes, participants in the same order, for each match of a run", () => {
    fc.assert(
      fc.property(fc.array(matchArb, { minLength: 1, maxLength: 6 }), (run) => {
        for (const input of run) {
          const minutes = minutesPlayed(timelineOf(numeric(input)).stints);
          const got = [...minutes].map(([k, m]) => [String(k), m]);
          expect(got).toEqual([...minutesPlayed(stintsOf(input))]);
        }
      }),
    );
  });
});

/** A match of numeric text keys as numbers ("" → -1, an empty place). */
const numeric = (input: TimelineInput): TimelineInput<number> => {
  const n = (k: string) => (k === "" ? -1 : Number(k));
  return {
    starters: input.starters.map(n),
    subs: input.subs.map((s) => ({ out: n(s.out), in: n(s.in), minute: s.minute })),
    reds: input.reds?.map((r) => ({ player: n(r.player), minute: r.minute })),
  };
};

describe("numeric keys", () => {
  it("worked example: stored out of order, an empty place, a change at 0 and a repeated starter", () => {
    const minutes = (input: TimelineInput<number>) => minutesPlayed(timelineOf(input).stints);
    const first = minutes({
      starters: [0, 1, -1, 1, 2],
      subs: [
        { out: 2, in: 4, minute: 75 },
        { out: 0, in: 3, minute: 60 },
        { out: 3, in: 0, minute: 0 }, // the reader reads a bad minute as 0
      ],
    });
    // Minute order: 3→0 at 0 is ignored (3 is not on, 0 already is); 0→3 at 60 (0 plays 60, 3
    // plays 30); 2→4 at 75 (2 plays 75, 4 plays 15). The repeated starter and the empty place
    // count once and not at all; key 0 is a player like any other.
    expect([...first.keys()]).toEqual([0, 1, 2, 3, 4]);
    expect([...first.values()]).toEqual([60, 90, 75, 30, 15]);
    const second = minutes({ starters: [4], subs: [{ out: 3, in: 1, minute: 10 }] });
    expect([...second]).toEqual([[4, 90]]);
    const far = minutes({ starters: [40], subs: [{ out: 40, in: 70, minute: 45 }] });
    expect([...far]).toEqual([
      [40, 45],
      [70, 45],
    ]);
  });
});

describe("bookings: the one sending-off rule", () => {
  it("a red sends off; a first yellow does not, the second does; yellows are counted per player", () => {
    const book = bookings();
    expect(book.card("A", "yellow")).toBeUndefined();
    expect(book.card("B", "yellow")).toBeUndefined();
    expect(book.card("A", "yellow")).toBe("secondYellow");
    expect(book.card("C", "red")).toBe("red");
    expect(book.card("B", "other")).toBeUndefined();
    expect(Object.fromEntries(book.yellows)).toEqual({ A: 2, B: 1 });
  });
});

describe("red cards and the boundary rule (hand-computed)", () => {
  const xi11 = ["A", "B", "C"];
  it("sub at 60: both may be involved at 60; the one off cannot at 61; 60 and 30 minutes", () => {
    const t = timelineOf({ starters: xi11, subs: [{ out: "C", in: "D", minute: 60 }] });
    expect(wasOnPitchAt(t.stints, "C", 60)).toBe(true);
    expect(wasOnPitchAt(t.stints, "D", 60)).toBe(true);
    expect(wasOnPitchAt(t.stints, "C", 61)).toBe(false);
    expect(Object.fromEntries(minutesPlayed(t.stints))).toEqual({ A: 90, B: 90, C: 60, D: 30 });
    // The picker's view: once minute 60's change is made, C is off and D on.
    expect([...onPitchAfter(t.stints, 60)].sort()).toEqual(["A", "B", "D"]);
  });

  it("red at 30: on the pitch at 30, not at 31, 30 real minutes; the spec's counter keeps 90", () => {
    const reds = redsOf([{ player: "B", type: "red", minute: 30 }]);
    const real = timelineOf({ starters: xi11, subs: [], reds });
    expect(wasOnPitchAt(real.stints, "B", 30)).toBe(true);
    expect(wasOnPitchAt(real.stints, "B", 31)).toBe(false);
    expect(real.stints.get("B")).toEqual([{ from: 0, to: 30, sentOff: true }]);
    expect(minutesPlayed(real.stints).get("B")).toBe(30);
    expect(minutesPlayed(stintsOf({ starters: xi11, subs: [] })).get("B")).toBe(90);
  });

  it("a second yellow at 70 is a red at 70; a first yellow sends nobody off", () => {
    const reds = redsOf([
      { player: "A", type: "yellow", minute: 70 },
      { player: "A", type: "yellow", minute: 20 },
      { player: "B", type: "yellow", minute: 10 },
      { player: "C", type: "red" }, // no minute: cannot be placed in time
    ]);
    expect(reds).toEqual([{ player: "A", minute: 70 }]);
    const t = timelineOf({ starters: xi11, subs: [], reds });
    expect(minutesPlayed(t.stints).get("A")).toBe(70);
    expect(t.sentOff.get("A")).toBe(70);
  });

  it("sub-on then red: the substitute's spell ends at his card; he cannot be taken off later", () => {
    const t = timelineOf({
      starters: xi11,
      subs: [
        { out: "C", in: "D", minute: 50 },
        { out: "D", in: "E", minute: 80 },
      ],
      reds: [{ player: "D", minute: 65 }],
    });
    expect(t.stints.get("D")).toEqual([{ from: 50, to: 65, sentOff: true }]);
    expect(minutesPlayed(t.stints).get("D")).toBe(15);
    expect(t.refused.get(1)).toBe("out");
    expect(t.stints.has("E")).toBe(false);
    // In the same minute: the substitution first, then the card (0 minutes, on at that minute).
    const same = timelineOf({
      starters: xi11,
      subs: [{ out: "C", in: "D", minute: 60 }],
      reds: [{ player: "D", minute: 60 }],
    });
    expect(same.stints.get("D")).toEqual([{ from: 60, to: 60, sentOff: true }]);
    expect(wasOnPitchAt(same.stints, "D", 60)).toBe(true);
    expect(minutesPlayed(same.stints).get("D")).toBe(0);
  });

  it("a player sent off on the bench cannot come on", () => {
    const t = timelineOf({
      starters: xi11,
      subs: [{ out: "C", in: "D", minute: 60 }],
      reds: [{ player: "D", minute: 40 }],
    });
    expect(t.refused.get(0)).toBe("in");
    expect(t.stints.has("D")).toBe(false);
    expect(minutesPlayed(t.stints).get("C")).toBe(90);
  });

  it("stoppage time: an open spell covers 93; a spell that ended at 88 does not; minutes stop at 90", () => {
    const t = timelineOf({
      starters: xi11,
      subs: [{ out: "C", in: "D", minute: 88 }],
      reds: [{ player: "A", minute: 95 }],
    });
    expect(wasOnPitchAt(t.stints, "B", 93)).toBe(true);
    expect(wasOnPitchAt(t.stints, "C", 93)).toBe(false);
    expect(wasOnPitchAt(t.stints, "A", 93)).toBe(true);
    expect(Object.fromEntries(minutesPlayed(t.stints))).toEqual({ A: 90, B: 90, C: 88, D: 2 });
  });

  it("numeric keys with red cards give the text keys' minutes on random matches", () => {
    fc.assert(
      fc.property(
        matchArb,
        fc.array(
          fc.record({
            player: fc.integer({ min: 0, max: 30 }),
            minute: fc.integer({ min: 0, max: 120 }),
          }),
          { maxLength: 4 },
        ),
        (input, rawReds) => {
          const reds = rawReds.map((r) => ({ player: String(r.player), minute: r.minute }));
          const expected = minutesPlayed(timelineOf({ ...input, reds }).stints);
          const minutes = minutesPlayed(timelineOf(numeric({ ...input, reds })).stints);
          const got = new Map([...minutes].map(([k, m]) => [String(k), m]));
          expect(got).toEqual(expected);
        },
      ),
    );
  });
});

describe("the sending-off rule (property)", () => {
  it("redsOf sends a player off at his first red or his second yellow, whichever comes first", () => {
    const card = fc.record({
      player: fc.constantFrom("A", "B", "C"),
      type: fc.constantFrom("yellow", "red"),
      minute: fc.integer({ min: 0, max: 95 }),
    });
    fc.assert(
      fc.property(fc.array(card, { maxLength: 10 }), (cards) => {
        const expected = new Map<string, number>();
        for (const p of ["A", "B", "C"]) {
          const own = cards.filter((c) => c.player === p);
          const minutes = [...own]
            .map((c, i) => ({ ...c, i }))
            .sort((a, b) => a.minute - b.minute || a.i - b.i);
          const red = minutes.find((c) => c.type === "red")?.minute;
          const second = minutes.filter((c) => c.type === "yellow")[1]?.minute;
          const off = Math.min(red ?? Infinity, second ?? Infinity);
          if (off !== Infinity) expected.set(p, off);
        }
        const got = new Map(redsOf(cards).map((r) => [r.player, r.minute]));
        expect(got).toEqual(expected);
      }),
    );
  });
});
