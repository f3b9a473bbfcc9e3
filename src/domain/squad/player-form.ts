// The player form (add and edit): what the user may type, its rules with the Spanish messages
// beside each field, and the conversion to a player's stored details (the zod schema that wires
// them to the form is the feature's, features/players/player-form-schema.ts). Inputs stay text so an empty box is
// "not given" rather than 0; stats are never part of the form.
import { isIsoDate } from "../base/dates";
import { isHttpUrl } from "../base/url";
import { TEXT_LIMITS, fitsIn, maxCharsMessage } from "../base/text-limits";
import { defaultPlayerPosition, defaultPreferredFoot } from "../records/types";
import type { Player, PlayerPosition, PreferredFoot } from "../records/types";

export const MIN_NUMBER = 1;
export const MAX_NUMBER = 99;

export type PlayerFormValues = {
  name: string;
  position: PlayerPosition;
  number: string;
  height: string;
  weight: string;
  birthdate: string;
  preferredFoot: PreferredFoot;
  photo: string;
};

/** What the form saves: every field of a player except its id and stats. */
export type PlayerFormDetails = {
  name: string;
  position: PlayerPosition;
  number: number;
  height: number | undefined;
  weight: number | undefined;
  birthdate: string | undefined;
  preferredFoot: PreferredFoot;
  photo: string | undefined;
};

export const playerFormMessages = {
  nameRequired: "El nombre es obligatorio.",
  numberRequired: "El dorsal es obligatorio.",
  numberRange: `El dorsal debe ser un número entero entre ${MIN_NUMBER} y ${MAX_NUMBER}.`,
  height: "La altura debe ser un número entre 50 y 250 cm.",
  weight: "El peso debe ser un número entre 20 y 200 kg.",
  birthdateInvalid: "Introduce una fecha de nacimiento válida.",
  birthdateFuture: "La fecha de nacimiento no puede ser posterior a hoy.",
  photo: "La foto debe ser una dirección web que empiece por http:// o https://.",
} as const;

export function emptyPlayerForm(): PlayerFormValues {
  return {
    name: "",
    position: defaultPlayerPosition,
    number: "",
    height: "",
    weight: "",
    birthdate: "",
    preferredFoot: defaultPreferredFoot,
    photo: "",
  };
}

const text = (v: number | undefined) => (v === undefined ? "" : String(v));

/** The form filled with a stored player (absent values come back blank). */
export function playerFormValuesOf(player: Player): PlayerFormValues {
  return {
    name: player.name,
    position: player.position,
    number: text(player.number),
    height: text(player.height),
    weight: text(player.weight),
    birthdate: player.birthdate ?? "",
    preferredFoot: player.preferredFoot,
    photo: player.photo ?? "",
  };
}

/** A decimal typed the Spanish way ('1,5') or the English way ('1.5'); NaN when not a number. */
export function parseDecimal(s: string): number {
  const t = s.trim().replace(",", ".");
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

/** One field's problem, with the Spanish message shown beside it. */
export type PlayerFormIssue = { path: [keyof PlayerFormValues]; message: string };

/** A decimal field that may be left blank; when given it must lie in [min, max]. */
const inRangeOrBlank = (s: string, min: number, max: number) => {
  if (s === "") return true;
  const n = parseDecimal(s);
  return n >= min && n <= max;
};

/**
 * The form's rules: every field's problems, in the order of the fields (a field may have two,
 * the first is shown). `today` ('YYYY-MM-DD') bounds the birthdate. Empty when the form saves.
 */
export function playerFormIssues(values: PlayerFormValues, today: string): PlayerFormIssue[] {
  const issues: PlayerFormIssue[] = [];
  const add = (field: keyof PlayerFormValues, message: string) =>
    issues.push({ path: [field], message });

  const name = values.name.trim();
  if (name.length === 0) add("name", playerFormMessages.nameRequired);
  if (!fitsIn(TEXT_LIMITS.name)(name)) add("name", maxCharsMessage(TEXT_LIMITS.name));

  const number = values.number.trim();
  if (number === "") add("number", playerFormMessages.numberRequired);
  else if (!/^\d{1,2}$/.test(number) || Number(number) < MIN_NUMBER || Number(number) > MAX_NUMBER)
    add("number", playerFormMessages.numberRange);

  if (!inRangeOrBlank(values.height.trim(), 50, 250)) add("height", playerFormMessages.height);
  if (!inRangeOrBlank(values.weight.trim(), 20, 200)) add("weight", playerFormMessages.weight);

  const birthdate = values.birthdate.trim();
  if (birthdate !== "") {
    if (!isIsoDate(birthdate) || birthdate < "1900-01-01")
      add("birthdate", playerFormMessages.birthdateInvalid);
    else if (birthdate > today) add("birthdate", playerFormMessages.birthdateFuture);
  }

  const photo = values.photo.trim();
  if (!fitsIn(TEXT_LIMITS.url)(photo)) add("photo", maxCharsMessage(TEXT_LIMITS.url));
  if (photo !== "" && !isHttpUrl(photo)) add("photo", playerFormMessages.photo);
  return issues;
}

/** What a valid form saves: text trimmed, blanks become undefined, numbers parsed. */
export function playerFormDetails(values: PlayerFormValues): PlayerFormDetails {
  const blankAsUndefined = (s: string) => (s.trim() === "" ? undefined : s.trim());
  const decimal = (s: string) => (s.trim() === "" ? undefined : parseDecimal(s.trim()));
  return {
    name: values.name.trim(),
    position: values.position,
    number: Number(values.number.trim()),
    height: decimal(values.height),
    weight: decimal(values.weight),
    birthdate: blankAsUndefined(values.birthdate),
    preferredFoot: values.preferredFoot,
    photo: blankAsUndefined(values.photo),
  };
}

/** Another player already wearing this number (the form warns, it does not block). */
export function numberHolder(
  players: readonly Player[],
  number: string,
  exceptId?: string,
): Player | undefined {
  const t = number.trim();
  if (!/^\d{1,2}$/.test(t)) return undefined;
  const n = Number(t);
  return players.find((p) => p.id !== exceptId && Number(p.number) === n);
}
