// The add-match form's rules (spec 5 plus the issue's): what is required, which players may
// hold which place, and how the form's values become a stored Match (spec 3). Players are
// chosen by id in the form, so two players with the same name never get confused while editing;
// the stored match keeps names, as the spec's shape does.
import { isIsoDate } from "../calendar/dates";
import { slotsOf } from "../squad/formation-roles";
import { participants, redsOf, stintsOf, timelineOf, wasOnPitchAt } from "./timeline";
import type {
  Fixture,
  Formation,
  Match,
  MatchLocation,
  MatchPlan,
  Player,
  Rival,
} from "../records/types";

export const MAX_MINUTE = 120;

export type LineupEntry = { key: string; player: string };
export type ScorerRow = { player: string; minute: string };
export type AssistRow = { player: string };
/** `minute` is optional for a card: '' when not known. */
export type CardRow = { player: string; type: "yellow" | "red"; minute: string };
export type SubRow = { playerOut: string; playerIn: string; minute: string };

/** What the form holds: inputs as text, players as ids. */
export type MatchFormValues = {
  rival: string;
  date: string;
  formation: string;
  location: MatchLocation | "";
  /** 'Liga', 'Copa', 'Amistoso' or OTHER_COMPETITION (then `competitionOther` holds the text). */
  competition: string;
  competitionOther: string;
  goalsFor: string;
  goalsAgainst: string;
  shotsFor: string;
  shotsAgainst: string;
  lineup: LineupEntry[];
  scorers: ScorerRow[];
  assists: AssistRow[];
  cards: CardRow[];
  subs: SubRow[];
};

export const COMPETITIONS = ["Liga", "Copa", "Amistoso"] as const;
export const DEFAULT_COMPETITION = "Liga";
/** The select's value for a competition the coach types. */
export const OTHER_COMPETITION = "otra";
export const MAX_COMPETITION_LENGTH = 60;

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

export function emptyMatchForm(date = ""): MatchFormValues {
  return {
    rival: "",
    date,
    formation: "",
    location: "",
    competition: DEFAULT_COMPETITION,
    competitionOther: "",
    goalsFor: "",
    goalsAgainst: "",
    shotsFor: "",
    shotsAgainst: "",
    lineup: [],
    scorers: [],
    assists: [],
    cards: [],
    subs: [],
  };
}

/** One empty lineup entry per position of the formation (spec 4: choosing resets the roles). */
export function lineupFor(formation: Formation | undefined): LineupEntry[] {
  if (!formation) return [];
  return slotsOf(formation).map((slot) => ({ key: slot.key, player: "" }));
}

