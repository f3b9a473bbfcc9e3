// Changing the formation on the match form or in planning: the players
// already chosen keep a place where the new formation has a position of the same group
// (goalkeeper, defenders, midfielders, forwards), in the order they stood; the rest would be
// dropped, and the screen asks before dropping anyone.
import { slotsOf } from "../squad/formation-roles";
import type { FormationLines, SlotGroup } from "../squad/formation-roles";

/** 'Posición N' → player (an id or a name; this rule does not care). Empty = vacant. */
export type Assignment = Readonly<Record<string, string>>;

export type FormationChange = {
  /** The new formation's positions with the kept players ('' where none). */
  assignment: Record<string, string>;
  /** Players who have no position of their group in the new formation, in lineup order. */
  dropped: string[];
};

/**
 * Moves an assignment from one formation to another. Within each group the players keep their
 * order (first defender stays the first defender that is filled); a group with fewer positions
 * keeps the first ones and drops the rest. Without an old formation nothing is kept.
 */
export function changeFormation(
  from: FormationLines | undefined,
  assignment: Assignment,
  to: FormationLines | undefined,
): FormationChange {
  const byGroup = new Map<SlotGroup, string[]>();
  if (from) {
    for (const slot of slotsOf(from)) {
      const player = assignment[slot.key];
      if (typeof player !== "string" || player === "") continue;
      const list = byGroup.get(slot.group) ?? [];
      list.push(player);
      byGroup.set(slot.group, list);
    }
  }
  const next: Record<string, string> = {};
  const used = new Set<string>();
  if (to) {
    for (const slot of slotsOf(to)) {
      const queue = byGroup.get(slot.group);
      const player = queue?.shift() ?? "";
      next[slot.key] = player;
      if (player) used.add(player);
    }
  }
  const dropped: string[] = [];
  for (const list of byGroup.values()) for (const p of list) if (!used.has(p)) dropped.push(p);
  // Report in the order the coach saw them: the old lineup order.
  const order = from ? slotsOf(from).map((s) => assignment[s.key]) : [];
  dropped.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return { assignment: next, dropped };
}

/** The Spanish question asked before players are dropped. */
export function droppedPlayersMessage(names: readonly string[]): string {
  if (names.length === 1) {
    return `${names[0]} no tiene sitio en la nueva formación y saldrá de la alineación. ¿Cambiar de formación?`;
  }
  const list = `${names.slice(0, -1).join(", ")} y ${names[names.length - 1]}`;
  return `${list} no tienen sitio en la nueva formación y saldrán de la alineación. ¿Cambiar de formación?`;
}
