// Spreadsheet exports. Semicolon-separated (what Excel expects in Spanish locales), UTF-8 with a
// byte-order mark so accents open right, every field quoted when it needs to be.
import { sortNewestFirst } from "../base/dates";
import { formatDate } from "../base/format";
import { footLabel, locationLabel, positionLabel } from "../squad/player-labels";
import type { Match, Player } from "../records/types";
import type { Attendance } from "../records/attendance";
import type { TrainingSession } from "../records/training-session";

export const CSV_SEPARATOR = ";";
export const BOM = "\uFEFF";

export type CsvCell = string | number | undefined | null;

/**
 * One field. Quoted when it holds the separator, a quote, a line break or edge spaces. Text that
 * a spreadsheet would run as a formula (=, +, -, @) gets a leading apostrophe; numbers never do.
 */
export function csvField(value: CsvCell): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  if (/[";\n\r,]/.test(text) || text !== text.trim()) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** The whole file: BOM, header, rows, CRLF line ends (what Excel writes). */
export function toCsv(header: readonly string[], rows: readonly CsvCell[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(CSV_SEPARATOR));
  return BOM + lines.join("\r\n") + "\r\n";
}

export const PLAYER_COLUMNS = [
  "Nombre",
  "Posición",
  "Dorsal",
  "Altura (cm)",
  "Peso (kg)",
  "Fecha de nacimiento",
  "Pie",
  "Partidos",
  "Minutos",
  "Goles",
  "Asistencias",
  "Tarjetas amarillas",
  "Tarjetas rojas",
] as const;

export function playersCsv(players: readonly Player[]): string {
  const rows = players.map((p) => [
    p.name,
    positionLabel[p.position],
    p.number,
    p.height,
    p.weight,
    p.birthdate ? formatDate(p.birthdate) : "",
    footLabel[p.preferredFoot],
    p.stats.matches,
    p.stats.minutesPlayed,
    p.stats.goals,
    p.stats.assists,
    p.stats.yellowCards,
    p.stats.redCards,
  ]);
  return toCsv(PLAYER_COLUMNS, rows);
}

export const MATCH_COLUMNS = [
  "Fecha",
  "Rival",
  "Condición",
  "Goles a favor",
  "Goles en contra",
  "Resultado",
  "Formación",
  "Tiros a favor",
  "Tiros en contra",
  "Goleadores",
  "Asistencias",
  "Tarjetas",
  "Cambios",
] as const;

const CARD_LABEL = { yellow: "amarilla", red: "roja" } as const;

/** Lists inside one cell are joined with ' | ' so they never collide with names. */
const join = (items: string[]) => items.join(" | ");

export function matchesCsv(matches: readonly Match[]): string {
  const rows = sortNewestFirst(matches).map((m) => {
    const { home, away } = m.score;
    return [
      formatDate(m.date),
      m.rival,
      locationLabel[m.location],
      home,
      away,
      `${home}-${away}`,
      m.formation,
      m.shotsFor,
      m.shotsAgainst,
      join(m.scorers.map((s) => `${s.player} (${s.minute}')`)),
      join(m.assists),
      join(m.cards.map((c) => `${c.player} (${CARD_LABEL[c.type]})`)),
      join(m.subs.map((s) => `${s.minute}': entra ${s.playerIn}, sale ${s.playerOut}`)),
    ];
  });
  return toCsv(MATCH_COLUMNS, rows);
}

export const ATTENDANCE_COLUMNS = [
  "Fecha",
  "Hora",
  "Duración (min)",
  "Lugar",
  "Objetivo",
  "Sesión",
  "Jugador",
  "Asistencia",
  "Minutos (si se fue antes)",
  "RPE",
] as const;

const STATUS_LABEL: Record<string, string> = {
  presente: "Presente",
  ausente: "Ausente",
  justificado: "Justificado",
  lesionado: "Lesionado",
  programado: "Programado",
  suspendido: "Suspendido",
};

/** One row per player and session with attendance taken, oldest session first. */
export function attendanceCsv(
  sessions: readonly TrainingSession[],
  attendance: readonly Attendance[],
  players: readonly Player[],
): string {
  const names = new Map(players.map((p) => [p.id as string, p.name]));
  const byId = new Map(sessions.map((s) => [s.id as string, s]));
  const rows: CsvCell[][] = [];
  const taken = attendance
    .flatMap((a) => {
      const s = byId.get(a.sessionId);
      return s ? [{ s, a }] : [];
    })
    .sort((x, y) => (x.s.date + x.s.time < y.s.date + y.s.time ? -1 : 1));
  for (const { s, a } of taken) {
    for (const m of a.marks) {
      rows.push([
        formatDate(s.date),
        s.time,
        s.minutes,
        s.place,
        s.focus,
        STATUS_LABEL[s.status],
        names.get(m.playerId) ?? "(jugador borrado)",
        STATUS_LABEL[m.status],
        m.minutes,
        m.rpe,
      ]);
    }
  }
  return toCsv(ATTENDANCE_COLUMNS, rows);
}

export function csvFileName(kind: "jugadores" | "partidos" | "asistencia", day: string): string {
  return `banquillo-${kind}-${day}.csv`;
}
