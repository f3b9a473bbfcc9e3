// Who can play: injuries, personal absences and suspensions. Suspensions come from
// the match record (cards) and from the coach's hand; nothing derived is stored. Every screen
// that shows or offers players (players list, player detail, planning, live bench, call-up)
// asks `availabilityOn` — one rule, one answer.
//
// The suspension rule (docs/calendar.md, "The suspension rule"):
// - A red card suspends the player for the team's next match in the same competition.
// - Every N-th yellow card (team settings, default 5) of one player in one season and one
//   competition suspends him for one match of that competition. Yellows do not carry over to
//   another season or competition.
// - A suspension is served by the next match the team plays in that competition (whether the
//   player was in the squad or not). A player's suspensions add up: one match serves one of them,
//   the oldest first.
// - A suspension set by hand lasts `matches` matches (default 1) of its competition ('' = any
//   competition) played on or after its `from` date.
// Competitions are compared trimmed and without regard to case; a match without one is in the
// competition ''.
import { inPlayOrder } from "../base/dates";
import { TEXT_LIMITS } from "../base/text-limits";
import { competitionOf, seasonOfMatch } from "../records/season";
import type { Availability, AvailabilityKind, Match } from "../records/types";
import type { AvailabilityId, PlayerId } from "../base/ids";

export const DEFAULT_YELLOW_CARD_LIMIT = 5;

export type SuspensionReason = "red" | "yellows" | "manual";

export type Suspension = {
  playerId: string;
  reason: SuspensionReason;
  /** The competition it must be served in ('' = any, only for suspensions set by hand). */
  competition: string;
  /** The date of the match that caused it, or the hand-set start. */
  date: string;
  /** The match that caused it (cards). */
  matchId?: string;
  /** The hand-entered record (manual). */
  recordId?: string;
  /** Matches to serve. */
  matches: number;
  /** The matches that served it, in order. */
  servedBy: string[];
};

export type SuspensionOptions = { yellowCardLimit: number; seasonStartMonth: number };

const norm = (c: string | undefined) => (c ?? "").trim().toLocaleLowerCase("es");

/** Whether a suspension of `suspended` is served by (or applies to) a game of `game`. */
export function sameCompetition(suspended: string, game: string): boolean {
  return norm(suspended) === "" || norm(suspended) === norm(game);
}

const remainingOf = (s: Suspension) => Math.max(0, s.matches - s.servedBy.length);

const limitOf = (n: number) => (Number.isInteger(n) && n >= 1 ? n : DEFAULT_YELLOW_CARD_LIMIT);

/**
 * Every suspension the record and the coach gave, each with the matches that served it. A
 * suspension with fewer `servedBy` than `matches` is still pending.
 */
