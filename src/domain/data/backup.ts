// The backup file: an envelope around the six stored lists, exactly as they are stored, so an
// export followed by an import leaves every list's text identical. Reading a file only sorts out
// its shape here; the state layer then migrates the lists from the file's schema version and
// validates each with the storage readers.

import { pad2 } from "../base/dates";
import { isObject } from "../base/guards";

export const BACKUP_FORMAT = "banquillo-backup";
export const BACKUP_VERSION = 1;

/** The spec's six lists (section 9), in the order a person reads them. */
export const BACKUP_LISTS = [
  "players",
  "matches",
  "formations",
  "rivals",
  "matchPlans",
  "savedInsights",
  "fixtures",
  "availability",
] as const;
export type BackupList = (typeof BACKUP_LISTS)[number];

export type BackupData = Record<BackupList, unknown[]>;

/**
 * The training keys (docs/training.md), by their storage names: side keys of their own, in a
 * section of their own (`training`) so a file written before them reads as it always did.
 */
export const BACKUP_TRAINING = [
  "trainingSessions",
  "trainingSeries",
  "trainingAttendance",
  "trainingTemplates",
] as const;
export type BackupTrainingKey = (typeof BACKUP_TRAINING)[number];
export type BackupTraining = Record<BackupTrainingKey, unknown[]>;

export const TRAINING_NOUNS: Record<BackupTrainingKey, [one: string, many: string]> = {
  trainingSessions: ["entrenamiento guardado", "entrenamientos guardados"],
  trainingSeries: ["serie de entrenamientos", "series de entrenamientos"],
  trainingAttendance: ["lista de asistencia", "listas de asistencia"],
  trainingTemplates: ["plantilla de sesión", "plantillas de sesión"],
};

/** The training section of a file: each key's list (or `{ items }`); absent is empty. */
export function readTrainingSection(v: unknown): BackupTraining | undefined {
  const out = {} as BackupTraining;
  if (v === undefined || v === null) {
    for (const k of BACKUP_TRAINING) out[k] = [];
    return out;
  }
  if (!isObject(v)) return undefined;
  for (const k of BACKUP_TRAINING) {
    const raw = v[k];
    const list = isObject(raw) ? listValue(raw.items) : listValue(raw);
    if (!list) return undefined;
    out[k] = list;
  }
  return out;
}

export type BackupEnvelope = {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** ISO date-time of the export. */
  exportedAt: string;
  appVersion: string;
  /** The storage schema version of `data` (key `banquilloSchema`); absent in older files = 1. */
  schemaVersion: number;
  data: BackupData;
  /** The AI connection without its key: a key never leaves the browser in a file. */
  aiSettings?: { baseUrl: string; model: string };
  /** The training keys' items. */
  training?: BackupTraining;
  /** The players' accounts on the replies database (key `playerAccounts`), as stored. */
  playerAccounts?: unknown;
};

/** Files and data from before schema versions were stored. */
export const UNVERSIONED_SCHEMA = 1;

export function buildBackup(input: {
  data: BackupData;
  exportedAt: string;
  appVersion: string;
  schemaVersion: number;
  aiSettings?: { baseUrl: string; model: string };
  training?: BackupTraining;
  playerAccounts?: unknown;
}): BackupEnvelope {
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: input.exportedAt,
    appVersion: input.appVersion,
    schemaVersion: input.schemaVersion,
    data: input.data,
    ...(input.aiSettings
      ? { aiSettings: { baseUrl: input.aiSettings.baseUrl, model: input.aiSettings.model } }
      : {}),
    ...(input.training ? { training: input.training } : {}),
    ...(isObject(input.playerAccounts) ? { playerAccounts: input.playerAccounts } : {}),
  };
}

/** 'banquillo-copia-2024-04-14.json' for the given local calendar day. */
export function backupFileName(day: string): string {
  return `banquillo-copia-${day}.json`;
}

export const BACKUP_ERRORS = {
  unreadable:
    "El archivo está dañado: no es un JSON válido. No se ha cambiado nada. Comprueba que es el archivo descargado con «Exportar copia de seguridad».",
  notBackup: "Este archivo no es una copia de seguridad de Banquillo. No se ha cambiado nada.",
  newer:
    "Esta copia es de una versión más reciente de Banquillo y esta versión no puede leerla. Actualiza la aplicación (recarga la página) e inténtalo de nuevo. No se ha cambiado nada.",
  damaged:
    "La copia está dañada: le faltan datos o tienen una forma inesperada. No se ha cambiado nada.",
} as const;

