// The calendar: fixtures from scheduled to played. A fixture is upcoming until a
// saved match points back at it (`matchId`); its plan (`planId`), its call-up (`squadIds`) and
// its rival (`rivalId`) are tied by id. Times are wall-clock 'HH:MM' in the coach's (browser's)
// time zone; `kickoffOf` turns them into an instant in that zone.
import { TEXT_LIMITS, maxCharsMessage } from "../base/text-limits";
import type { Rename } from "../records/identity";
import type { FixtureId, MatchId, PlanId, PlayerId, RivalId } from "../base/ids";
import { oneLine, safeToken } from "../base/one-line";
import { MONTHS_ES } from "../base/dates";
import { locationLabel } from "../squad/player-labels";
import type { Fixture, Match, MatchLocation, MatchPlan, Player } from "../records/types";
import { PLAYER_NOTES_MAX } from "../records/fixture";

export const DEFAULT_SQUAD_SIZE = 18;
/** The most players one call-up holds (storage/limits.ts `squad`, checked by a test). */
export const MAX_SQUAD_SIZE = 60;
/** How long a game lasts for the calendar (and the .ics event): 2 hours. */
export const FIXTURE_DURATION_MINUTES = 120;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/;

/** The kick-off as an instant in the browser's time zone; undefined for an unusable date. */
export function kickoffOf(f: Pick<Fixture, "date" | "time">): Date | undefined {
  const d = ISO.exec(f.date);
  if (!d) return undefined;
  const t = HHMM.exec(f.time) ?? ["", "00", "00"];
  const at = new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  return Number.isNaN(at.getTime()) || at.getDate() !== Number(d[3]) ? undefined : at;
}

export const isPlayed = (f: Pick<Fixture, "matchId">) => !!f.matchId;

const byKickoff = (a: Fixture, b: Fixture) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.time < b.time ? -1 : a.time > b.time ? 1 : 0;

/** Unplayed fixtures from `today` on, soonest first. */
export function upcomingFixtures(fixtures: readonly Fixture[], today: string): Fixture[] {
  return fixtures.filter((f) => !isPlayed(f) && f.date >= today).sort(byKickoff);
}

/** The next game: the soonest unplayed fixture from today on. */
export function nextFixture(fixtures: readonly Fixture[], today: string): Fixture | undefined {
  return upcomingFixtures(fixtures, today)[0];
}

export type AgendaPast =
  { kind: "played"; match: Match; fixture?: Fixture } | { kind: "unplayed"; fixture: Fixture };

/**
 * The calendar: upcoming fixtures (soonest first) and the past, newest first — every saved
 * match (with its fixture when it came from one) and the fixtures whose day has gone by with no
 * match saved ('Sin resultado').
 */
export function agenda(
  fixtures: readonly Fixture[],
  matches: readonly Match[],
  today: string,
): { upcoming: Fixture[]; past: AgendaPast[] } {
  const byMatch = new Map<string, Fixture>();
  for (const f of fixtures) if (isPlayed(f)) byMatch.set(f.matchId!, f);
  const past: AgendaPast[] = matches.map((match) => {
    const fixture = byMatch.get(match.id) ?? fixtures.find((f) => f.id === match.fixtureId);
    return fixture ? { kind: "played", match, fixture } : { kind: "played", match };
  });
  const known = new Set(matches.map((m) => m.id));
  for (const f of fixtures) {
    if (isPlayed(f) && known.has(f.matchId!)) continue;
    if (f.date < today) past.push({ kind: "unplayed", fixture: f });
  }
  const dateOf = (p: AgendaPast) => (p.kind === "played" ? p.match.date : p.fixture.date);
  past.sort((a, b) => (dateOf(a) < dateOf(b) ? 1 : dateOf(a) > dateOf(b) ? -1 : 0));
  return { upcoming: upcomingFixtures(fixtures, today), past };
}

