// What the match screens show, derived from stored matches: search, the lineup table with each
// player's role and shirt number, and the result line.
import { sortNewestFirst } from "../base/dates";
import { formatDate } from "../base/format";
import { positionNumber, roleNameOf } from "../squad/formation-roles";
import type { FormationLike } from "../squad/formation-roles";
import { matchesSearch } from "../base/text";
import type { Formation, Match, Player } from "../records/types";

/** Rival, opponent and the date both as stored ('2024-04-14') and as shown ('14/04/2024'). */
export function matchSearchFields(m: Match): string[] {
  return [m.rival, m.opponent, m.date, formatDate(m.date)].filter((f) => f !== "");
}

/** The list screen's rows: newest first (spec 9), filtered by rival or date text. */
export function searchMatches(matches: readonly Match[], query: string): Match[] {
  const sorted = sortNewestFirst(matches);
  return query.trim() === ""
    ? sorted
    : sorted.filter((m) => matchesSearch(matchSearchFields(m), query));
}

/** One position of a lineup as the screens list it (a match's, a plan's). */
export type LineupRow = {
  key: string;
  /** The position's number ('Posición 7' → 7; 0 for a key that has none). */
  number: number;
  role: string;
  /** null for an empty position ('Vacante'). */
  playerName: string | null;
  /** The shirt number of the player with that name, when the player still exists. */
  shirt: number | null;
};

/** The first player with each name: stored matches refer to players by name. */
export function playersByName(players: readonly Player[]): Map<string, Player> {
  const map = new Map<string, Player>();
  for (const p of players) if (!map.has(p.name)) map.set(p.name, p);
  return map;
}

/**
 * The starting lineup of a stored match, in position order: role from the formation (or its
 * default), player name, and shirt number when that player is still in the squad.
 */
export function lineupRows(
  match: Pick<Match, "formationPlayers">,
  formation: FormationLike | undefined,
  players: readonly Player[],
): LineupRow[] {
  const byName = playersByName(players);
  return Object.entries(match.formationPlayers)
    .filter(([, name]) => name !== "")
    .sort(
      ([a], [b]) =>
        (positionNumber(a) ?? Number.MAX_SAFE_INTEGER) -
          (positionNumber(b) ?? Number.MAX_SAFE_INTEGER) || a.localeCompare(b),
    )
    .map(([key, name]) => {
      return {
        key,
        number: positionNumber(key) ?? 0,
        role: roleNameOf(formation, key),
        playerName: name,
        shirt: byName.get(name)?.number ?? null,
      };
    });
}

/** Scorers ordered by minute (stored order for equal minutes). */
export function scorersByMinute(match: Pick<Match, "scorers">): Match["scorers"] {
  return [...match.scorers].sort((a, b) => a.minute - b.minute);
}

/** Substitutions ordered by minute (stored order for equal minutes). */
export function subsByMinute(match: Pick<Match, "subs">): Match["subs"] {
  return [...match.subs].sort((a, b) => a.minute - b.minute);
}

type FormationRef = Pick<Formation, "name" | "type"> & { id?: string | undefined };
type MatchFormationFields = Pick<Match, "formation" | "formationUsed"> & {
  formationId?: string | undefined;
};

const text = (v: string | undefined) => v?.trim() ?? "";

/**
 * The formation a stored match was played with: by its id when the match has one, else by the
 * name the form stores in `formation` (and `formationUsed`). Older data stored the formation's
 * type ('1-4-4-2') in `formationUsed`; that is used only when exactly one formation has it.
 */
export function matchFormation<F extends FormationRef>(
  match: MatchFormationFields,
  formations: readonly F[],
): F | undefined {
  const id = text(match.formationId);
  if (id) {
    const byId = formations.find((f) => f.id === id);
    if (byId) return byId;
  }
  for (const name of [text(match.formation), text(match.formationUsed)]) {
    if (!name) continue;
    const byName = formations.find((f) => text(f.name) === name);
    if (byName) return byName;
  }
  for (const type of [text(match.formationUsed), text(match.formation)]) {
    if (!type) continue;
    const byType = formations.filter((f) => text(f.type) === type);
    if (byType.length === 1) return byType[0];
  }
  return undefined;
}

/** 'Clásica (1-4-4-2)'; just the name when it is its own type, so never '1-4-4-2 (1-4-4-2)'. */
export function formationLabel(name: string, type: string): string {
  const n = text(name);
  const t = text(type);
  if (!n) return t || "—";
  return t && t !== n ? `${n} (${t})` : n;
}

/**
 * How a match names its formation everywhere (list, detail, rival, player log): the stored
 * formation's name and type when it still exists, else what the match itself stored.
 */
export function matchFormationLabel(
  match: MatchFormationFields,
  formations: readonly FormationRef[],
): string {
  const found = matchFormation(match, formations);
  if (found) return formationLabel(found.name, found.type);
  const name = text(match.formation) || text(match.formationUsed);
  const used = text(match.formationUsed);
  // Old data: the name in `formation` and the type in `formationUsed`.
  return formationLabel(name, used !== name && /^\d+(-\d+)+$/.test(used) ? used : "");
}
