// Two quick ways to fill a starting XI, for planning and the match form. Both give player ids by
// position ('Posición N') and only ever propose players who are in the squad and can play on the
// day; the coach edits any pick afterwards.
//
// - `lastXI` ('Repetir último once'): the XI of the last match played before the day in the same
//   formation, position by position, by player id. A player no longer in the squad, or who
//   cannot play that day, leaves his position empty (and is listed, so the screen can say why).
// - `suggestedXI` ('Once sugerido'): position by position, with a short Spanish reason each.
//   First pass: the available player who started most often in that very position in the
//   formation's recent matches. Second pass: for the positions left, the available player of the
//   position's line (Portero, Defensa, Centrocampista, Delantero) with the most minutes in the
//   team's recent matches, then the most goals and assists (recent form), then the lower shirt
//   number. Last: anyone available, by the same order, said to be out of his usual place.
import { creditGoalsAndAssists } from "../figures/figure-links";
import { participationIndex } from "../figures/participation";
import { sortNewestFirst } from "../base/dates";
import { matchFormation } from "../match/match-view";
import { formatDate } from "../base/format";
import type { Formation, Match, Player, PlayerPosition } from "../records/types";
import { slotsOf } from "../squad/formation-roles";
import type { SlotGroup } from "../squad/formation-roles";
import { positionLabel } from "../squad/player-labels";

/** How many of the team's latest matches the suggestion looks at. */
export const RECENT_MATCHES = 5;

export type QuickXIInput = {
  formation: Formation;
  formations?: readonly Formation[];
  players: readonly Player[];
  matches: readonly Match[];
  /** The day of the match ('YYYY-MM-DD'): only matches played up to it count. '' = all. */
  date: string;
  /** Players who cannot play that day (injured, suspended, away), by id. */
  unavailable: ReadonlySet<string>;
  /** The match being edited, which is not its own "last match". */
  excludeMatchId?: string | undefined;
};

export type SkippedPick = { key: string; playerId: string; why: "unavailable" | "gone" };

export type LastXI = {
  /** Position → player id; positions left empty are absent. */
  lineup: Record<string, string>;
  /** The match it repeats; undefined when the formation has no earlier match. */
  match: Match | undefined;
  skipped: SkippedPick[];
};

/** The team's matches up to the day, newest first (the one being edited left out). */
function earlierMatches(input: Pick<QuickXIInput, "matches" | "date" | "excludeMatchId">): Match[] {
  const { date, excludeMatchId } = input;
  return sortNewestFirst(
    input.matches.filter((m) => m.id !== excludeMatchId && (!date || !m.date || m.date <= date)),
  );
}

/** Whether a stored match was played in this formation (by id, else by name: matchFormation). */
function inFormation(match: Match, input: QuickXIInput): boolean {
  const list = input.formations?.length ? input.formations : [input.formation];
  return matchFormation(match, list)?.id === input.formation.id;
}

const lineupIds = (m: Match): Record<string, string> => m.formationPlayerIds ?? {};

/**
 * The formation of the team's last match up to `date` that is still in `formations`: planning
 * a fixture starts from it, so 'Repetir último once' is there at once.
 */
export function lastFormation(
  matches: readonly Match[],
  formations: readonly Formation[],
  date: string,
): Formation | undefined {
  for (const m of earlierMatches({ matches, date })) {
    const f = matchFormation(m, formations);
    if (f) return f;
  }
  return undefined;
}

export function lastXI(input: QuickXIInput): LastXI {
  const match = earlierMatches(input).find((m) => inFormation(m, input));
  const lineup: Record<string, string> = {};
  const skipped: SkippedPick[] = [];
  if (!match) return { lineup, match, skipped };
  const squad = new Set<string>(input.players.map((p) => p.id));
  const ids = lineupIds(match);
  const taken = new Set<string>();
  for (const slot of slotsOf(input.formation)) {
    const id = ids[slot.key];
    if (typeof id !== "string" || id === "" || taken.has(id)) continue;
    if (!squad.has(id)) skipped.push({ key: slot.key, playerId: id, why: "gone" });
    else if (input.unavailable.has(id))
      skipped.push({ key: slot.key, playerId: id, why: "unavailable" });
    else {
      lineup[slot.key] = id;
      taken.add(id);
    }
  }
  return { lineup, match, skipped };
}

export type SuggestedPick = { key: string; playerId: string; reason: string };

const GROUP_POSITION: Record<SlotGroup, PlayerPosition> = {
  goalkeeper: "Goalkeeper",
  defenders: "Defender",
  midfielders: "Midfielder",
  forwards: "Forward",
};

type Recent = { minutes: number; contributions: number; goals: number; assists: number };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'a', 'a y b', 'a, b y c'. */
function listText(parts: readonly string[]): string {
  return parts.length <= 1
    ? (parts[0] ?? "")
    : `${parts.slice(0, -1).join(", ")} y ${parts.at(-1)}`;
}

/** '180′ y 2 goles en los últimos 5 partidos'; 'sin minutos en el último partido'. */
function recentText(r: Recent, window: number): string {
  if (window === 0) return "sin partidos previos";
  const last = window === 1 ? "el último partido" : `los últimos ${window} partidos`;
  const parts = [r.minutes > 0 ? `${r.minutes}′` : "sin minutos"];
  if (r.goals > 0) parts.push(plural(r.goals, "gol", "goles"));
  if (r.assists > 0) parts.push(plural(r.assists, "asistencia", "asistencias"));
  return `${listText(parts)} en ${last}`;
}

