// The formation form's zod schema: the shape of the inputs, the name's rule from the domain's
// formationNameError (domain/squad/formation-roles.ts), so its messages have one definition.
import { z } from "zod";
import { formationNameError } from "../../domain/squad/formation-roles";

export const formationFormSchema = z.object({
  name: z.string().superRefine((name, ctx) => {
    const message = formationNameError(name);
    if (message) ctx.addIssue({ code: "custom", message });
  }),
  lines: z.object({
    defenderLines: z.array(z.number()),
    midfielderLines: z.array(z.number()),
    forwardLines: z.array(z.number()),
  }),
  roles: z.record(z.string(), z.string()),
});
