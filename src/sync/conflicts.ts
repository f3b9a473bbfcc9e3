// Competing versions of one document, side by side, and the coach's merge (docs/sync.md,
// "Conflictos"). Pure: the engine reads the versions, this compares and merges them.
import type { Body } from "./documents";
import { META_FIELDS, docTypeOf } from "./documents";
import { stableJson } from "./stable-json";
import { positionLabel } from "../domain/squad/player-labels";
import { isObject } from "../domain/base/guards";
import {
  availabilityFieldLabels,
  fixtureFieldLabels,
  formationFieldLabels,
  matchFieldLabels,
  matchPlanFieldLabels,
  playerFieldLabels,
  rivalFieldLabels,
  savedInsightFieldLabels,
  teamSettingsFieldLabels,
  trainingSessionFieldLabels,
  trainingSeriesFieldLabels,
  attendanceFieldLabels,
  sessionTemplateFieldLabels,
} from "../domain/records/field-labels";

/**
 * Spanish labels of the fields the coach sees, from each record's own table (domain/records/*:
 * null marks a link never shown on its own), then the sharing documents' own fields. A field
 * named by two records takes the first record's label (the rival's `matches` before the
 * absence's). A field not named here (one a newer version of the app may add) shows as
 * 'Otro dato', never by its internal key.
 */
export const FIELD_LABELS: Record<string, string> = labelTable([
  { deleted: "Eliminado" },
  playerFieldLabels,
  formationFieldLabels,
  rivalFieldLabels,
  matchFieldLabels,
  matchPlanFieldLabels,
  fixtureFieldLabels,
  availabilityFieldLabels,
  savedInsightFieldLabels,
  teamSettingsFieldLabels,
  trainingSessionFieldLabels,
  trainingSeriesFieldLabels,
  attendanceFieldLabels,
  sessionTemplateFieldLabels,
  {
    // The live match's document and a rival's note document.
    setup: "Preparación",
    clock: "Reloj",
    queue: "Cambios preparados",
    event: "Evento",
    note: "Nota",
    rivalId: "Rival (enlace)",
    minute: "Minuto",
    // A player's account on the replies database.
    user: "Cuenta para respuestas",
  },
]);

function labelTable(tables: readonly Readonly<Record<string, string | null>>[]) {
  const out: Record<string, string> = {};
  for (const table of tables)
    for (const [field, label] of Object.entries(table))
      if (label !== null && !(field in out)) out[field] = label;
  return out;
}
/** What a field not in FIELD_LABELS is called. */
export const OTHER_FIELD = "Otro dato";

/** Keys inside a field's value (figures, a score) in Spanish; others show as 'dato'. */
const VALUE_KEY_LABELS: Record<string, string> = {
  goals: "goles",
  assists: "asistencias",
  matches: "partidos",
  minutesPlayed: "contador de minutos",
  yellowCards: "amarillas",
  redCards: "rojas",
  positions: "posiciones",
  home: "local",
  away: "visitante",
  minute: "minuto",
  player: "jugador",
  type: "tipo",
  date: "fecha",
  rival: "rival",
  note: "nota",
  text: "texto",
  model: "modelo",
  question: "pregunta",
  kind: "tipo",
};
const valueKey = (k: string) => VALUE_KEY_LABELS[k] ?? (/^[A-Z]|\s/.test(k) ? k : "dato");

/** Fields that only make sense together: choosing one for a version takes the others with it. */
const COMPANIONS: Record<string, readonly string[]> = {
  rival: ["rivalId", "opponent"],
  opponent: ["rival", "rivalId"],
  formation: ["formationId", "formationUsed"],
  formationUsed: ["formation", "formationId"],
  formationPlayers: ["formationPlayerIds"],
  lineup: ["lineupIds"],
  assists: ["assistIds", "assistGoals"],
};

/** Links beside a shown field (ids): never shown on their own. */
const HIDDEN = new Set<string>([
  ...META_FIELDS.filter((f) => f !== "deleted"),
  "id",
  "rivalId",
  "formationId",
  "formationPlayerIds",
  "lineupIds",
  "assistIds",
  "assistGoals",
  // The example team's mark: internal, the same on every device.
  "demo",
  "playerInId",
  "playerOutId",
  // A side key's version (the team's settings, the live match): storage's, not the coach's.
  "version",
]);

const TYPE_LABELS: Record<string, string> = {
  player: "Jugador",
  formation: "Formación",
  rival: "Rival",
  rivalnote: "Nota de rival",
  match: "Partido",
  plan: "Plan de partido",
  fixture: "Próximo partido",
  availability: "Disponibilidad",
  training: "Entrenamiento",
  trainingseries: "Serie de entrenamientos",
  attendance: "Asistencia",
  sessiontemplate: "Plantilla de sesión",
  insight: "Insight guardado",
  settings: "Datos del equipo",
  live: "Partido en directo",
  liveevent: "Evento en directo",
  account: "Cuenta para respuestas",
  guardian: "Familiar que responde",
};

export function typeLabel(id: string): string {
  return TYPE_LABELS[docTypeOf(id)] ?? "Documento";
}

