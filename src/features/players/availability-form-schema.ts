// The availability form's zod schema: the shape of the inputs, every rule from the domain's
// checkAvailabilityDraft (domain/squad/availability.ts), so its messages have one definition.
import { z } from "zod";
import { checkAvailabilityDraft } from "../../domain/squad/availability";
import type { AvailabilityDraft } from "../../domain/squad/availability";
import type { AvailabilityKind } from "../../domain/records/types";
import { availabilityKinds } from "../../domain/records/types";

const availabilityShape = z.object({
  kind: z.custom<AvailabilityKind>((v) => availabilityKinds.includes(v as AvailabilityKind)),
  from: z.string(),
  until: z.string(),
  note: z.string(),
  matches: z.string(),
  competition: z.string(),
});

export const availabilityFormSchema = availabilityShape.superRefine(
  (values: AvailabilityDraft, ctx) => {
    for (const [path, message] of Object.entries(checkAvailabilityDraft(values)))
      if (message) ctx.addIssue({ code: "custom", path: [path], message });
  },
);
