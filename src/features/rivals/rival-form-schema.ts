// The rival form's zod schema: the shape of the inputs, every rule from the domain's
// rivalFormIssues (domain/rivals/rival-form.ts), so its messages have one definition.
import { z } from "zod";
import { domainIssues } from "../../ui/record-form";
import { rivalFormDetails, rivalFormIssues } from "../../domain/rivals/rival-form";
import type { RivalFormDetails, RivalFormValues } from "../../domain/rivals/rival-form";

/** Spec 5: name required; the logo, when given, must be an http(s) URL. */
export const rivalFormSchema = z
  .object({
    name: z.string(),
    logo: z.string(),
    homeGround: z.string(),
    primaryColor: z.string(),
    secondaryColor: z.string(),
  })
  .superRefine(domainIssues<RivalFormValues>(rivalFormIssues))
  .transform(rivalFormDetails) satisfies z.ZodType<RivalFormDetails, RivalFormValues>;