/** Longest text of a record shown in its description. */
const DESCRIBE_CHARS = 60;

/** 'Partido: 2026-11-20 · Atlético Sur', 'Jugador: Juan Pérez'... for lists and messages. */
export function describeDoc(id: string, body: Body | undefined): string {
  const b = body ?? {};
  // Names are cut: a document from the server may carry a name of megabytes.
  const s = (x: unknown) =>
    typeof x === "string" && x.trim() !== ""
      ? x.length > DESCRIBE_CHARS
        ? `${x.slice(0, DESCRIBE_CHARS)}…`
        : x
      : undefined;
  const parts: (string | undefined)[] = (() => {
    switch (docTypeOf(id)) {
      case "match":
        return [s(b.date), s(b.rival)];
      case "plan":
        return [s(b.rival), s(b.formation)];
      case "rivalnote":
      case "insight":
        return [s(b.text)];
      default:
        return [s(b.name), s(b.date)];
    }
  })();
  const what = parts.filter(Boolean).join(" · ");
  return what ? `${typeLabel(id)}: ${what}` : typeLabel(id);
}

const FOOT: Record<string, string> = { Right: "Derecho", Left: "Izquierdo", Both: "Ambos" };
// Positions as the rest of the app names them ('Defensa', not 'Defensor').
const POSITION: Record<string, string> = positionLabel;

/** Longest value shown on 'Conflictos': a version from the server may hold megabytes. */
const SHOWN_CHARS = 5_000;

/**
 * A field's value as a person reads it (Spanish, no JSON braces where a shape is known), cut to
 * SHOWN_CHARS.
 */
export function formatValue(field: string, value: unknown): string {
  const text = formatWhole(field, value);
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;
}

function formatWhole(field: string, value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  if (field === "deleted") return value === true ? "Sí (eliminado)" : "No";
  if (field === "preferredFoot" && typeof value === "string") return FOOT[value] ?? value;
  if (field === "position" && typeof value === "string") return POSITION[value] ?? value;
  if (field === "location")
    return value === "home" ? "Local" : value === "away" ? "Visitante" : String(value);
  if (field === "score" && isObject(value)) return `${String(value.home)}–${String(value.away)}`;
  if (typeof value === "boolean") return value ? "Sí" : "No";
  if (typeof value !== "object") return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return "—";
    return value.map((v) => formatItem(v)).join("; ");
  }
  return Object.entries(value)
    .map(([k, v]) => `${valueKey(k)}: ${formatItem(v)}`)
    .join("; ");
}

function formatItem(v: unknown): string {
  if (!isObject(v)) return typeof v === "object" ? stableJson(v) : String(v);
  if (typeof v.playerOut === "string")
    return `${String(v.minute)}' ${v.playerOut} → ${String(v.playerIn)}`;
  if (typeof v.player === "string") {
    const card = v.type === "red" ? " (roja)" : v.type === "yellow" ? " (amarilla)" : "";
    const minute = typeof v.minute === "number" ? `${v.minute}' ` : "";
    return `${minute}${v.player}${card}`;
  }
  return Object.entries(v)
    .filter(([, x]) => typeof x !== "object")
    .map(([k, x]) => `${valueKey(k)}: ${String(x)}`)
    .join(", ");
}

export type FieldRow = {
  field: string;
  label: string;
  /** One value per version, in the order given. */
  values: unknown[];
  /** Every version holds the same value. */
  same: boolean;
};

/** The fields the coach compares: every shown field of any version, differing ones first. */
export function compareVersions(versions: readonly Body[]): FieldRow[] {
  // A delete comes first: it is what the coach must see before any field.
  const fields = new Set<string>(versions.some((v) => v.deleted === true) ? ["deleted"] : []);
  for (const v of versions) for (const k of Object.keys(v)) if (!HIDDEN.has(k)) fields.add(k);
  const rows = [...fields].map((field) => {
    const values = versions.map((v) => (field === "deleted" ? v.deleted === true : v[field]));
    const first = stableJson(values[0]);
    return {
      field,
      label: FIELD_LABELS[field] ?? OTHER_FIELD,
      values,
      same: values.every((x) => stableJson(x) === first),
    };
  });
  return rows.sort((a, b) => Number(a.same) - Number(b.same));
}

/**
 * The merged document: `base` (index into versions) for every field, then each chosen field
 * (and its companions, e.g. the rival's id with its name) from the version picked for it.
 * A field absent in the picked version is absent in the result.
 */
export function mergeVersions(
  versions: readonly Body[],
  base: number,
  choices: Readonly<Record<string, number>> = {},
): Body {
  const out: Body = { ...versions[base] };
  for (const [field, index] of Object.entries(choices)) {
    const from = versions[index];
    if (!from) continue;
    for (const f of [field, ...(COMPANIONS[field] ?? [])]) {
      if (f === "deleted") {
        if (from.deleted === true) out.deleted = true;
        else delete out.deleted;
        continue;
      }
      if (f in from) out[f] = from[f];
      else delete out[f];
    }
  }
  return out;
}