/** A whole number ≥ 0 typed as text; undefined for anything else. */
export function parseCount(text: string): number | undefined {
  const t = String(text ?? "").trim();
  return /^\d+$/.test(t) ? Number(t) : undefined;
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
 * current squad: a player deleted while the form was open is refused.
 */
export function matchFormIssues(
  values: MatchFormValues,
  playerIds: ReadonlySet<string>,
): FormIssue[] {
  const issues: FormIssue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });

  if (!values.rival) add(["rival"], MESSAGES.rival);
  if (!values.date) add(["date"], MESSAGES.date);
  else if (!isIsoDate(values.date)) add(["date"], MESSAGES.dateInvalid);
  if (!values.formation) add(["formation"], MESSAGES.formation);
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
  // given (from ≤ minute ≤ to: timeline.ts's convention).
  const tookPart = participants(stints);
  const checkEvent = (
    kind: "scorers" | "assists" | "cards",
    i: number,
    id: string,
    minute?: string,
  ) => {
    if (!checkPlayer([kind, i, "player"], id)) return;
    if (!tookPart.has(id)) return add([kind, i, "player"], MESSAGES.notParticipant);
    const m = minute === undefined ? undefined : parseCount(minute);
    if (m !== undefined && m <= MAX_MINUTE && !wasOnPitchAt(stints, id, m)) {
      const off = sentOff.get(id);
      add(
        [kind, i, "player"],
        off !== undefined && off < m ? sentOffMessage(off) : notOnPitchAtMessage(m),
      );
    }
  };
  values.scorers.forEach((row, i) => {
    const m = minuteIssue(row.minute);
    if (m) add(["scorers", i, "minute"], m);
    checkEvent("scorers", i, row.player, row.minute);
  });
  values.assists.forEach((row, i) => checkEvent("assists", i, row.player));
  values.cards.forEach((row, i) => {
    if (String(row.minute ?? "").trim() !== "") {
      const m = minuteIssue(row.minute);
      if (m) add(["cards", i, "minute"], m);
    }
    checkEvent("cards", i, row.player, row.minute);
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

/** The competition as stored: the chosen one, or the coach's own text. */
export function competitionOf(values: Pick<MatchFormValues, "competition" | "competitionOther">) {
  if (values.competition === OTHER_COMPETITION) return values.competitionOther.trim();
  return values.competition || DEFAULT_COMPETITION;
}

/** Non-blocking: the scorers listed do not add up to our goals. */
export function scorersWarning(values: Pick<MatchFormValues, "goalsFor" | "scorers">) {
  const goals = parseCount(values.goalsFor);
  if (goals === undefined) return undefined;
  const listed = values.scorers.length;
  if (listed === goals) return undefined;
  const goles = (n: number) => `${n} ${n === 1 ? "gol" : "goles"}`;
  return `Hay ${listed} ${listed === 1 ? "goleador" : "goleadores"} para ${goles(goals)} a favor. Puedes guardar igualmente.`;
}

/** Positions of the lineup still without a player (a notice, not an error: spec 5). */
export function emptyPositions(values: Pick<MatchFormValues, "lineup">): number {
  return values.lineup.filter((e) => !e.player).length;
}

/** What buildMatch looks ids up in: the squad, and the rivals and formations by name. */
export type MatchLists = {
  players: readonly Player[];
  rivals?: readonly Rival[];
  formations?: readonly Formation[];
};

/**
 * The stored match (spec 3) from valid form values. Names go where the spec puts them and the
 * ids beside them; rival and formation are stored by name in both of their
 * fields, as the original product did, with `rivalId` / `formationId` from the first record of
 * that name.
 */
export function buildMatch(values: MatchFormValues, lists: MatchLists, id: string): Match {
  const { players } = lists;
  const nameOf = new Map(players.map((p) => [p.id, p.name]));
  const name = (playerId: string) => nameOf.get(playerId) ?? "";
  const formationPlayers: Record<string, string> = {};
  const formationPlayerIds: Record<string, string> = {};
  for (const entry of values.lineup) {
    if (entry.player && nameOf.has(entry.player)) {
      formationPlayers[entry.key] = name(entry.player);
      formationPlayerIds[entry.key] = entry.player;
    }
  }
  const rivalId = lists.rivals?.find((r) => r.name === values.rival)?.id;
  const formationId = lists.formations?.find((f) => f.name === values.formation)?.id;
  const match: Match = {
    id,
    date: values.date,
    rival: values.rival,
    opponent: values.rival,
    location: values.location === "away" ? "away" : "home",
    score: { home: parseCount(values.goalsFor) ?? 0, away: parseCount(values.goalsAgainst) ?? 0 },
    scorers: values.scorers.map((s) => ({
      player: name(s.player),
      minute: parseCount(s.minute) ?? 0,
      playerId: s.player,
    })),
    assists: values.assists.map((a) => name(a.player)),
    formation: values.formation,
    formationUsed: values.formation,
    formationPlayers,
    cards: values.cards.map((c) => {
      const minute = parseCount(c.minute ?? "");
      return {
        player: name(c.player),
        type: c.type,
        playerId: c.player,
        ...(minute === undefined ? {} : { minute }),
      };
    }),
    subs: values.subs.map((s) => ({
      playerOut: name(s.playerOut),
      playerIn: name(s.playerIn),
      minute: parseCount(s.minute) ?? 0,
      playerOutId: s.playerOut,
      playerInId: s.playerIn,
    })),
    shotsFor: parseCount(values.shotsFor) ?? 0,
    shotsAgainst: parseCount(values.shotsAgainst) ?? 0,
    formationPlayerIds,
    assistIds: values.assists.map((a) => a.player),
    competition: competitionOf(values),
  };
  if (rivalId) match.rivalId = rivalId;
  if (formationId) match.formationId = formationId;
  return match;
}

/**
 * The inverse of buildMatch: the form filled in with a stored match, to
 * edit it. Links are followed by id first (so a renamed player, rival or formation is found),
 * then by name (data without ids). A name that matches nobody in the squad is left empty, so
 * the coach sees the gap instead of a silent wrong pick. Unknown values never throw.
 */
export function matchToFormValues(match: Match, lists: Required<MatchLists>): MatchFormValues {
  const ids = new Set(lists.players.map((p) => p.id));
  const byName = new Map<string, string>();
  for (const p of lists.players) if (!byName.has(p.name)) byName.set(p.name, p.id);
  const pid = (id: unknown, name: unknown) =>
    typeof id === "string" && ids.has(id)
      ? id
      : typeof name === "string"
        ? (byName.get(name) ?? "")
        : "";
  const text = (n: unknown) => (typeof n === "number" && Number.isFinite(n) ? String(n) : "");

  const rival =
    lists.rivals.find((r) => match.rivalId && r.id === match.rivalId)?.name ??
    (typeof match.rival === "string" ? match.rival : "");
  const formation =
    lists.formations.find((f) => match.formationId && f.id === match.formationId) ??
    lists.formations.find((f) => f.name === match.formation);
  const lineup = lineupFor(formation).map((e) => ({
    key: e.key,
    player: pid(match.formationPlayerIds?.[e.key], match.formationPlayers?.[e.key]),
  }));
  const competition = typeof match.competition === "string" ? match.competition : "";
  const known = (COMPETITIONS as readonly string[]).includes(competition);
  const list = <T>(x: unknown): T[] => (Array.isArray(x) ? (x as T[]) : []);

  return {
    rival,
    date: typeof match.date === "string" ? match.date : "",
    formation: formation?.name ?? (typeof match.formation === "string" ? match.formation : ""),
    location: match.location === "away" ? "away" : match.location === "home" ? "home" : "",
    competition: competition === "" ? DEFAULT_COMPETITION : known ? competition : OTHER_COMPETITION,
    competitionOther: competition !== "" && !known ? competition : "",
    goalsFor: text(match.score?.home),
    goalsAgainst: text(match.score?.away),
    shotsFor: text(match.shotsFor),
    shotsAgainst: text(match.shotsAgainst),
    lineup,
    scorers: list<Match["scorers"][number]>(match.scorers).map((s) => ({
      player: pid(s?.playerId, s?.player),
      minute: text(s?.minute),
    })),
    assists: list<string>(match.assists).map((name, i) => ({
      player: pid(match.assistIds?.[i], name),
    })),
    cards: list<Match["cards"][number]>(match.cards).map((c) => ({
      player: pid(c?.playerId, c?.player),
      type: c?.type === "red" ? "red" : "yellow",
      minute: text(c?.minute),
    })),
    subs: list<Match["subs"][number]>(match.subs).map((s) => ({
      playerOut: pid(s?.playerOutId, s?.playerOut),
      playerIn: pid(s?.playerInId, s?.playerIn),
      minute: text(s?.minute),
    })),
  };
}

/**
 * The form filled from a calendar fixture and its plan: rival, date, home/away and
 * competition from the fixture; formation and starting XI from the plan. Score, shots and events
 * are left for the coach.
 */
export function fixtureToFormValues(
  fixture: Fixture,
  plan: MatchPlan | undefined,
  lists: Required<MatchLists>,
): MatchFormValues {
  const values = matchToFormValues(
    {
      id: fixture.id,
      date: fixture.date,
      rival: fixture.rival,
      rivalId: fixture.rivalId,
      opponent: fixture.rival,
      location: fixture.location,
      competition: fixture.competition,
      formation: plan?.formation ?? "",
      ...(plan?.formationId ? { formationId: plan.formationId } : {}),
      formationUsed: "",
      formationPlayers: plan?.lineup ?? {},
      ...(plan?.lineupIds ? { formationPlayerIds: plan.lineupIds } : {}),
      scorers: [],
      assists: [],
      cards: [],
      subs: [],
    } as unknown as Match,
    lists,
  );
  return { ...values, goalsFor: "", goalsAgainst: "", shotsFor: "", shotsAgainst: "" };
}
