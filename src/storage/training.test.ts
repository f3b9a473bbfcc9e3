// The training keys' reading, as every way in uses it (this device, a backup, the team's server).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addDays, daysBetween } from "../domain/training/days";
import { readTrainingValue } from "./training";

describe("a training series as read", () => {
  it("runs at most 550 days, whoever wrote it, and says so when it was cut", () => {
    const forever = { id: "s", weekdays: [1], from: "0001-01-01", until: "9999-12-31" };
    const read = readTrainingValue("series", { items: [forever] })!;
    expect(read.items[0]).toMatchObject({ from: "0001-01-01", until: "0002-07-05" });
    expect(read.repaired).toBe(true);
    const anyDay = fc.integer({ min: 0, max: 3_652_058 }).map((n) => addDays("0001-01-01", n));
    fc.assert(
      fc.property(anyDay, anyDay, (from, until) => {
        const { items, repaired } = readTrainingValue("series", {
          items: [{ id: "s", weekdays: [1], from, until }],
        })!;
        expect(items[0]!.from).toBe(from);
        expect(daysBetween(from, items[0]!.until)).toBeLessThanOrEqual(550);
        expect(items[0]!.until <= until).toBe(true);
        expect(repaired).toBe(items[0]!.until !== until);
      }),
    );
  });
});