/**
 * A suggested XI for this formation: one pick per position (the player id, '' when nobody is
 * left) with why, never an unavailable player, never one player twice (see the header).
 */
export function suggestedXI(input: QuickXIInput): SuggestedPick[] {
  const slots = slotsOf(input.formation);
  const recentMatches = earlierMatches(input).slice(0, RECENT_MATCHES);
  const available = input.players.filter((p) => !input.unavailable.has(p.id));
  const indexOf = new Map(input.players.map((p, i) => [p.id, i]));

  // Minutes, goals and assists of each player in the recent matches (the analytics' one rule).
  const recent = new Map<string, Recent>(
    input.players.map((p) => [p.id, { minutes: 0, contributions: 0, goals: 0, assists: 0 }]),
  );
  const index = participationIndex(input.players);
  for (const m of recentMatches) {
    for (const [i, minutes] of index.of(m).minutes) {
      const r = recent.get(input.players[i]!.id);
      if (r) r.minutes += minutes;
    }
    creditGoalsAndAssists(
      m,
      index.keys.link,
      (i) => {
        const r = recent.get(input.players[i]?.id ?? "");
        if (!r) return;
        r.goals += 1;
        r.contributions += 1;
      },
      (i) => {
        const r = recent.get(input.players[i]?.id ?? "");
        if (!r) return;
        r.assists += 1;
        r.contributions += 1;
      },
    );
  }
  const byForm = (a: Player, b: Player) => {
    const ra = recent.get(a.id)!;
    const rb = recent.get(b.id)!;
    return (
      rb.minutes - ra.minutes ||
      rb.contributions - ra.contributions ||
      a.number - b.number ||
      indexOf.get(a.id)! - indexOf.get(b.id)!
    );
  };

  // Starts in each position in the formation's recent matches.
  const formationMatches = earlierMatches(input)
    .filter((m) => inFormation(m, input))
    .slice(0, RECENT_MATCHES);
  const startsAt = new Map<string, Map<string, number>>();
  for (const m of formationMatches) {
    for (const [key, id] of Object.entries(lineupIds(m))) {
      if (typeof id !== "string" || !id) continue;
      const counts = startsAt.get(key) ?? new Map<string, number>();
      counts.set(id, (counts.get(id) ?? 0) + 1);
      startsAt.set(key, counts);
    }
  }

  const picks = new Map<string, SuggestedPick>();
  const taken = new Set<string>();
  const pick = (key: string, player: Player, reason: string) => {
    picks.set(key, { key, playerId: player.id, reason });
    taken.add(player.id);
  };

  // 1. The usual starter of the position. Positions are taken in order of how settled they are
  // (most starts first), so a regular is not taken by a position he rarely plays.
  const usual = slots
    .flatMap((slot) =>
      available
        .map((p) => ({ slot, p, n: startsAt.get(slot.key)?.get(p.id) ?? 0 }))
        .filter((x) => x.n > 0),
    )
    .sort((a, b) => b.n - a.n || byForm(a.p, b.p));
  for (const { slot, p, n } of usual) {
    if (picks.has(slot.key) || taken.has(p.id)) continue;
    const of = formationMatches.length;
    pick(
      slot.key,
      p,
      n === of
        ? `Titular en esta posición ${of === 1 ? "en el último partido" : `en los últimos ${of} partidos`}`
        : `Titular en esta posición en ${n} de los últimos ${of} partidos`,
    );
  }

  // 2. The line's player in the best recent form; 3. anyone left.
  for (const slot of slots) {
    if (picks.has(slot.key)) continue;
    const wanted = GROUP_POSITION[slot.group];
    const free = available.filter((p) => !taken.has(p.id)).sort(byForm);
    const sameLine = free.find((p) => p.position === wanted);
    const window = recentMatches.length;
    if (sameLine) {
      pick(
        slot.key,
        sameLine,
        `${positionLabel[wanted]} · ${recentText(recent.get(sameLine.id)!, window)}`,
      );
    } else if (free[0]) {
      const p = free[0];
      pick(
        slot.key,
        p,
        `No queda ningún ${positionLabel[wanted].toLowerCase()} disponible: ${positionLabel[p.position] ?? "jugador"}, ${recentText(recent.get(p.id)!, window)}`,
      );
    } else {
      picks.set(slot.key, {
        key: slot.key,
        playerId: "",
        reason: "No quedan jugadores disponibles",
      });
    }
  }
  return slots.map((s) => picks.get(s.key)!);
}

/**
 * What 'Repetir último once' says it did: 'Once del 08/03/2024 ante Leones.', and which
 * positions stay empty and why ('Queda vacía 1 posición: Dario (no disponible).').
 */
export function lastXINote(
  result: LastXI,
  players: readonly Pick<Player, "id" | "name">[],
): string {
  const { match, skipped } = result;
  if (!match) return "No hay ningún partido anterior con esta formación.";
  const names = new Map<string, string>(players.map((p) => [p.id, p.name]));
  const stored = match.formationPlayers;
  const head = `Once del ${formatDate(match.date)} ante ${match.rival || match.opponent || "el rival"}.`;
  if (skipped.length === 0) return head;
  const why = { unavailable: "no disponible", gone: "ya no está en la plantilla" };
  const list = skipped.map(
    (s) => `${names.get(s.playerId) || stored[s.key] || s.key} (${why[s.why]})`,
  );
  const count =
    skipped.length === 1 ? "Queda vacía 1 posición" : `Quedan vacías ${skipped.length} posiciones`;
  return `${head} ${count}: ${listText(list)}.`;
}
