// The ratio rule over any loads: shown only with enough days of load and enough RPE, always the
// last week over the mean of the four, and an unrated session never brings a hidden ratio back.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addDays } from "./days";
import type { LoadEntry } from "./load";
import {
  HIGH_RATIO,
  MIN_LOAD_DAYS,
  MIN_RPE_SHARE,
  loadSummary,
  matchLoads,
  playerLoad,
  playerLoadAlone,
} from "./load";
import { participationIndex } from "../figures/participation";
import { makeMatch, makePlayer } from "../../testing/fixtures";
import type { PlayerId } from "../base/ids";

const TODAY = "2026-11-26";
const entry: fc.Arbitrary<LoadEntry> = fc
  .record({
    back: fc.integer({ min: -3, max: 50 }),
    load: fc.integer({ min: 1, max: 1000 }),
    kind: fc.constantFrom(undefined, "partido" as const, "sin-rpe" as const),
  })
  .map(({ back, load, kind }) => ({
    date: addDays(TODAY, -back),
    load: kind === "sin-rpe" ? 0 : load,
    ...(kind ? { kind } : {}),
  }));
const entries = fc.array(entry, { maxLength: 30 });

describe("the acute:chronic ratio, for any loads", () => {
  it("is shown only with enough load and RPE, and is the last week over the mean", () => {
    fc.assert(
      fc.property(entries, (list) => {
        const s = loadSummary(list, TODAY);
        if (s.ratio === null) {
          expect(s.why).toBeDefined();
          expect(s.high).toBe(false);
          return;
        }
        expect(s.days).toBeGreaterThanOrEqual(MIN_LOAD_DAYS);
        expect(s.rated).toBeGreaterThanOrEqual(s.trained * MIN_RPE_SHARE);
        const mean = s.weeks.reduce((a, b) => a + b, 0) / 4;
        expect(s.ratio).toBeCloseTo(s.weeks[3]! / mean, 10);
        expect(s.ratio).toBeLessThanOrEqual(4);
        expect(s.high).toBe(s.ratio > HIGH_RATIO);
      }),
    );
  });

  it("a session trained without an RPE never turns a hidden ratio into a shown one", () => {
    fc.assert(
      fc.property(entries, fc.integer({ min: 0, max: 27 }), (list, back) => {
        const before = loadSummary(list, TODAY);
        const after = loadSummary(
          [...list, { date: addDays(TODAY, -back), load: 0, kind: "sin-rpe" }],
          TODAY,
        );
        if (before.ratio === null) expect(after.ratio).toBeNull();
        expect(after.weeks).toEqual(before.weeks);
      }),
    );
  });
});

describe("the matches a load summary reads", () => {
  const squad = ["ana", "bea", "eva"].map((id) => makePlayer(id, { id }));
  // Matches from 200 days back to a week ahead; each player starts, comes on, goes off or sits out.
  const match = fc
    .record({
      back: fc.integer({ min: -7, max: 200 }),
      // Now and then a date that is not a calendar day, which counts in no week.
      notADate: fc.option(fc.constantFrom("", "2026-02-30", "31/12/2025", "2026-11-2"), {
        freq: 8,
      }),
      starters: fc.subarray(["ana", "bea", "eva"]),
      sub: fc.option(
        fc.record({
          minute: fc.integer({ min: 0, max: 90 }),
          inId: fc.constantFrom("ana", "bea", "eva"),
        }),
      ),
    })
    .map(({ back, notADate, starters, sub }) => {
      const lineup = Object.fromEntries(starters.map((id, k) => [`Posición ${k + 1}`, id]));
      const out = starters[0];
      return makeMatch({
        id: `m${back}-${starters.join("")}`,
        date: notADate ?? addDays(TODAY, -back),
        formationPlayers: lineup,
        formationPlayerIds: lineup,
        subs:
          sub && out
            ? [
                {
                  minute: sub.minute,
                  playerOut: out,
                  playerIn: sub.inId,
                  playerOutId: out,
                  playerInId: sub.inId,
                },
              ]
            : [],
      });
    });
  const sessions = fc
    .array(entry, { maxLength: 8 })
    .map((list) => list.filter((e) => e.kind !== "partido"));

  it("give the summary every match of the history would give, for every player", () => {
    fc.assert(
      fc.property(fc.array(match, { maxLength: 25 }), sessions, (matches, own) => {
        const index = participationIndex(squad);
        for (const p of squad) {
          const every = matchLoads(
            matches.map((m) => ({
              date: m.date,
              minutes: index.of(m).minutes.get(squad.indexOf(p)) ?? 0,
            })),
          );
          const read = playerLoad([], index, matches, p.id as PlayerId, TODAY);
          expect(loadSummary([...own, ...read], TODAY)).toEqual(
            loadSummary([...own, ...every], TODAY),
          );
          const alone = playerLoadAlone([], index, matches, p.id as PlayerId, TODAY);
          expect(loadSummary([...own, ...alone], TODAY)).toEqual(
            loadSummary([...own, ...every], TODAY),
          );
        }
      }),
      { numRuns: 200 },
    );
  });
});
