// The fixture form's zod schema: the shape of the inputs, every rule from the domain's
// checkFixtureDraft (domain/calendar/fixtures.ts), so its messages have one definition.
import { z } from "zod";
import { checkFixtureDraft } from "../../domain/calendar/fixtures";
import type { FixtureDraft } from "../../domain/calendar/fixtures";

const fixtureShape = z.object({
  rivalId: z.string(),
  date: z.string(),
  time: z.string(),
  location: z.enum(["home", "away"]),
  competition: z.string(),
  venue: z.string(),
  meetTime: z.string(),
  meetPlace: z.string(),
  playerNotes: z.string(),
  answerBy: z.string(),
});

/** `rivals`: the stored rivals (a fixture goes against one of them). */
export function fixtureFormSchema(rivals: readonly { id: string }[]) {
  return fixtureShape.superRefine((values: FixtureDraft, ctx) => {
    for (const [path, message] of Object.entries(checkFixtureDraft(values, rivals)))
      if (message) ctx.addIssue({ code: "custom", path: [path], message });
  });
}
