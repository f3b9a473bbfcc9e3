// The training form's zod schema: the shape of the inputs, every rule from the domain's
// checkSessionDraft (domain/training/session-form.ts), so its messages have one definition.
import { z } from "zod";
import { checkSessionDraft } from "../../../domain/training/session-form";
import type { SessionDraft } from "../../../domain/training/session-form";
import type { Weekday } from "../../../domain/records/training-series";
import { mergeFlat } from "../../../state/drafts";

const weekday = z.custom<Weekday>((v) => Number.isInteger(v) && Number(v) >= 1 && Number(v) <= 7);

const sessionShape = z.object({
  date: z.string(),
  time: z.string(),
  minutes: z.string(),
  place: z.string(),
  focus: z.string(),
  repeat: z.boolean(),
  weekdays: z.array(weekday),
  until: z.string(),
});

export const trainingFormSchema = sessionShape.superRefine((values: SessionDraft, ctx) => {
  for (const [path, message] of Object.entries(checkSessionDraft(values)))
    if (message) ctx.addIssue({ code: "custom", path: [path], message });
});

/** A kept draft over the form's starting values; its days only when they are days (1–7). */
export function parseSessionDraft(initial: SessionDraft, raw: unknown): SessionDraft | undefined {
  const merged = mergeFlat(initial, raw);
  if (!merged) return undefined;
  const days = z.array(weekday).safeParse(merged.weekdays);
  return { ...merged, weekdays: days.success ? [...new Set(days.data)] : initial.weekdays };
}
