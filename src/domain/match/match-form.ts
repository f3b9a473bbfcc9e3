// The add-match form's rules (spec 5 plus the issue's): what is required and which players may
// hold which place, each problem with its Spanish message and the path of its field. The form's
// values live in match-form-values.ts, their conversion to and from a stored Match in
// match-form-convert.ts (both re-exported here).
import { isIsoDate } from "../base/dates";
import { participants, redsOf, stintsOf, timelineOf, wasOnPitchAt } from "../timeline/timeline";
import {
  MAX_COMPETITION_LENGTH,
  MAX_MINUTE,
  OTHER_COMPETITION,
  parseCount,
} from "./match-form-values";
import type { CardRow, MatchFormValues, SubRow } from "./match-form-values";

export * from "./match-form-values";
export * from "./match-form-convert";

export type FormIssue = { path: (string | number)[]; message: string };

export const MESSAGES = {
  rival: "Selecciona el rival.",
  date: "Indica la fecha del partido.",
  dateInvalid: "La fecha no es válida.",
  formation: "Selecciona la formación.",
  location: "Indica si jugasteis de local o de visitante.",
  goalsRequired: "Indica los goles.",
  wholeNumber: "Debe ser un número entero igual o mayor que 0.",
  minuteRequired: "Indica el minuto.",
  minuteRange: `El minuto va de 0 a ${MAX_MINUTE}.`,
  player: "Elige un jugador.",
  unknownPlayer: "Ese jugador ya no está en la plantilla.",
  twoRoles: "Este jugador ya ocupa otra posición.",
  notOnPitch: "El jugador que sale debe estar en el campo.",
  notOnBench: "El jugador que entra debe estar en el banquillo.",
  notParticipant: "Este jugador no jugó el partido: elige un titular o un suplente que entró.",
  sameAssist: "El asistente no puede ser el goleador.",
  rivalMinutes: "Indica el minuto de cada gol del rival, o de ninguno.",
  competition: "Escribe el nombre de la competición.",
  competitionLength: `La competición admite como mucho ${MAX_COMPETITION_LENGTH} caracteres.`,
} as const;

/** A player who took part but was not on the pitch at the minute given. */
export function notOnPitchAtMessage(minute: number): string {
  return `Este jugador no estaba en el campo en el minuto ${minute}.`;
}

/** A player named after his red card (or second yellow). */
export function sentOffMessage(minute: number): string {
  return `Este jugador fue expulsado en el minuto ${minute}.`;
}

function minuteIssue(text: string): string | undefined {
  if (String(text ?? "").trim() === "") return MESSAGES.minuteRequired;
  const n = parseCount(text);
  return n === undefined || n > MAX_MINUTE ? MESSAGES.minuteRange : undefined;
}

/** Substitution rows in the order they happened: by minute, then as listed. */
function subsInOrder(subs: readonly SubRow[]): number[] {
  return subs
    .map((_, i) => i)
    .sort(
      (a, b) => (parseCount(subs[a]!.minute) ?? 0) - (parseCount(subs[b]!.minute) ?? 0) || a - b,
    );
}

/**
 * Every blocking problem of the form, each with the path of its field. `playerIds` is the
 * current squad: a player deleted while the form was open is refused; so are a rival or a
 * formation no longer stored, when `known` lists them.
 */
