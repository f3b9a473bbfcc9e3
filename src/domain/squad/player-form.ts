// The player form (add and edit): what the user may type, the Spanish messages beside each
// field, and the conversion to a player's stored details. Inputs stay text so an empty box is
// "not given" rather than 0; stats are never part of the form.
import { z } from "zod";
import { isIsoDate } from "../calendar/dates";
import { isHttpUrl } from "../display/url";
import { TEXT_LIMITS, fitsIn, maxCharsMessage } from "../display/text-limits";
import {
  defaultPlayerPosition,
  defaultPreferredFoot,
  playerPositions,
  preferredFeet,
} from "../records/types";
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

const text = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? String(v) : "");

/** The form filled with a stored player (values that are not usable come back blank). */
export function playerFormValuesOf(player: Player): PlayerFormValues {
  return {
    name: typeof player.name === "string" ? player.name : "",
    position: playerPositions.includes(player.position) ? player.position : defaultPlayerPosition,
    number: text(player.number),
    height: text(player.height),
    weight: text(player.weight),
    birthdate: typeof player.birthdate === "string" ? player.birthdate : "",
    preferredFoot: preferredFeet.includes(player.preferredFoot)
      ? player.preferredFoot
      : defaultPreferredFoot,
    photo: typeof player.photo === "string" ? player.photo : "",
  };
}

/** A decimal typed the Spanish way ('1,5') or the English way ('1.5'); NaN when not a number. */
export function parseDecimal(s: string): number {
  const t = s.trim().replace(",", ".");
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

function optionalRange(min: number, max: number, message: string) {
  return z
    .string()
    .transform((s) => s.trim())
    .refine((s) => {
      if (s === "") return true;
      const n = parseDecimal(s);
      return n >= min && n <= max;
    }, message)
    .transform((s) => (s === "" ? undefined : parseDecimal(s)));
}

/** The form's rules; `today` ('YYYY-MM-DD') bounds the birthdate. */
export function playerFormSchema(today: string) {
  return z.object({
    name: z
      .string()
      .transform((s) => s.trim())
      .refine((s) => s.length > 0, playerFormMessages.nameRequired)
      .refine(fitsIn(TEXT_LIMITS.name), maxCharsMessage(TEXT_LIMITS.name)),
    position: z.enum(playerPositions as [PlayerPosition, ...PlayerPosition[]]),
    number: z
      .string()
      .transform((s) => s.trim())
      .superRefine((s, ctx) => {
        if (s === "") ctx.addIssue({ code: "custom", message: playerFormMessages.numberRequired });
        else if (!/^\d{1,2}$/.test(s) || Number(s) < MIN_NUMBER || Number(s) > MAX_NUMBER)
          ctx.addIssue({ code: "custom", message: playerFormMessages.numberRange });
      })
      .transform(Number),
    height: optionalRange(50, 250, playerFormMessages.height),
    weight: optionalRange(20, 200, playerFormMessages.weight),
    birthdate: z
      .string()
      .transform((s) => s.trim())
      .superRefine((s, ctx) => {
        if (s === "") return;
        if (!isIsoDate(s) || s < "1900-01-01")
          ctx.addIssue({ code: "custom", message: playerFormMessages.birthdateInvalid });
        else if (s > today)
          ctx.addIssue({ code: "custom", message: playerFormMessages.birthdateFuture });
      })
      .transform((s) => (s === "" ? undefined : s)),
    preferredFoot: z.enum(preferredFeet as [PreferredFoot, ...PreferredFoot[]]),
    photo: z
      .string()
      .transform((s) => s.trim())
      .refine(fitsIn(TEXT_LIMITS.url), maxCharsMessage(TEXT_LIMITS.url))
      .refine((s) => s === "" || isHttpUrl(s), playerFormMessages.photo)
      .transform((s) => (s === "" ? undefined : s)),
  }) satisfies z.ZodType<PlayerFormDetails, PlayerFormValues>;
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
