// The rival form (add and edit): what the user may type, its rules with the Spanish messages
// beside each field, and the conversion to a rival's stored details (the zod schema that wires
// them to the form is the feature's, features/rivals/rival-form-schema.ts). Counters and notes are never part of the form.
import { HEX, hexColorOr } from "../base/hex-color";
import { isHttpUrl } from "../base/url";
import { TEXT_LIMITS, fitsIn, maxCharsMessage } from "../base/text-limits";
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
    name: rival.name ?? "",
    logo: rival.logo ?? "",
    homeGround: rival.homeGround ?? "",
    primaryColor: hexColorOr(rival.primaryColor, DEFAULT_PRIMARY_COLOR),
    secondaryColor: hexColorOr(rival.secondaryColor, DEFAULT_SECONDARY_COLOR),
  };
}

/** One field's problem, with the Spanish message shown beside it. */
export type RivalFormIssue = { path: [keyof RivalFormValues]; message: string };

/**
 * Spec 5: name required; the logo, when given, must be an http(s) URL; colours are '#rrggbb'.
 * Every field's problems, in the order of the fields (the first is shown). Empty when it saves.
 */
export function rivalFormIssues(values: RivalFormValues): RivalFormIssue[] {
  const issues: RivalFormIssue[] = [];
  const add = (field: keyof RivalFormValues, message: string) =>
    issues.push({ path: [field], message });

  const name = values.name.trim();
  if (name.length === 0) add("name", rivalFormMessages.nameRequired);
  if (!fitsIn(TEXT_LIMITS.name)(name)) add("name", maxCharsMessage(TEXT_LIMITS.name));

  const logo = values.logo.trim();
  if (!fitsIn(TEXT_LIMITS.url)(logo)) add("logo", maxCharsMessage(TEXT_LIMITS.url));
  if (logo !== "" && !isHttpUrl(logo)) add("logo", rivalFormMessages.logo);

  if (!fitsIn(TEXT_LIMITS.name)(values.homeGround.trim()))
    add("homeGround", maxCharsMessage(TEXT_LIMITS.name));

  for (const field of ["primaryColor", "secondaryColor"] as const)
    if (!HEX.test(values[field].trim().toLowerCase())) add(field, rivalFormMessages.color);
  return issues;
}

/** What a valid form saves: text trimmed, colours in lowercase. */
export function rivalFormDetails(values: RivalFormValues): RivalFormDetails {
  return {
    name: values.name.trim(),
    logo: values.logo.trim(),
    homeGround: values.homeGround.trim(),
    primaryColor: values.primaryColor.trim().toLowerCase(),
    secondaryColor: values.secondaryColor.trim().toLowerCase(),
  };
}
