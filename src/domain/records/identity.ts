// Renames that lose nothing. Matches and plans keep the spec's names and, beside
// them, the ids of what they name. Renaming a player, rival or formation rewrites the names of
// everything linked to it by id, so every screen that shows names (or matches by name, as the
// spec's rules do) still finds him. A record with no id link yet (written by another app after
// the migration) is recognised by the old name and gets its link at the same time.
// Each function returns the very same arrays when nothing changes.
import type { Formation, Match, MatchPlan, Player, Rival } from "./types";
import type { FormationId, PlayerId, RivalId } from "../base/ids";

/** The renamed record's id (of its kind), its old name and its new one. */
export type Rename<I extends string = string> = { id: I; from: string; to: string };

/** A record of the list by its id (an empty or missing id finds nothing). */
export const byId = <T extends { id: string }>(list: readonly T[], id: unknown) =>
  typeof id === "string" && id !== "" ? list.find((x) => x.id === id) : undefined;
const byName = <T extends { name: string }>(list: readonly T[], name: unknown) =>
  typeof name === "string" && name.trim() !== "" ? list.find((x) => x.name === name) : undefined;

/** A record by its id, else (data without ids) the first one of that name. */
export function linkedRecord<T extends { id: string; name: string }>(
  list: readonly T[],
  id: unknown,
  name: unknown,
): T | undefined {
  return byId(list, id) ?? byName(list, name);
}

type Linked = { name: string | undefined; id: string | undefined };
/** The record names this entity: by id when linked, else by the old name. */
const names = (r: Rename, { name, id }: Linked) =>
  id !== undefined ? id === r.id : name === r.from;

function mapChanged<T>(list: readonly T[], f: (x: T) => T): T[] {
  let out: T[] | null = null;
  for (let i = 0; i < list.length; i++) {
    const next = f(list[i]!);
    if (next !== list[i] && !out) out = list.slice(0, i);
    if (out) out.push(next);
  }
  return out ?? (list as T[]);
}

/** A 'Posición N' → name map and its id map, with the player's name rewritten. */
function renameInLineup(
  r: Rename<PlayerId>,
  lineup: Record<string, string>,
  ids: Record<string, PlayerId> | undefined,
): { lineup: Record<string, string>; ids: Record<string, PlayerId> | undefined } | null {
  let changed = false;
  const nextLineup = { ...lineup };
  const nextIds = ids ? { ...ids } : undefined;
  for (const [pos, name] of Object.entries(lineup)) {
    if (!names(r, { name, id: ids?.[pos] })) continue;
    if (name !== r.to) {
      nextLineup[pos] = r.to;
      changed = true;
    }
    if (nextIds && nextIds[pos] === undefined) {
      nextIds[pos] = r.id;
      changed = true;
    }
  }
  return changed ? { lineup: nextLineup, ids: nextIds } : null;
}

function renamePlayerInMatch(r: Rename<PlayerId>, m: Match): Match {
  let next = m;
  const edit = (patch: Partial<Match>) => {
    next = { ...next, ...patch };
  };
  const lineup = renameInLineup(r, m.formationPlayers, m.formationPlayerIds);
  if (lineup)
    edit({
      formationPlayers: lineup.lineup,
      ...(lineup.ids ? { formationPlayerIds: lineup.ids } : {}),
    });
  const scorers = mapChanged(m.scorers, (s) =>
    names(r, { name: s.player, id: s.playerId }) && (s.player !== r.to || !s.playerId)
      ? { ...s, player: r.to, playerId: r.id }
      : s,
  );
  if (scorers !== m.scorers) edit({ scorers });
  const assists = m.assists.map((a, i) => (names(r, { name: a, id: m.assistIds?.[i] }) ? r.to : a));
  if (assists.some((a, i) => a !== m.assists[i])) edit({ assists });
  const cards = mapChanged(m.cards, (c) =>
    names(r, { name: c.player, id: c.playerId }) && (c.player !== r.to || !c.playerId)
      ? { ...c, player: r.to, playerId: r.id }
      : c,
  );
  if (cards !== m.cards) edit({ cards });
  const subs = mapChanged(m.subs, (s) => {
    let out = s;
    if (
      names(r, { name: s.playerOut, id: s.playerOutId }) &&
      (s.playerOut !== r.to || !s.playerOutId)
    )
      out = { ...out, playerOut: r.to, playerOutId: r.id };
    if (names(r, { name: s.playerIn, id: s.playerInId }) && (s.playerIn !== r.to || !s.playerInId))
      out = { ...out, playerIn: r.to, playerInId: r.id };
    return out;
  });
  if (subs !== m.subs) edit({ subs });
  return next;
}

