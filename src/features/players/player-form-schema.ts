// The player form's zod schema: the shape of the inputs, every rule from the domain's
// playerFormIssues (domain/squad/player-form.ts), so its messages have one definition.
import { z } from "zod";
import { domainIssues } from "../../ui/record-form";
import { playerFormDetails, playerFormIssues } from "../../domain/squad/player-form";
import type { PlayerFormDetails, PlayerFormValues } from "../../domain/squad/player-form";
import { playerPositions, preferredFeet } from "../../domain/records/types";
import type { PlayerPosition, PreferredFoot } from "../../domain/records/types";

const playerFormShape = z.object({
  name: z.string(),
  position: z.enum(playerPositions as [PlayerPosition, ...PlayerPosition[]]),
  number: z.string(),
  height: z.string(),
  weight: z.string(),
  birthdate: z.string(),
  preferredFoot: z.enum(preferredFeet as [PreferredFoot, ...PreferredFoot[]]),
  photo: z.string(),
});

/** The form's rules; `today` ('YYYY-MM-DD') bounds the birthdate. */
export function playerFormSchema(today: string) {
  return playerFormShape
    .superRefine(domainIssues((values: PlayerFormValues) => playerFormIssues(values, today)))
    .transform(playerFormDetails) satisfies z.ZodType<PlayerFormDetails, PlayerFormValues>;
}
