// Finding a player in a picker as the coach types: by shirt number or by
// name. A number typed exactly picks that shirt first ('11' → #11 before #1 or #110), then
// shirts that start with it, then names; accents and case do not matter.
import type { Player } from "../records/types";

export type PlayerOption = Pick<Player, "id" | "name" | "number">;

export function foldText(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
}

/** How a player reads in a picker: '11 · Nombre' (just the name without a number). */
export function playerOptionLabel(p: PlayerOption): string {
  return p.number ? `${p.number} · ${p.name}` : p.name;
}

/**
 * The players matching `query`, best first. Ranks: exact shirt number, shirt number starting
 * with the query, a name word starting with it, the name containing it. Ties keep the given
 * order. An empty query returns every player in the given order.
 */
export function searchPlayers<T extends PlayerOption>(players: readonly T[], query: string): T[] {
  const q = foldText(query).replace(/^#/, "");
  if (q === "") return [...players];
  const isNumber = /^\d+$/.test(q);
  const ranked: { p: T; rank: number; i: number }[] = [];
  players.forEach((p, i) => {
    const shirt = p.number ? String(p.number) : "";
    const name = foldText(p.name);
    let rank = -1;
    if (isNumber && shirt === q) rank = 0;
    else if (isNumber && shirt.startsWith(q)) rank = 1;
    else if (name.split(/\s+/).some((w) => w.startsWith(q))) rank = 2;
    else if (name.includes(q)) rank = 3;
    if (rank >= 0) ranked.push({ p, rank, i });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.i - b.i);
  return ranked.map((r) => r.p);
}
