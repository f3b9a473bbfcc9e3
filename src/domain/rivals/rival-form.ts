// The rival form (add and edit): what the user may type, the Spanish messages beside each field,
// and the conversion to a rival's stored details. Counters and notes are never part of the form.
import { z } from "zod";
import { HEX, hexColorOr } from "../display/hex-color";
import { isHttpUrl } from "../display/url";
import { TEXT_LIMITS, fitsIn, maxCharsMessage } from "../display/text-limits";
import type { Rival } from "../records/types";

// Kept here too for existing imports; screens that only show colours import hex-color.
export { hexColorOr };

export type RivalFormValues = {
  name: string;
  logo: string;
  homeGround: string;
  primaryColor: string;
  secondaryColor: string;
};

export type RivalFormDetails = Pick<
  Rival,
  "name" | "logo" | "homeGround" | "primaryColor" | "secondaryColor"
>;

export const rivalFormMessages = {
  nameRequired: "El nombre del rival es obligatorio.",
  logo: "El logo debe ser una dirección que empiece por http:// o https://.",
  color: "Elige un color válido.",
} as const;

export const DEFAULT_PRIMARY_COLOR = "#1e3a8a";
export const DEFAULT_SECONDARY_COLOR = "#ffffff";

export function emptyRivalForm(): RivalFormValues {
  return {
    name: "",
    logo: "",
    homeGround: "",
    primaryColor: DEFAULT_PRIMARY_COLOR,
    secondaryColor: DEFAULT_SECONDARY_COLOR,
  };
}

/** The form's values for a stored rival; colours a colour input cannot show get the defaults. */
export function rivalFormValuesOf(rival: Partial<Rival>): RivalFormValues {
  return {
    name: typeof rival.name === "string" ? rival.name : "",
    logo: typeof rival.logo === "string" ? rival.logo : "",
    homeGround: typeof rival.homeGround === "string" ? rival.homeGround : "",
    primaryColor: hexColorOr(rival.primaryColor, DEFAULT_PRIMARY_COLOR),
    secondaryColor: hexColorOr(rival.secondaryColor, DEFAULT_SECONDARY_COLOR),
  };
}

const color = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .refine((s) => HEX.test(s), rivalFormMessages.color);

/** Spec 5: name required; the logo, when given, must be an http(s) URL. */
export const rivalFormSchema = z.object({
  name: z
    .string()
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, rivalFormMessages.nameRequired)
    .refine(fitsIn(TEXT_LIMITS.name), maxCharsMessage(TEXT_LIMITS.name)),
  logo: z
    .string()
    .transform((s) => s.trim())
    .refine(fitsIn(TEXT_LIMITS.url), maxCharsMessage(TEXT_LIMITS.url))
    .refine((s) => s === "" || isHttpUrl(s), rivalFormMessages.logo),
  homeGround: z
    .string()
    .transform((s) => s.trim())
    .refine(fitsIn(TEXT_LIMITS.name), maxCharsMessage(TEXT_LIMITS.name)),
  primaryColor: color,
  secondaryColor: color,
}) satisfies z.ZodType<RivalFormDetails, RivalFormValues>;
