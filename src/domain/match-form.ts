// The add-match form's rules (spec 5 plus the issue's): what is required, which players may
// hold which place, and how the form's values become a stored Match (spec 3). Players are
// chosen by id in the form, so two players with the same name never get confused while editing;
// the stored match keeps names, as the spec's shape does.
import { isIsoDate } from "./dates";
import { slotsOf } from "./formation-roles";
import type { Formation, Match, MatchLocation, Player } from "./types";

export const MAX_MINUTE = 120;

export type LineupEntry = { key: string; player: string };
export type ScorerRow = { player: string; minute: string };
export type AssistRow = { player: string };
export type CardRow = { player: string; type: "yellow" | "red" };
export type SubRow = { playerOut: string; playerIn: string; minute: string };

/** What the form holds: inputs as text, players as ids. */
export type MatchFormValues = {
  rival: string;
  date: string;
  formation: string;
  location: MatchLocation | "";
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
} as const;

export function emptyMatchForm(date = ""): MatchFormValues {
  return {
    rival: "",
    date,
    formation: "",
    location: "",
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

  values.scorers.forEach((row, i) => {
    checkPlayer(["scorers", i, "player"], row.player);
    const m = minuteIssue(row.minute);
    if (m) add(["scorers", i, "minute"], m);
  });
  values.assists.forEach((row, i) => checkPlayer(["assists", i, "player"], row.player));
  values.cards.forEach((row, i) => checkPlayer(["cards", i, "player"], row.player));

  // Replay the changes in time order: who is on the pitch, who has already been used.
  const onPitch = new Set(starters);
  const used = new Set(starters);
  for (const i of subsInOrder(values.subs)) {
    const row = values.subs[i]!;
    const m = minuteIssue(row.minute);
    if (m) add(["subs", i, "minute"], m);
    const outOk = checkPlayer(["subs", i, "playerOut"], row.playerOut);
    const inOk = checkPlayer(["subs", i, "playerIn"], row.playerIn);
    if (outOk && !onPitch.has(row.playerOut)) add(["subs", i, "playerOut"], MESSAGES.notOnPitch);
    if (inOk && (used.has(row.playerIn) || row.playerIn === row.playerOut)) {
      add(["subs", i, "playerIn"], MESSAGES.notOnBench);
    }
    if (outOk && onPitch.has(row.playerOut)) onPitch.delete(row.playerOut);
    if (inOk && !used.has(row.playerIn)) {
      onPitch.add(row.playerIn);
      used.add(row.playerIn);
    }
  }
  return issues;
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

/**
 * The stored match (spec 3) from valid form values. Ids become names; rival and formation
 * are stored by name in both of their fields, as the original product did.
 */
export function buildMatch(values: MatchFormValues, players: readonly Player[], id: string): Match {
  const nameOf = new Map(players.map((p) => [p.id, p.name]));
  const name = (playerId: string) => nameOf.get(playerId) ?? "";
  const formationPlayers: Record<string, string> = {};
  for (const entry of values.lineup) {
    if (entry.player && nameOf.has(entry.player)) formationPlayers[entry.key] = name(entry.player);
  }
  return {
    id,
    date: values.date,
    rival: values.rival,
    opponent: values.rival,
    location: values.location === "away" ? "away" : "home",
    score: { home: parseCount(values.goalsFor) ?? 0, away: parseCount(values.goalsAgainst) ?? 0 },
    scorers: values.scorers.map((s) => ({
      player: name(s.player),
      minute: parseCount(s.minute) ?? 0,
    })),
    assists: values.assists.map((a) => name(a.player)),
    formation: values.formation,
    formationUsed: values.formation,
    formationPlayers,
    cards: values.cards.map((c) => ({ player: name(c.player), type: c.type })),
    subs: values.subs.map((s) => ({
      playerOut: name(s.playerOut),
      playerIn: name(s.playerIn),
      minute: parseCount(s.minute) ?? 0,
    })),
    shotsFor: parseCount(values.shotsFor) ?? 0,
    shotsAgainst: parseCount(values.shotsAgainst) ?? 0,
  };
}
