// The seeded generator (domain/generate) must produce exactly what storage accepts: nothing
// dropped, nothing repaired, so the benchmark and the demo team exercise real stored shapes.
import { describe, expect, it } from "vitest";
import { listKeys } from "../config/storage-keys";
import { SCALES, generateTeam } from "../../dev-data/generate";
import { parseList } from "./repository";

describe("generated team", () => {
  const team = generateTeam(SCALES.large);
  it.each(listKeys)("reads %s back unchanged", (key) => {
    const read = parseList(key, JSON.stringify(team[key]));
    expect(read.issue).toBeUndefined();
    expect(read.items).toEqual(team[key]);
  });
});