export type Renamed = { matches: Match[]; matchPlans: MatchPlan[] };

/** A player's new name in every match and plan that names him. */
export function renamePlayerEverywhere(
  r: Rename<PlayerId>,
  matches: readonly Match[],
  plans: readonly MatchPlan[],
): Renamed {
  if (r.from === r.to) return { matches: matches as Match[], matchPlans: plans as MatchPlan[] };
  return {
    matches: mapChanged(matches, (m) => renamePlayerInMatch(r, m)),
    matchPlans: mapChanged(plans, (p) => {
      const lineup = renameInLineup(r, p.lineup, p.lineupIds);
      return lineup
        ? { ...p, lineup: lineup.lineup, ...(lineup.ids ? { lineupIds: lineup.ids } : {}) }
        : p;
    }),
  };
}

/** A rival's new name in every match (rival and opponent) and plan that names it. */
export function renameRivalEverywhere(
  r: Rename<RivalId>,
  matches: readonly Match[],
  plans: readonly MatchPlan[],
): Renamed {
  if (r.from === r.to) return { matches: matches as Match[], matchPlans: plans as MatchPlan[] };
  return {
    matches: mapChanged(matches, (m) =>
      names(r, { name: m.rival, id: m.rivalId })
        ? {
            ...m,
            rival: r.to,
            opponent: m.opponent === r.from || m.opponent === m.rival ? r.to : m.opponent,
            rivalId: r.id,
          }
        : m,
    ),
    matchPlans: mapChanged(plans, (p) =>
      names(r, { name: p.rival, id: p.rivalId }) ? { ...p, rival: r.to, rivalId: r.id } : p,
    ),
  };
}

/**
 * A formation's new name in every match (formation, formationUsed), rival entry (formationUsed
 * of a linked match) and plan that names it.
 */
export function renameFormationEverywhere(
  r: Rename<FormationId>,
  matches: readonly Match[],
  plans: readonly MatchPlan[],
  rivals: readonly Rival[],
): Renamed & { rivals: Rival[] } {
  if (r.from === r.to)
    return {
      matches: matches as Match[],
      matchPlans: plans as MatchPlan[],
      rivals: rivals as Rival[],
    };
  const renamedMatchIds = new Set<string>();
  const nextMatches = mapChanged(matches, (m) => {
    if (!names(r, { name: m.formation, id: m.formationId })) return m;
    renamedMatchIds.add(m.id);
    return {
      ...m,
      formation: r.to,
      formationUsed: m.formationUsed === r.from ? r.to : m.formationUsed,
      formationId: r.id,
    };
  });
  return {
    matches: nextMatches,
    matchPlans: mapChanged(plans, (p) =>
      names(r, { name: p.formation, id: p.formationId })
        ? { ...p, formation: r.to, formationId: r.id }
        : p,
    ),
    rivals: mapChanged(rivals, (rival) => {
      const entries = mapChanged(rival.matches, (e) =>
        renamedMatchIds.has(e.id) && e.formationUsed === r.from ? { ...e, formationUsed: r.to } : e,
      );
      return entries === rival.matches ? rival : { ...rival, matches: entries };
    }),
  };
}

/** The ids of what a plan names, looked up by name where the plan has none. */
export function linkPlan<P extends Omit<MatchPlan, "id">>(
  plan: P,
  lists: { players: readonly Player[]; formations: readonly Formation[]; rivals: readonly Rival[] },
): P {
  const unique = <T extends { id: string; name: string }>(
    list: readonly T[],
    name: string,
  ): T["id"] | undefined => {
    const found = list.filter((x) => x.name === name);
    return found.length === 1 ? found[0]!.id : undefined;
  };
  const rivalId = plan.rivalId ?? unique(lists.rivals, plan.rival);
  const formationId = plan.formationId ?? unique(lists.formations, plan.formation);
  const lineupIds: Record<string, PlayerId> = { ...plan.lineupIds };
  for (const [pos, name] of Object.entries(plan.lineup)) {
    const id = lineupIds[pos] ?? unique(lists.players, name);
    if (id !== undefined) lineupIds[pos] = id;
  }
  return {
    ...plan,
    ...(rivalId !== undefined ? { rivalId } : {}),
    ...(formationId !== undefined ? { formationId } : {}),
    ...(Object.keys(lineupIds).length > 0 ? { lineupIds } : {}),
  };
}
