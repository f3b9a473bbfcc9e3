// What only the team settings form needs beside the record's reader (team-settings.ts): the
// crest file check and the month names. Apart from the reader so the first page, which reads the
// settings, does not carry them.
import { MAX_CREST_BYTES } from "./team-settings";

export const CREST_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/svg+xml"];

/** Whether an uploaded file can be a crest, before reading it. */
export function checkCrestFile(file: { type: string; size: number }): string | null {
  if (!CREST_TYPES.includes(file.type)) {
    return "El escudo debe ser una imagen PNG, JPEG, WebP, GIF o SVG.";
  }
  if (file.size > MAX_CREST_BYTES) {
    return `La imagen pesa ${Math.ceil(file.size / 1024)} KB: el máximo es 100 KB. Usa una imagen más pequeña.`;
  }
  return null;
}

/** Spanish month names, January first, for the season start select. */
export const MONTHS_ES = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
] as const;
