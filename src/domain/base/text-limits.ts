// What a form may save, from the same limits the storage readers enforce (storage/limits.ts): a
// form that let through more than the readers keep would write a list that its own reader then
// flags as damaged (a 120,000-character player name did). One message for every field.
import { LIMITS } from "./limits";

/** Names of people, teams, formations, grounds; a rival's note; a photo or logo address. */
export const TEXT_LIMITS = {
  name: LIMITS.shortText,
  note: LIMITS.note,
  url: LIMITS.url,
} as const;

/** 'Máximo 200 caracteres.' (thousands written the Spanish way: '200.000'). */
export function maxCharsMessage(max: number): string {
  return `Máximo ${max.toLocaleString("es-ES")} caracteres.`;
}

/** True when `text` fits in `max` characters. */
export const fitsIn = (max: number) => (text: string) => text.length <= max;