/** 'Faltan 3 días y 4 h', 'Faltan 2 h y 15 min', 'Empieza ya' (past kick-off). */
export function countdownText(kickoff: Date, now: Date): string {
  const minutes = Math.floor((kickoff.getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return "Empieza ya";
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const d = (n: number) => `${n} ${n === 1 ? "día" : "días"}`;
  if (days > 0) return hours > 0 ? `Faltan ${d(days)} y ${hours} h` : `Faltan ${d(days)}`;
  if (hours > 0) return mins > 0 ? `Faltan ${hours} h y ${mins} min` : `Faltan ${hours} h`;
  return `Faltan ${mins} min`;
}

// ---------------------------------------------------------------------------------------------
// The fixture form

export type FixtureDraft = {
  rivalId: string;
  date: string;
  time: string;
  location: MatchLocation;
  competition: string;
  venue: string;
  /** 'Citación': 'HH:MM' or ''. */
  meetTime: string;
  meetPlace: string;
  playerNotes: string;
  /** Answer before: 'YYYY-MM-DDTHH:MM' (a datetime-local field) or ''. */
  answerBy: string;
};

/** The draft's fields for players (the fixture leaves each out while it is ''). */
const PLAYER_FIELDS = ["meetTime", "meetPlace", "playerNotes", "answerBy"] as const;

export type FixtureErrors = Partial<Record<keyof FixtureDraft, string>>;

const validDate = (s: string) => {
  const m = ISO.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCDate() === Number(m[3]) && d.getUTCMonth() === Number(m[2]) - 1;
};

/** Spanish messages beside each field; empty when the fixture can be saved. */
export function checkFixtureDraft(
  d: FixtureDraft,
  rivals: readonly { id: string }[],
): FixtureErrors {
  const e: FixtureErrors = {};
  if (!d.rivalId || !rivals.some((r) => r.id === d.rivalId)) e.rivalId = "Elige el rival.";
  if (!validDate(d.date)) e.date = "Indica la fecha del partido.";
  if (!HHMM.test(d.time)) e.time = "Indica la hora de inicio (HH:MM).";
  if (d.competition.trim() === "") e.competition = "Indica la competición.";
  else if (d.competition.trim().length > 60) e.competition = "Máximo 60 caracteres.";
  if (d.venue.trim().length > TEXT_LIMITS.name) e.venue = maxCharsMessage(TEXT_LIMITS.name);
  if (d.meetTime !== "" && !HHMM.test(d.meetTime))
    e.meetTime = "Indica la hora de la citación (HH:MM) o déjala vacía.";
  if (d.meetPlace.trim().length > TEXT_LIMITS.name) e.meetPlace = maxCharsMessage(TEXT_LIMITS.name);
  if (d.playerNotes.trim().length > PLAYER_NOTES_MAX)
    e.playerNotes = maxCharsMessage(PLAYER_NOTES_MAX);
  const by = DATE_TIME.exec(d.answerBy);
  if (d.answerBy !== "" && (!by || !validDate(by[1]!)))
    e.answerBy = "Indica el día y la hora límite para responder, o déjalo vacío.";
  else if (by && validDate(d.date) && HHMM.test(d.time) && d.answerBy > `${d.date}T${d.time}`)
    e.answerBy = "La fecha límite para responder debe ser anterior al partido.";
  return e;
}

/**
 * The stored fixture for a valid draft: a new one, or `base` with the draft's fields. Undefined
 * when the draft's rival is not in the list (the link is the rival's id, found there).
 */
export function fixtureFromDraft(
  d: FixtureDraft,
  rivals: readonly { id: RivalId; name: string }[],
  base: Pick<Fixture, "id"> & Partial<Fixture>,
): Fixture | undefined {
  const rival = rivals.find((r) => r.id === d.rivalId);
  if (!rival) return undefined;
  const out: Fixture = {
    ...base,
    rivalId: rival.id,
    rival: rival.name,
    date: d.date,
    time: d.time,
    location: d.location,
    competition: d.competition.trim(),
    venue: d.venue.trim(),
  };
  for (const key of PLAYER_FIELDS) {
    const value = d[key].trim();
    if (value === "") delete out[key];
    else out[key] = value;
  }
  return out;
}

export function draftOfFixture(f: Fixture): FixtureDraft {
  return {
    rivalId: f.rivalId,
    date: f.date,
    time: f.time,
    location: f.location,
    competition: f.competition,
    venue: f.venue,
    meetTime: f.meetTime ?? "",
    meetPlace: f.meetPlace ?? "",
    playerNotes: f.playerNotes ?? "",
    answerBy: f.answerBy ?? "",
  };
}

// ---------------------------------------------------------------------------------------------
// Lifecycle: plan, play, rename, delete

const replaceById = (fixtures: readonly Fixture[], next: Fixture) =>
  fixtures.map((f) => (f.id === next.id ? next : f));

/**
 * The fixture `from` under the id `to`, with the plans and matches that name it: the records it
 * ties stay tied (a fixture's id is its link to them, never its rival's name).
 */
export function renameFixture<
  P extends { fixtureId?: FixtureId },
  M extends { fixtureId?: FixtureId },
>(
  lists: { fixtures: readonly Fixture[]; matchPlans: readonly P[]; matches: readonly M[] },
  from: FixtureId,
  to: FixtureId,
): { fixtures: Fixture[]; matchPlans: P[]; matches: M[] } {
  const relink = <T extends { fixtureId?: FixtureId }>(r: T): T =>
    r.fixtureId === from ? { ...r, fixtureId: to } : r;
  return {
    fixtures: lists.fixtures.map((f) => (f.id === from ? { ...f, id: to } : f)),
    matchPlans: lists.matchPlans.map(relink),
    matches: lists.matches.map(relink),
  };
}

/** The fixture with its plan. */
export function withPlan(fixtures: readonly Fixture[], fixtureId: FixtureId, planId: PlanId) {
  const f = fixtures.find((x) => x.id === fixtureId);
  return f ? replaceById(fixtures, { ...f, planId }) : [...fixtures];
}

/** The fixture played: it points at its saved match from now on. */
export function markPlayed(
  fixtures: readonly Fixture[],
  fixtureId: FixtureId,
  matchId: MatchId,
): Fixture[] {
  const f = fixtures.find((x) => x.id === fixtureId);
  return f ? replaceById(fixtures, { ...f, matchId }) : [...fixtures];
}

/** A deleted match gives its fixture back to the calendar as unplayed. */
export function unmarkPlayed(fixtures: readonly Fixture[], matchId: MatchId): Fixture[] {
  return fixtures.map((f) => {
    if (f.matchId !== matchId) return f;
    const { matchId: _gone, ...rest } = f;
    return rest;
  });
}

/** A rival's new name on its fixtures (by id; a fixture without one is matched by name). */
export function renameRivalInFixtures(r: Rename<RivalId>, fixtures: readonly Fixture[]): Fixture[] {
  let changed = false;
  const out = fixtures.map((f) => {
    const linked = f.rivalId ? f.rivalId === r.id : f.rival === r.from;
    if (!linked || f.rival === r.to) return f;
    changed = true;
    return { ...f, rival: r.to, rivalId: r.id };
  });
  return changed ? out : (fixtures as Fixture[]);
}

/** The plan made for a fixture, if it still exists. */
export function planOf(f: Fixture, plans: readonly MatchPlan[]): MatchPlan | undefined {
  return (
    (f.planId ? plans.find((p) => p.id === f.planId) : undefined) ??
    plans.find((p) => p.fixtureId === f.id)
  );
}

// ---------------------------------------------------------------------------------------------
// The call-up

/** The stored squad in order, leaving out players that no longer exist. */
export function squadOf(f: Fixture, players: readonly Player[]): Player[] {
  const byId = new Map(players.map((p) => [p.id, p]));
  return (f.squadIds ?? []).flatMap((id) => {
    const p = byId.get(id);
    return p ? [p] : [];
  });
}

const ORDER = { Goalkeeper: 0, Defender: 1, Midfielder: 2, Forward: 3 } as const;

/** A squad sorted as a call-up is read: goalkeepers, defenders, midfielders, forwards; by number. */
export function squadByLine(squad: readonly Player[]): Player[] {
  return [...squad].sort(
    (a, b) =>
      (ORDER[a.position] ?? 4) - (ORDER[b.position] ?? 4) ||
      a.number - b.number ||
      a.name.localeCompare(b.name, "es"),
  );
}

const WEEKDAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];

/**
 * 'sábado, 28 de noviembre' for a 'YYYY-MM-DD' (calendar day, no time zone shift): what
 * Intl's Spanish long date says, from two tables, since building that formatter was a tenth of
 * opening the call-up on a slow phone.
 */
export function longDate(date: string): string {
  const m = ISO.exec(date);
  if (!m) return date;
  const day = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12);
  return `${WEEKDAYS[day.getDay()]}, ${day.getDate()} de ${MONTHS_ES[day.getMonth()]}`;
}

