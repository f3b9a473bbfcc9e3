// The training forms' drafts and their checks: a one-off session or a series, with a clear
// Spanish message for each field that cannot be saved.
import { isIsoDate } from "../base/dates";
import type { Weekday } from "../records/training-series";
import { TRAINING_LIMITS } from "../records/training-list";
import { LIMITS } from "../base/limits";
import { daysBetween } from "./days";

export type SessionDraft = {
  /** One-off: its date. Series: its first day. */
  date: string;
  time: string;
  minutes: string;
  place: string;
  focus: string;
  repeat: boolean;
  weekdays: Weekday[];
  until: string;
};

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  1: "Lunes",
  2: "Martes",
  3: "Miércoles",
  4: "Jueves",
  5: "Viernes",
  6: "Sábado",
  7: "Domingo",
};

/** The longest a series may run: a season and a half. */
export const MAX_SERIES_DAYS = TRAINING_LIMITS.seriesDays;

export type DraftIssues = Partial<Record<keyof SessionDraft, string>>;

export function checkSessionDraft(d: SessionDraft): DraftIssues {
  const issues: DraftIssues = {};
  if (!isIsoDate(d.date)) issues.date = "Indica la fecha (día/mes/año).";
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(d.time)) issues.time = "Indica la hora de inicio (HH:MM).";
  const minutes = Number(d.minutes);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > TRAINING_LIMITS.minutes)
    issues.minutes = `La duración debe ser un número entero de minutos entre 1 y ${TRAINING_LIMITS.minutes}.`;
  if (d.place.length > LIMITS.shortText)
    issues.place = `El lugar admite como máximo ${LIMITS.shortText} caracteres.`;
  if (d.focus.length > LIMITS.note)
    issues.focus = `El objetivo admite como máximo ${LIMITS.note} caracteres.`;
  if (d.repeat) {
    if (d.weekdays.length === 0) issues.weekdays = "Elige al menos un día de la semana.";
    if (!isIsoDate(d.until)) issues.until = "Indica hasta qué fecha se repite.";
    else if (isIsoDate(d.date)) {
      const span = daysBetween(d.date, d.until)!;
      if (span < 0) issues.until = "La fecha final debe ser igual o posterior a la de inicio.";
      else if (span > MAX_SERIES_DAYS)
        issues.until = `Una serie puede durar como máximo ${MAX_SERIES_DAYS} días.`;
    }
  }
  return issues;
}
