// The add-match form's zod schema: the shape of the inputs, with every rule delegated to
// domain/match-form so the rules have one definition and their own unit tests.
import { z } from "zod";
import { matchFormIssues } from "../../domain/match-form";
import type { MatchFormValues } from "../../domain/match-form";

const row = <T extends z.ZodRawShape>(shape: T) => z.array(z.object(shape));

export function matchFormSchema(playerIds: ReadonlySet<string>) {
  return z
    .object({
      rival: z.string(),
      date: z.string(),
      formation: z.string(),
      location: z.enum(["home", "away", ""]),
      goalsFor: z.string(),
      goalsAgainst: z.string(),
      shotsFor: z.string(),
      shotsAgainst: z.string(),
      lineup: row({ key: z.string(), player: z.string() }),
      scorers: row({ player: z.string(), minute: z.string() }),
      assists: row({ player: z.string() }),
      cards: row({ player: z.string(), type: z.enum(["yellow", "red"]) }),
      subs: row({ playerOut: z.string(), playerIn: z.string(), minute: z.string() }),
    })
    .superRefine((values: MatchFormValues, ctx) => {
      for (const issue of matchFormIssues(values, playerIds)) {
        ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
      }
    });
}
