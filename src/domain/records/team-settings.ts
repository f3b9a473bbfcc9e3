// The team's own settings (key `teamSettings`): its name, an optional crest and the month its
// seasons start. Read from anything stored without throwing; out-of-range values fall back.
/** 'Configuración' → the team (key `teamSettings`). */
import type { DocFields } from "./doc-contract";
export type TeamSettings = {
  /** Shown instead of 'Mi Equipo' where the spec does not require that label. */
  name: string;
  /** http(s) or data: URL of the crest image, optional. */
  crest?: string;
  /** First month of a season, 1–12 (default 8: seasons run August–July, '2025-26'). */
  seasonStartMonth: number;
  /** Yellow cards in one season and competition that suspend for one match (default 5). */
  yellowCardLimit: number;
  /**
   * 'Los jugadores ven quién va': each player's database also gets who goes (names and answers,
   * never a reason). Off by default: absent is off.
   */
  playersSeeWhoGoes?: boolean;
};

export const defaultTeamSettings: TeamSettings = {
  name: "",
  seasonStartMonth: 8,
  yellowCardLimit: 5,
};

/** The label the spec uses for our team, and the default name. */
export const DEFAULT_TEAM_NAME = "Mi Equipo";
export const MAX_TEAM_NAME_CHARS = 60;
/** An uploaded crest is kept in browser storage: small images only. */
export const MAX_CREST_BYTES = 100 * 1024;
/** A crest's data: URL carries its bytes in base64 (4 characters per 3 bytes) plus a header. */
export const MAX_CREST_URL_CHARS = Math.ceil(MAX_CREST_BYTES / 3) * 4 + 100;
export const MAX_CREST_HTTP_CHARS = 2000;

const DATA_URL = /^data:(image\/(?:png|jpeg|webp|gif|svg\+xml));base64,[A-Za-z0-9+/]+={0,2}$/;

export type CrestCheck = { ok: true; value: string | undefined } | { ok: false; message: string };

/** A crest given as text: empty (none), an http(s) address or a small image's data: URL. */
export function checkCrest(input: string): CrestCheck {
  const value = input.trim();
  if (!value) return { ok: true, value: undefined };
  if (value.startsWith("data:")) {
    if (value.length > MAX_CREST_URL_CHARS) {
      return { ok: false, message: "La imagen del escudo es demasiado grande (máximo 100 KB)." };
    }
    return DATA_URL.test(value)
      ? { ok: true, value }
      : { ok: false, message: "El escudo debe ser una imagen PNG, JPEG, WebP, GIF o SVG." };
  }
  if (value.length > MAX_CREST_HTTP_CHARS) {
    return { ok: false, message: "La dirección del escudo es demasiado larga." };
  }
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return { ok: true, value };
  } catch {
    // not a URL: the message below
  }
  return { ok: false, message: "El escudo debe ser una URL que empiece por http:// o https://." };
}

/** The name as it is kept: trimmed, spaces collapsed, at most 60 characters. */
export function cleanTeamName(name: string): string {
  return name.trim().replace(/\s+/g, " ").slice(0, MAX_TEAM_NAME_CHARS);
}

/** The yellow-card limit: a whole number 1–20 (else the default 5). */
export const MIN_YELLOW_LIMIT = 1;
export const MAX_YELLOW_LIMIT = 20;
export const isYellowLimit = (v: unknown): v is number =>
  typeof v === "number" && Number.isInteger(v) && v >= MIN_YELLOW_LIMIT && v <= MAX_YELLOW_LIMIT;

const isMonth = (v: unknown): v is number =>
  typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 12;

/** Settings from whatever was stored: each field checked on its own, defaults for the rest. */
export function readTeamSettings(value: unknown): TeamSettings {
  if (!value || typeof value !== "object" || Array.isArray(value))
    return { ...defaultTeamSettings };
  const { crest: storedCrest, ...rest } = value as Record<string, unknown>;
  const crest = typeof storedCrest === "string" ? checkCrest(storedCrest) : null;
  const settings: TeamSettings = {
    // Fields we do not know are kept, so a newer version's settings survive a save here.
    ...rest,
    name: typeof rest.name === "string" ? cleanTeamName(rest.name) : "",
    seasonStartMonth: isMonth(rest.seasonStartMonth)
      ? rest.seasonStartMonth
      : defaultTeamSettings.seasonStartMonth,
    yellowCardLimit: isYellowLimit(rest.yellowCardLimit)
      ? rest.yellowCardLimit
      : defaultTeamSettings.yellowCardLimit,
  };
  if (crest?.ok && crest.value) settings.crest = crest.value;
  if (typeof rest.playersSeeWhoGoes === "boolean")
    settings.playersSeeWhoGoes = rest.playersSeeWhoGoes;
  else delete settings.playersSeeWhoGoes;
  return settings;
}

/**
 * The side-key reader (storage/side-keys.ts): the settings, and whether a present field had to
 * change (a name of spaces, a month 13, a crest that is not an image).
 */
export function readTeamSettingsValue(value: unknown): { value: TeamSettings; repaired: boolean } {
  const settings = readTeamSettings(value);
  const stored = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const fields = [
    "name",
    "crest",
    "seasonStartMonth",
    "yellowCardLimit",
    "playersSeeWhoGoes",
  ] as const;
  const repaired = fields.some((k) => k in stored && stored[k] !== settings[k]);
  return { value: settings, repaired };
}

/** The name to show where the spec does not require its fixed label. */
export function teamDisplayName(settings: Pick<TeamSettings, "name">): string {
  return cleanTeamName(settings.name) || DEFAULT_TEAM_NAME;
}

/** What the team database takes in this record's document (`settings:…`; doc-contract.js). */
export const teamSettingsDoc = {
  name: "text",
  crest: "url",
  seasonStartMonth: "number",
  yellowCardLimit: "number",
  playersSeeWhoGoes: "flag",
} satisfies DocFields<TeamSettings>;