export type BackupRead =
  | {
      ok: true;
      /** 'banquillo' for our envelope, 'original' for the original product's keys. */
      source: "banquillo" | "original";
      /** The schema version of `data`: what the file says, or 1 for files without one. */
      schemaVersion: number;
      data: BackupData;
      exportedAt?: string;
      appVersion?: string;
      aiSettings?: { baseUrl: string; model: string };
      training: BackupTraining;
      /** The players' accounts, when the file has them (read by their own reader on restore). */
      playerAccounts?: Record<string, unknown>;
    }
  | { ok: false; message: string };

/**
 * A list as found in a file: a JSON array, or (the original product's localStorage dump) the
 * text of one. Missing or null is an empty list; anything else is undefined (damaged).
 */
function listValue(v: unknown): unknown[] | undefined {
  if (v === undefined || v === null) return [];
  if (Array.isArray(v)) return v;
  if (typeof v === "string") {
    if (v.trim() === "") return [];
    try {
      const parsed: unknown = JSON.parse(v);
      if (parsed === null) return [];
      return Array.isArray(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function readLists(source: Record<string, unknown>): BackupData | undefined {
  const data = {} as BackupData;
  for (const key of BACKUP_LISTS) {
    const list = listValue(source[key]);
    if (!list) return undefined;
    data[key] = list;
  }
  return data;
}

function readAi(v: unknown): { baseUrl: string; model: string } | undefined {
  if (!isObject(v)) return undefined;
  const { baseUrl, model } = v;
  if (typeof baseUrl !== "string" || typeof model !== "string") return undefined;
  if (baseUrl.trim() === "" || model.trim() === "") return undefined;
  return { baseUrl, model };
}

/**
 * Sorts out what a file holds. Never throws. `knownSchema` is the newest storage schema this app
 * reads: a file with a newer one is refused, as its lists may mean something this app does not
 * know.
 */
export function readBackup(text: string, knownSchema = Number.MAX_SAFE_INTEGER): BackupRead {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    return { ok: false, message: BACKUP_ERRORS.unreadable };
  }
  if (!isObject(json)) return { ok: false, message: BACKUP_ERRORS.notBackup };

  if ("format" in json) {
    if (json.format !== BACKUP_FORMAT) return { ok: false, message: BACKUP_ERRORS.notBackup };
    const version = json.version;
    if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
      return { ok: false, message: BACKUP_ERRORS.damaged };
    }
    if (version > BACKUP_VERSION) return { ok: false, message: BACKUP_ERRORS.newer };
    const schemaVersion = json.schemaVersion ?? UNVERSIONED_SCHEMA;
    if (typeof schemaVersion !== "number" || !Number.isInteger(schemaVersion) || schemaVersion < 1)
      return { ok: false, message: BACKUP_ERRORS.damaged };
    if (schemaVersion > knownSchema) return { ok: false, message: BACKUP_ERRORS.newer };
    if (!isObject(json.data)) return { ok: false, message: BACKUP_ERRORS.damaged };
    const data = readLists(json.data);
    const training = readTrainingSection(json.training);
    if (!data || !training) return { ok: false, message: BACKUP_ERRORS.damaged };
    return {
      ok: true,
      source: "banquillo",
      training,
      schemaVersion,
      data,
      exportedAt: typeof json.exportedAt === "string" ? json.exportedAt : undefined,
      appVersion: typeof json.appVersion === "string" ? json.appVersion : undefined,
      aiSettings: readAi(json.aiSettings),
      ...(isObject(json.playerAccounts) ? { playerAccounts: json.playerAccounts } : {}),
    };
  }

  // The original product: the six keys at the top level, with no envelope. At least one of them
  // must be there, or this is some other app's file.
  if (!BACKUP_LISTS.some((k) => k in json)) return { ok: false, message: BACKUP_ERRORS.notBackup };
  const data = readLists(json);
  if (!data) return { ok: false, message: BACKUP_ERRORS.damaged };
  return {
    ok: true,
    source: "original",
    training: readTrainingSection(undefined)!,
    schemaVersion: UNVERSIONED_SCHEMA,
    data,
    aiSettings: readAi(json.aiSettings),
  };
}

/** When an export happened, as the local calendar day 'YYYY-MM-DD' and 'HH:MM'. */
export function exportedWhen(iso: string | undefined): { day: string; time: string } | undefined {
  if (!iso || !/^\d{4}-\d{2}-\d{2}T/.test(iso)) return undefined;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return undefined;
  return {
    day: `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`,
    time: `${pad2(d.getHours())}:${pad2(d.getMinutes())}`,
  };
}

const NOUNS: Record<BackupList, [one: string, many: string]> = {
  players: ["jugador", "jugadores"],
  matches: ["partido", "partidos"],
  formations: ["formación", "formaciones"],
  rivals: ["rival", "rivales"],
  matchPlans: ["planificación", "planificaciones"],
  savedInsights: ["insight guardado", "insights guardados"],
  fixtures: ["partido del calendario", "partidos del calendario"],
  availability: ["ausencia", "ausencias"],
};

/** How many items each list holds. */
export function countsOf(
  data: Partial<Record<BackupList, readonly unknown[]>>,
): Record<BackupList, number> {
  const counts = {} as Record<BackupList, number>;
  for (const key of BACKUP_LISTS) counts[key] = data[key]?.length ?? 0;
  return counts;
}

/** '22 jugadores, 1 partido y 3 formaciones'; lists with nothing are left out; '' when empty. */
export function describeCounts(counts: Partial<Record<BackupList, number>>): string {
  const parts = BACKUP_LISTS.flatMap((key) => {
    const n = counts[key] ?? 0;
    return n > 0 ? [`${n} ${n === 1 ? NOUNS[key][0] : NOUNS[key][1]}`] : [];
  });
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} y ${parts[parts.length - 1]}`;
}

/** '4 entrenamientos guardados y 1 serie de entrenamientos'; '' when empty. */
export function describeTrainingCounts(counts: Partial<Record<BackupTrainingKey, number>>): string {
  const parts = BACKUP_TRAINING.flatMap((key) => {
    const n = counts[key] ?? 0;
    return n > 0 ? [`${n} ${n === 1 ? TRAINING_NOUNS[key][0] : TRAINING_NOUNS[key][1]}`] : [];
  });
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} y ${parts[parts.length - 1]}`;
}

const ITEM_TEXT_MAX = 60;
const shorten = (s: string) => (s.length > ITEM_TEXT_MAX ? `${s.slice(0, ITEM_TEXT_MAX)}…` : s);

/**
 * One stored item as a person can find it in the file: its name or text, else its id, else the
 * start of its JSON. Never the whole item (a name may be megabytes long).
 */
export function describeItem(item: unknown): string {
  if (typeof item === "string") return `«${shorten(item)}»`;
  if (isObject(item)) {
    const { name, id } = item;
    if (typeof name === "string" && name.trim() !== "") return `«${shorten(name.trim())}»`;
    if ((typeof id === "string" && id !== "") || typeof id === "number")
      return `con id «${shorten(String(id))}»`;
  }
  let json: string | undefined;
  try {
    json = JSON.stringify(item);
  } catch {
    json = undefined;
  }
  return shorten(json ?? String(item));
}

const elements = (n: number) => `${n} ${n === 1 ? "elemento" : "elementos"}`;
/** 'el n.º 3, «Ana»': where the first item is in its list (counting from 1). */
const firstOf = (index: number, item: unknown) =>
  `el primero es el n.º ${index + 1}, ${describeItem(item)}`;

/** '2 elementos de «Jugadores» no son válidos (el primero es el n.º 3, …)'. */
export function invalidItemsText(label: string, count: number, index: number, item: unknown) {
  const verb = count === 1 ? "no es válido" : "no son válidos";
  return `${elements(count)} de «${label}» ${verb} (${firstOf(index, item)})`;
}

/** '1 elemento de «Jugadores» (el primero es el n.º 2, «Ana»)'. */
export function repairedItemsText(label: string, count: number, index: number, item: unknown) {
  return `${elements(count)} de «${label}» (${firstOf(index, item)})`;
}