export function suspensions(
  matches: readonly Match[],
  records: readonly Availability[],
  options: SuspensionOptions,
): Suspension[] {
  const limit = limitOf(options.yellowCardLimit);
  const all: Suspension[] = [];
  const manual = records
    .filter((r) => r.kind === "suspended")
    .map((r): Suspension => ({
      playerId: r.playerId,
      reason: "manual",
      competition: (r.competition ?? "").trim(),
      date: r.from,
      recordId: r.id,
      matches: Math.max(1, Math.floor(r.matches ?? 1)),
      servedBy: [],
    }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let nextManual = 0;
  const yellows = new Map<string, number>();
  // The suspensions still to serve, in the order they were given, each with its competition
  // normalized once: a match looks only at these, so a season costs matches × pending, not
  // matches × every suspension ever given.
  let queue: { s: Suspension; competition: string }[] = [];
  const give = (s: Suspension) => {
    all.push(s);
    queue.push({ s, competition: norm(s.competition) });
  };
  // A whole history runs through here on the first screen that shows availability: a team plays
  // in a handful of competitions, so each one's normalized name is worked out once.
  const games = new Map<string, string>();
  for (const match of inPlayOrder(matches)) {
    // Hand-set suspensions that have started by this match's day join the queue.
    while (nextManual < manual.length && manual[nextManual]!.date <= match.date) {
      give(manual[nextManual++]!);
    }
    const competition = competitionOf(match);
    let game = games.get(competition);
    if (game === undefined) games.set(competition, (game = norm(competition)));
    // Serving: one pending suspension per player, the oldest first.
    if (queue.length > 0) {
      const served = new Set<string>();
      for (const { s, competition: c } of queue) {
        if (served.has(s.playerId) || (c !== "" && c !== game)) continue;
        s.servedBy.push(match.id);
        served.add(s.playerId);
      }
      if (served.size > 0) queue = queue.filter((q) => remainingOf(q.s) > 0);
    }
    // New suspensions from this match's cards (the season only matters to yellow ones).
    let season: string | undefined;
    for (const card of match.cards) {
      const playerId = card?.playerId;
      if (!playerId) continue;
      const base = { playerId, competition, date: match.date, matchId: match.id, servedBy: [] };
      if (card.type === "red") {
        give({ ...base, reason: "red", matches: 1 });
      } else if (card.type === "yellow") {
        season ??= seasonOfMatch(match, options.seasonStartMonth) ?? "";
        const key = `${playerId}\u0000${season}\u0000${game}`;
        const n = (yellows.get(key) ?? 0) + 1;
        yellows.set(key, n);
        if (n % limit === 0) give({ ...base, reason: "yellows", matches: 1 });
      }
    }
  }
  // Hand-set suspensions after the last match: pending, nothing served yet.
  while (nextManual < manual.length) all.push(manual[nextManual++]!);
  return all;
}

/** Suspensions still to serve. */
export function pendingSuspensions(list: readonly Suspension[]): Suspension[] {
  return list.filter((s) => remainingOf(s) > 0);
}

export type AvailabilityStatus =
  | { kind: "available" }
  | { kind: "injured" | "unavailable"; until: string; note: string; recordId: string }
  | {
      kind: "suspended";
      reason: SuspensionReason;
      /** Matches still to serve, all pending suspensions that apply together. */
      remaining: number;
      competition: string;
      recordId?: string;
      note: string;
    };

export type AvailabilityIndex = {
  records: Map<string, Availability[]>;
  pending: Map<string, Suspension[]>;
};

function groupBy<T extends { playerId: string }>(list: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const x of list) {
    const bucket = out.get(x.playerId);
    if (bucket) bucket.push(x);
    else out.set(x.playerId, [x]);
  }
  return out;
}

/** Built once per change of the matches, the absences or the settings (a memoized selector). */
export function buildAvailabilityIndex(
  matches: readonly Match[],
  records: readonly Availability[],
  options: SuspensionOptions,
): AvailabilityIndex {
  return {
    records: groupBy(records.filter((r) => r.kind !== "suspended")),
    pending: groupBy(pendingSuspensions(suspensions(matches, records, options))),
  };
}

/** Whether an injury or a personal absence covers `date` ('YYYY-MM-DD'). */
export function absenceCovers(record: Availability, date: string): boolean {
  if (!record.from || record.from > date) return false;
  if (record.kind === "injured") return record.until === "" || date < record.until;
  return date <= (record.until || record.from);
}

/**
 * THE availability of a player on a day, for a game of `competition` (undefined: any game, as
 * the players list asks about "today"). An injury wins over a suspension, which wins over a
 * personal absence. Pending suspensions count for any later day: they are served by matches.
 */
export function availabilityOn(
  index: AvailabilityIndex,
  playerId: string,
  date: string,
  competition?: string,
): AvailabilityStatus {
  const records = index.records.get(playerId) ?? [];
  const injury = records.find((r) => r.kind === "injured" && absenceCovers(r, date));
  if (injury) return absence(injury);
  const pending = (index.pending.get(playerId) ?? []).filter(
    (s) =>
      s.date <= date && (competition === undefined || sameCompetition(s.competition, competition)),
  );
  if (pending.length > 0) {
    const first = pending[0]!;
    const record = first.recordId ? records.find((r) => r.id === first.recordId) : undefined;
    return {
      kind: "suspended",
      reason: first.reason,
      remaining: pending.reduce((n, s) => n + remainingOf(s), 0),
      competition: first.competition,
      ...(first.recordId ? { recordId: first.recordId } : {}),
      note: record?.note ?? "",
    };
  }
  const away = records.find((r) => r.kind === "unavailable" && absenceCovers(r, date));
  return away ? absence(away) : { kind: "available" };
}

function absence(r: Availability): AvailabilityStatus {
  return {
    kind: r.kind as "injured" | "unavailable",
    until: r.until,
    note: r.note,
    recordId: r.id,
  };
}

export const AVAILABILITY_LABELS: Record<AvailabilityKind, string> = {
  injured: "Lesionado",
  suspended: "Sancionado",
  unavailable: "No disponible",
};

const REASONS: Record<SuspensionReason, string> = {
  red: "tarjeta roja",
  yellows: "acumulación de amarillas",
  manual: "sanción",
};

/** The badge's words: 'Lesionado', 'Sancionado'… ('' when available). */
export function availabilityLabel(status: AvailabilityStatus): string {
  return status.kind === "available" ? "" : AVAILABILITY_LABELS[status.kind];
}

const shortDate = (iso: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
};

/** One line of detail: 'Tarjeta roja · 1 partido (Liga)', 'Vuelta prevista: 12/12/2026'. */
export function availabilityDetail(status: AvailabilityStatus): string {
  switch (status.kind) {
    case "available":
      return "";
    case "suspended": {
      const games = `${status.remaining} ${status.remaining === 1 ? "partido" : "partidos"}`;
      const where = status.competition ? ` (${status.competition})` : "";
      const reason = REASONS[status.reason];
      return `${reason[0]!.toUpperCase()}${reason.slice(1)} · ${games}${where}`;
    }
    case "injured":
      return status.until ? `Vuelta prevista: ${shortDate(status.until)}` : "Sin fecha de vuelta";
    case "unavailable":
      return status.until ? `Hasta el ${shortDate(status.until)}` : "";
  }
}

/** Players who can play, in their order. */
export function availablePlayers<P extends { id: string }>(
  players: readonly P[],
  index: AvailabilityIndex,
  date: string,
  competition?: string,
): P[] {
  return players.filter((p) => availabilityOn(index, p.id, date, competition).kind === "available");
}

export type AvailabilityDraft = {
  kind: AvailabilityKind;
  from: string;
  until: string;
  note: string;
  matches: string;
  competition: string;
};

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (s: string) => ISO.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** The form's check: Spanish messages by field; an empty object when it can be saved. */
export function checkAvailabilityDraft(
  d: AvailabilityDraft,
): Partial<Record<keyof AvailabilityDraft, string>> {
  const errors: Partial<Record<keyof AvailabilityDraft, string>> = {};
  if (!validDate(d.from)) errors.from = "Indica desde qué día (fecha válida).";
  if (d.until !== "" && !validDate(d.until)) errors.until = "La fecha no es válida.";
  else if (d.until !== "" && validDate(d.from) && d.until < d.from)
    errors.until = "Debe ser posterior o igual a la fecha de inicio.";
  if (d.kind === "suspended") {
    const n = Number(d.matches);
    if (!Number.isInteger(n) || n < 1 || n > 50)
      errors.matches = "Indica cuántos partidos (de 1 a 50).";
  }
  if (d.note.length > TEXT_LIMITS.note)
    errors.note = `La nota es demasiado larga (máximo ${TEXT_LIMITS.note} caracteres).`;
  return errors;
}

/** The record a valid draft stores. */
export function availabilityFromDraft(
  d: AvailabilityDraft,
  id: AvailabilityId,
  playerId: PlayerId,
): Availability {
  const base: Availability = {
    id,
    playerId,
    kind: d.kind,
    from: d.from,
    until: d.kind === "suspended" ? "" : d.until,
    note: d.note.trim(),
  };
  return d.kind === "suspended"
    ? { ...base, matches: Number(d.matches), competition: d.competition.trim() }
    : base;
}

/**
 * Everyone who cannot play on `date` (for a game of `competition`), by player id: only players
 * with a record or a pending suspension are looked at, so it is cheap for any squad.
 */
export function unavailableOn(
  index: AvailabilityIndex,
  date: string,
  competition?: string,
): Map<string, AvailabilityStatus> {
  const out = new Map<string, AvailabilityStatus>();
  for (const id of new Set([...index.records.keys(), ...index.pending.keys()])) {
    const status = availabilityOn(index, id, date, competition);
    if (status.kind !== "available") out.set(id, status);
  }
  return out;
}
