// Two tabs of one phone, each tapping on a copy that has not seen the other's tap: the merge
// keeps every event of both, and never brings back one that a tab took out.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addEvent,
  mergeLive,
  newLiveMatch,
  queueSub,
  readLiveMatch,
  removeEvent,
} from "./live-match";
import type { LiveMatch } from "./live-match";
import type { MatchEvent } from "../records/types";
import { fiveASideSetup } from "../../testing/live";

const shot = (id: string, minute = 10): MatchEvent => ({
  id,
  period: 1,
  minute,
  added: 0,
  kind: "shot",
});
const start = newLiveMatch(fiveASideSetup());
const withShots = (...ids: string[]) => ids.map((id) => shot(id)).reduce(addEvent, start);
const idsOf = (live: LiveMatch) => live.events.map((e) => e.id);

describe("mergeLive", () => {
  it("keeps a tap the other tab stored meanwhile", () => {
    const base = withShots("a");
    const otherTab = addEvent(base, shot("b"));
    const mine = addEvent(base, shot("c"));
    expect(idsOf(mergeLive(otherTab, base, mine))).toEqual(["a", "b", "c"]);
  });

  it("does not bring back an event the other tab took out, nor one this tab took out", () => {
    const base = withShots("a", "b");
    const otherTab = mergeLive(base, base, removeEvent(base, "a"));
    expect(otherTab.removed).toEqual(["a"]);
    const mine = addEvent(base, shot("c"));
    expect(idsOf(mergeLive(otherTab, base, mine))).toEqual(["b", "c"]);
    const mineRemoved = removeEvent(base, "b");
    expect(idsOf(mergeLive(base, base, mineRemoved))).toEqual(["a"]);
  });

  it("lets an undo put back what this tab took out", () => {
    const base = withShots("a");
    const taken = mergeLive(base, base, removeEvent(base, "a"));
    const undone = addEvent(taken, shot("a"));
    const back = mergeLive(taken, taken, undone);
    expect(idsOf(back)).toEqual(["a"]);
    expect(back.removed).toBeUndefined();
  });

  it("keeps this tab's edit of an event and the other tab's of another", () => {
    const base = withShots("a", "b");
    const otherTab = { ...base, events: [shot("a", 30), base.events[1]!] };
    const mine = { ...base, events: [base.events[0]!, shot("b", 40)] };
    const merged = mergeLive(otherTab, base, mine);
    expect(merged.events.map((e) => e.minute)).toEqual([30, 40]);
  });

  it("keeps both tabs' clock presses and this tab's queue when it changed it", () => {
    const base = start;
    const otherTab = { ...base, clock: [{ kind: "start" as const, at: 1000 }] };
    const mine = queueSub(
      { ...base, clock: [{ kind: "start" as const, at: 1200 }] },
      {
        outId: "f1",
        inId: "b2",
      },
    );
    const merged = mergeLive(otherTab, base, mine);
    expect(merged.clock.map((a) => a.at)).toEqual([1000, 1200]);
    expect(merged.queue).toEqual([{ outId: "f1", inId: "b2" }]);
    expect(mergeLive(mine, base, otherTab).queue).toEqual(mine.queue);
  });

  it("never merges another match: the new one wins", () => {
    const other = newLiveMatch(fiveASideSetup({ matchId: "live-2" as never }));
    expect(mergeLive(withShots("a"), undefined, other)).toBe(other);
  });

  it("reads back the ids taken out, and a live match stored without them", () => {
    const taken = mergeLive(withShots("a"), withShots("a"), start);
    expect(readLiveMatch(JSON.parse(JSON.stringify(taken)))?.removed).toEqual(["a"]);
    expect(readLiveMatch(JSON.parse(JSON.stringify(start)))?.removed).toBeUndefined();
  });

  // Each tab: some taps added and some of the shared events taken out, on the same stale copy.
  const tabChanges = fc.record({
    add: fc.uniqueArray(fc.integer({ min: 0, max: 20 }), { maxLength: 5 }),
    take: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 3 }),
  });

  it("two tabs tapping at once end with every event of both, and none taken out", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        tabChanges,
        tabChanges,
        fc.boolean(),
        (shared, a, b, bSawA) => {
          const base = withShots(...Array.from({ length: shared }, (_, i) => `s${i}`));
          const apply = (tab: string, c: { add: number[]; take: number[] }) =>
            c.take
              .filter((i) => i < shared)
              .reduce(
                (l, i) => removeEvent(l, `s${i}`),
                c.add.reduce((l, n) => addEvent(l, shot(`${tab}${n}`)), base),
              );
          // A stores first. B computed its taps on the same copy; when it writes it may or may
          // not read A's write yet. Then each hears the other's write and merges again.
          const storedA = mergeLive(base, base, apply("a", a));
          const storedB = mergeLive(bSawA ? storedA : base, base, apply("b", b));
          const heardByA = mergeLive(storedB, storedA, storedA);
          const heardByB = mergeLive(heardByA, storedB, storedB);
          const taken = new Set(
            [...a.take, ...b.take].filter((i) => i < shared).map((i) => `s${i}`),
          );
          const expected = [
            ...idsOf(base).filter((id) => !taken.has(id)),
            ...a.add.map((n) => `a${n}`),
            ...b.add.map((n) => `b${n}`),
          ].sort();
          expect(idsOf(heardByA).sort()).toEqual(expected);
          expect(idsOf(heardByB).sort()).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
