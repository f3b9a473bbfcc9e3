// The add/edit-match form's zod schema: the shape of the inputs, with every rule delegated to
// domain/match-form so the rules have one definition and their own unit tests.
import { z } from "zod";
import { domainIssues } from "../../ui/record-form";
import { emptyMatchForm, matchFormIssues } from "../../domain/match/match-form";
import type { MatchFormValues } from "../../domain/match/match-form";

const row = <T extends z.ZodRawShape>(shape: T) => z.array(z.object(shape));

/** What the form holds, without its rules: also how a stored draft is read back. */
export const matchFormShape = z.object({
  rivalId: z.string(),
  date: z.string(),
  formationId: z.string(),
  location: z.enum(["home", "away", ""]),
  competition: z.string(),
  competitionOther: z.string(),
  goalsFor: z.string(),
  goalsAgainst: z.string(),
  shotsFor: z.string(),
  shotsAgainst: z.string(),
  lineup: row({ key: z.string(), player: z.string() }),
  scorers: row({ player: z.string(), minute: z.string(), assist: z.string() }),
  assists: row({ player: z.string() }),
  rivalGoals: row({ minute: z.string() }),
  cards: row({ player: z.string(), type: z.enum(["yellow", "red"]), minute: z.string() }),
  subs: row({ playerOut: z.string(), playerIn: z.string(), minute: z.string() }),
});

type Named = readonly { id: string; name: string }[];

/**
 * A stored draft as form values; undefined when it does not fit this form. A draft kept before
 * the form held ids names its rival and formation: they are found by name.
 */
export function parseMatchDraft(
  raw: unknown,
  lists: { rivals: Named; formations: Named } = { rivals: [], formations: [] },
): MatchFormValues | undefined {
  const base = emptyMatchForm();
  if (!raw || typeof raw !== "object") return undefined;
  const old = raw as { rival?: unknown; formation?: unknown; rivalId?: unknown };
  const byName = (list: Named, name: unknown) => list.find((x) => x.name === name)?.id ?? "";
  const legacy =
    old.rivalId === undefined && typeof old.rival === "string"
      ? {
          rivalId: byName(lists.rivals, old.rival),
          formationId: byName(lists.formations, old.formation),
        }
      : {};
  // A draft kept before goals held their assist has none in its goal rows.
  const scorers = (raw as { scorers?: unknown }).scorers;
  const goals = Array.isArray(scorers)
    ? { scorers: scorers.map((g: unknown) => ({ assist: "", ...(g as object) })) }
    : {};
  const r = matchFormShape.safeParse({ ...base, ...raw, ...legacy, ...goals });
  return r.success ? r.data : undefined;
}

export function matchFormSchema(
  playerIds: ReadonlySet<string>,
  known?: { rivalIds: ReadonlySet<string>; formationIds: ReadonlySet<string> },
) {
  return matchFormShape.superRefine(
    domainIssues((values: MatchFormValues) => matchFormIssues(values, playerIds, known)),
  );
}
