// What only the team settings form needs beside the record's reader (team-settings.ts): its
// values and rules, the crest file check and the month names. Apart from the reader so the first
// page, which reads the settings, does not carry them.
import {
  checkCrest,
  isYellowLimit,
  MAX_CREST_BYTES,
  MAX_YELLOW_LIMIT,
  MIN_YELLOW_LIMIT,
} from "./team-settings";
import type { TeamSettings } from "./team-settings";

/** What the form holds: the inputs' texts. */
export type TeamSettingsFormValues = {
  name: string;
  /** An http(s) address or an uploaded image's data: URL; '' for none. */
  crest: string;
  seasonStartMonth: string;
  yellowCardLimit: string;
};

export const teamSettingsFormValuesOf = (s: TeamSettings): TeamSettingsFormValues => ({
  name: s.name,
  crest: s.crest ?? "",
  seasonStartMonth: String(s.seasonStartMonth),
  yellowCardLimit: String(s.yellowCardLimit),
});

export const YELLOW_LIMIT_MESSAGE = `Indica un número entero de ${MIN_YELLOW_LIMIT} a ${MAX_YELLOW_LIMIT} (5 es lo habitual).`;

/** The crest is http(s) or a small image; the yellow-card limit a whole number 1–20. */
export function teamSettingsFormIssues(
  v: TeamSettingsFormValues,
): { path: [keyof TeamSettingsFormValues]; message: string }[] {
  const crest = checkCrest(v.crest);
  return [
    ...(crest.ok ? [] : [{ path: ["crest"] as ["crest"], message: crest.message }]),
    ...(v.yellowCardLimit.trim() !== "" && isYellowLimit(Number(v.yellowCardLimit))
      ? []
      : [{ path: ["yellowCardLimit"] as ["yellowCardLimit"], message: YELLOW_LIMIT_MESSAGE }]),
  ];
}

/** What a valid form saves (the command trims the name and keeps fields it does not know). */
export const teamSettingsFormDetails = (v: TeamSettingsFormValues): TeamSettings => ({
  name: v.name,
  crest: v.crest.trim() || undefined,
  seasonStartMonth: Number(v.seasonStartMonth),
  yellowCardLimit: Number(v.yellowCardLimit),
});

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