/** The fixture's heading: 'Mi Equipo – CD Los Pinos' (home) or 'CD Los Pinos – Mi Equipo'. */
export function fixtureTitle(f: Pick<Fixture, "rival" | "location">, teamName: string): string {
  return f.location === "home" ? `${teamName} – ${f.rival}` : `${f.rival} – ${teamName}`;
}

/**
 * The call-up as text for a messaging app (WhatsApp and the like: *bold*, one line each). Every
 * value is put on one line first: a name with a line break (typed, restored or synced) would
 * otherwise start a line of its own in the team chat ('*Cambio de hora: 08:00*').
 */
export function squadText(f: Fixture, squad: readonly Player[], teamName: string): string {
  const title = fixtureTitle({ rival: oneLine(f.rival), location: f.location }, oneLine(teamName));
  const venue = oneLine(f.venue);
  const facts = [oneLine(f.competition), oneLine(longDate(f.date)), oneLine(f.time)];
  const meet = meetingText(f);
  const notes = oneLine(f.playerNotes ?? "");
  const lines = [
    `*Convocatoria · ${title}*`,
    `${facts.join(" · ")}${venue ? ` · ${venue}` : ""}`,
    ...(meet ? [meet] : []),
    ...(notes ? [notes] : []),
    "",
    ...squadByLine(squad).map((p) => `${oneLine(p.number)} ${oneLine(p.name)}`),
    "",
    calledUpCount(squad.length),
  ];
  return lines.join("\n");
}

