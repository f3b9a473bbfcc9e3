// The add/edit-match form's zod schema: the shape of the inputs, with every rule delegated to
// domain/match-form so the rules have one definition and their own unit tests.
import { z } from "zod";
import { emptyMatchForm, matchFormIssues } from "../../domain/match/match-form";
import type { MatchFormValues } from "../../domain/match/match-form";

const row = <T extends z.ZodRawShape>(shape: T) => z.array(z.object(shape));

/** What the form holds, without its rules: also how a stored draft is read back. */
export const matchFormShape = z.object({
  rival: z.string(),
  date: z.string(),
  formation: z.string(),
  location: z.enum(["home", "away", ""]),
  competition: z.string(),
  competitionOther: z.string(),
  goalsFor: z.string(),
  goalsAgainst: z.string(),
  shotsFor: z.string(),
  shotsAgainst: z.string(),
  lineup: row({ key: z.string(), player: z.string() }),
  scorers: row({ player: z.string(), minute: z.string() }),
  assists: row({ player: z.string() }),
  cards: row({ player: z.string(), type: z.enum(["yellow", "red"]), minute: z.string() }),
  subs: row({ playerOut: z.string(), playerIn: z.string(), minute: z.string() }),
});

/** A stored draft as form values; undefined when it does not fit this form. */
export function parseMatchDraft(raw: unknown): MatchFormValues | undefined {
  const base = emptyMatchForm();
  const merged = raw && typeof raw === "object" ? { ...base, ...(raw as object) } : raw;
  const r = matchFormShape.safeParse(merged);
  return r.success ? r.data : undefined;
}

export function matchFormSchema(playerIds: ReadonlySet<string>) {
  return matchFormShape.superRefine((values: MatchFormValues, ctx) => {
    for (const issue of matchFormIssues(values, playerIds)) {
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
  });
}