export function matchFormIssues(
  values: MatchFormValues,
  playerIds: ReadonlySet<string>,
  known?: { rivalIds: ReadonlySet<string>; formationIds: ReadonlySet<string> },
): FormIssue[] {
  const issues: FormIssue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });

  if (!values.rivalId || (known && !known.rivalIds.has(values.rivalId)))
    add(["rivalId"], MESSAGES.rival);
  if (!values.date) add(["date"], MESSAGES.date);
  else if (!isIsoDate(values.date)) add(["date"], MESSAGES.dateInvalid);
  if (!values.formationId || (known && !known.formationIds.has(values.formationId)))
    add(["formationId"], MESSAGES.formation);
  if (values.location !== "home" && values.location !== "away") {
    add(["location"], MESSAGES.location);
  }
  for (const field of ["goalsFor", "goalsAgainst"] as const) {
    if (String(values[field] ?? "").trim() === "") add([field], MESSAGES.goalsRequired);
    else if (parseCount(values[field]) === undefined) add([field], MESSAGES.wholeNumber);
  }
  for (const field of ["shotsFor", "shotsAgainst"] as const) {
    const t = String(values[field] ?? "").trim();
    if (t !== "" && parseCount(t) === undefined) add([field], MESSAGES.wholeNumber);
  }
  if (values.competition === OTHER_COMPETITION) {
    const t = String(values.competitionOther ?? "").trim();
    if (t === "") add(["competitionOther"], MESSAGES.competition);
    else if (t.length > MAX_COMPETITION_LENGTH)
      add(["competitionOther"], MESSAGES.competitionLength);
  }

  const checkPlayer = (path: (string | number)[], id: string) => {
    if (!id) add(path, MESSAGES.player);
    else if (!playerIds.has(id)) add(path, MESSAGES.unknownPlayer);
    else return true;
    return false;
  };

  // A player holds one role at most: later positions holding the same player are marked.
  const starters = new Set<string>();
  values.lineup.forEach((entry, i) => {
    if (!entry.player) return;
    if (!playerIds.has(entry.player)) add(["lineup", i, "player"], MESSAGES.unknownPlayer);
    else if (starters.has(entry.player)) add(["lineup", i, "player"], MESSAGES.twoRoles);
    starters.add(entry.player);
  });

  // The one timeline (timeline.ts) answers who is on the pitch at each minute, red cards (and
  // second yellows) included: a player sent off is neither substituted nor involved afterwards.
  const timeline = timelineOf({
    starters: [...starters],
    subs: timelineSubs(values.subs),
    reds: redsOf(timelineCards(values.cards)),
  });
  const { stints, sentOff } = timeline;
  // A substitute comes on once: the form refuses bringing back a player already used.
  const used = new Set(starters);
  for (const i of subsInOrder(values.subs)) {
    const row = values.subs[i]!;
    const m = minuteIssue(row.minute);
    if (m) add(["subs", i, "minute"], m);
    const outOk = checkPlayer(["subs", i, "playerOut"], row.playerOut);
    const inOk = checkPlayer(["subs", i, "playerIn"], row.playerIn);
    const minute = parseCount(row.minute) ?? 0;
    const refused = timeline.refused.get(i);
    if (outOk && refused === "out") {
      const off = sentOff.get(row.playerOut);
      add(
        ["subs", i, "playerOut"],
        off !== undefined && off <= minute ? sentOffMessage(off) : MESSAGES.notOnPitch,
      );
    }
    if (inOk && (used.has(row.playerIn) || row.playerIn === row.playerOut || refused === "in")) {
      const off = sentOff.get(row.playerIn);
      add(
        ["subs", i, "playerIn"],
        off !== undefined && off <= minute ? sentOffMessage(off) : MESSAGES.notOnBench,
      );
    }
    if (inOk) used.add(row.playerIn);
  }

  // Goals, assists and cards only for players who took part, and on the pitch at the minute
  // given (from ≤ minute ≤ to: timeline.ts's convention). An assist takes its goal's minute.
  const tookPart = participants(stints);
  const checkEvent = (path: (string | number)[], id: string, minute?: string) => {
    if (!checkPlayer(path, id)) return;
    if (!tookPart.has(id)) return add(path, MESSAGES.notParticipant);
    const m = minute === undefined ? undefined : parseCount(minute);
    if (m !== undefined && m <= MAX_MINUTE && !wasOnPitchAt(stints, id, m)) {
      const off = sentOff.get(id);
      add(path, off !== undefined && off < m ? sentOffMessage(off) : notOnPitchAtMessage(m));
    }
  };
  values.scorers.forEach((row, i) => {
    // A goal row left blank is a goal without a named scorer (rows open one per goal).
    if (blankScorerRow(row)) return;
    const m = minuteIssue(row.minute);
    if (m) add(["scorers", i, "minute"], m);
    checkEvent(["scorers", i, "player"], row.player, row.minute);
    if (!row.assist) return;
    if (row.assist === row.player) add(["scorers", i, "assist"], MESSAGES.sameAssist);
    else checkEvent(["scorers", i, "assist"], row.assist, row.minute);
  });
  values.assists.forEach((row, i) => checkEvent(["assists", i, "player"], row.player));
  values.cards.forEach((row, i) => {
    if (String(row.minute ?? "").trim() !== "") {
      const m = minuteIssue(row.minute);
      if (m) add(["cards", i, "minute"], m);
    }
    checkEvent(["cards", i, "player"], row.player, row.minute);
  });
  // The rival's minutes are optional, but all or none: a list with gaps would be read as known.
  const rivalRows = values.rivalGoals;
  const timed = rivalRows.filter((r) => String(r.minute ?? "").trim() !== "").length;
  rivalRows.forEach((row, i) => {
    if (timed === 0) return;
    const m = minuteIssue(row.minute);
    if (m)
      add(["rivalGoals", i, "minute"], m === MESSAGES.minuteRequired ? MESSAGES.rivalMinutes : m);
  });
  return issues;
}

/** The form's card rows as the timeline reads them (a card without a minute sends nobody off). */
function timelineCards(cards: readonly CardRow[]) {
  return cards.map((c) => ({ player: c.player, type: c.type, minute: parseCount(c.minute) }));
}

/** The form's substitution rows as the timeline reads them (rows without a minute count as 0). */
function timelineSubs(subs: readonly SubRow[]) {
  return subs.map((s) => ({ out: s.playerOut, in: s.playerIn, minute: parseCount(s.minute) ?? 0 }));
}

/**
 * The players a goal, assist or card may name: the starters and the substitutes who came on,
 * as the timeline says. Ids, in lineup order then order of entry.
 */
export function eventPlayerIds(values: Pick<MatchFormValues, "lineup" | "subs">): Set<string> {
  const starters = values.lineup.map((e) => e.player).filter(Boolean);
  return participants(stintsOf({ starters, subs: timelineSubs(values.subs) }));
}

/** A goal row with neither scorer nor minute: not saved, not checked (a goal left unnamed). */
export function blankScorerRow(row: { player: string; minute: string; assist?: string }) {
  return !row.player && !row.assist && String(row.minute ?? "").trim() === "";
}

/** Non-blocking: the scorers listed do not add up to our goals. */
export function scorersWarning(values: Pick<MatchFormValues, "goalsFor" | "scorers">) {
  const goals = parseCount(values.goalsFor);
  if (goals === undefined) return undefined;
  const listed = values.scorers.filter((r) => !blankScorerRow(r)).length;
  if (listed === goals) return undefined;
  const goles = (n: number) => `${n} ${n === 1 ? "gol" : "goles"}`;
  return `Hay ${listed} ${listed === 1 ? "goleador" : "goleadores"} para ${goles(goals)} a favor. Puedes guardar igualmente.`;
}

/** Positions of the lineup still without a player (a notice, not an error: spec 5). */
export function emptyPositions(values: Pick<MatchFormValues, "lineup">): number {
  return values.lineup.filter((e) => !e.player).length;
}