/**
 * 'Citación: 17:45 · Puerta 3' ('' when the fixture gives neither): the one wording of the
 * meeting for the call-up's text and the player's phone.
 */
export function meetingText(f: { meetTime?: string; meetPlace?: string }): string {
  const parts = [oneLine(f.meetTime ?? ""), oneLine(f.meetPlace ?? "")].filter(Boolean);
  return parts.length > 0 ? `Citación: ${parts.join(" · ")}` : "";
}

/** '18 convocados', '1 convocado'. */
export const calledUpCount = (n: number) => `${n} ${n === 1 ? "convocado" : "convocados"}`;

/** Keeps a toggled player in or out of the squad, never over `max`. */
export function toggleSquad(ids: readonly PlayerId[], id: PlayerId, max = 60): PlayerId[] {
  if (ids.includes(id)) return ids.filter((x) => x !== id);
  return ids.length >= max ? [...ids] : [...ids, id];
}

// ---------------------------------------------------------------------------------------------
// Calendar export

export type CalendarEvent = {
  id: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  /** A called-off game or a suspended session: kept in the file, marked STATUS:CANCELLED. */
  cancelled?: boolean;
};

/** The records the calendar file holds, each named in its events' UIDs. */
export type IcsRecord = "partido" | "entrenamiento" | "serie";

/**
 * An event's UID: `<type>-<id>@banquillo`, or `<type>-<id>@<day>@banquillo` for a series'
 * occurrence, the id and the day as tokens (`safeToken`: no `@`, no line break). The type ends at
 * the first `-` and the id at the first `@`, so two records (a fixture `training-s1` and a session
 * `s1`, a one-off session `se1-<day>` and the series `se1` that day) never share one: a calendar
 * app keeps one event per UID.
 */
export function icsUid(type: IcsRecord, id: string, day?: string): string {
  return `${type}-${safeToken(id)}${day === undefined ? "" : `@${safeToken(day)}`}@banquillo`;
}

/** A called-off game, when a fixture from elsewhere says so (read only when there, and true). */
type FixtureExtras = { cancelled?: unknown };

/**
 * One event per fixture with a usable date: 2 hours from kick-off, in the browser's zone. Ids
 * and texts may come from a restored backup or a synced document: the UID is the id as a token
 * without separators and every text is on one line, so no value can start a line of the file
 * (an event of its own, 'Partido CANCELADO'). The meeting time and place, and a called-off
 * game, when the fixture has them.
 */
export function calendarEvents(
  fixtures: readonly (Fixture & FixtureExtras)[],
  teamName: string,
): CalendarEvent[] {
  return [...fixtures].sort(byKickoff).flatMap((f) => {
    const start = kickoffOf(f);
    if (!start) return [];
    const competition = oneLine(f.competition);
    const title = fixtureTitle(
      { rival: oneLine(f.rival), location: f.location },
      oneLine(teamName),
    );
    return [
      {
        id: icsUid("partido", f.id),
        start,
        end: new Date(start.getTime() + FIXTURE_DURATION_MINUTES * 60_000),
        summary: `${title} (${competition})`,
        location: oneLine(f.venue),
        description: [competition, locationLabel[f.location], meetingText(f)]
          .filter(Boolean)
          .join(" · "),
        ...(f.cancelled === true ? { cancelled: true } : {}),
      },
    ];
  });
}

/** 'banquillo-calendario-2026-11-24.ics' */
export const calendarFileName = (today: string) => `banquillo-calendario-${today}.ics`;
