// The generators obey the rules they generate for: every match they write, opened in the match
// form, is one the form would save as it is (nobody named after a red card, a second yellow or
// a substitution, nobody coming back on), and each assist belongs to its goal, so the form's
// check of an assist at its goal's minute applies to every one of them.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateTeam } from "./generate";
import { buildDemoTeam } from "../src/demo/team";
import { matchFormIssues, matchToFormValues } from "../src/domain/match/match-form";
import type { Formation, Match, Player, Rival } from "../src/domain/records/types";

type Team = { players: Player[]; rivals: Rival[]; formations: Formation[]; matches: Match[] };

/** What the edit form would refuse in each match, and its assists not tied to a goal. */
function refusals(team: Team): string[] {
  const playerIds = new Set<string>(team.players.map((p) => p.id));
  const known = {
    rivalIds: new Set<string>(team.rivals.map((r) => r.id)),
    formationIds: new Set<string>(team.formations.map((f) => f.id)),
  };
  return team.matches.flatMap((m) => {
    const values = matchToFormValues(m, team);
    const issues = matchFormIssues(values, playerIds, known).map(
      (i) => `${m.id} ${i.path.join(".")}: ${i.message}`,
    );
    // An assist left out of its goal's row is checked for taking part only, not for its minute.
    if (values.assists.length > 0 || m.assistGoals?.length !== m.assists.length)
      issues.push(`${m.id}: an assist without its goal`);
    return issues;
  });
}

describe("generated matches pass the match form's checks", () => {
  it("for the dev-data team at any seed and size", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 14, max: 40 }),
        (seed, matches, players) => {
          expect(refusals(generateTeam({ seed, matches, players }))).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("for the example team on any day and seed", () => {
    expect(refusals(buildDemoTeam("2024-06-05"))).toEqual([]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true }),
        (seed, day) => {
          expect(refusals(buildDemoTeam(day.toISOString().slice(0, 10), seed))).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
