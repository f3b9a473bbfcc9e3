// Every rival's record at once (the rivals list), in one pass over the matches. Calling
// rivalRecord for each rival costs rivals × matches, plus a sort each time; this gives the same
// figures in time linear in the number of matches (and rival entries).
import { matchOutcome, recordKeyOf } from "../timeline/match-result";
import type { Record3 } from "../timeline/match-result";
import type { Match, Rival } from "../records/types";

export type RivalRecord = { played: number } & Record3;

/** The same figures as `rivalRecord(rival, matches)` for each rival, in the rivals' order. */
export function rivalRecords(rivals: readonly Rival[], matches: readonly Match[]): RivalRecord[] {
  const records: RivalRecord[] = rivals.map(() => ({ played: 0, wins: 0, draws: 0, losses: 0 }));
  const byName = new Map<string, number[]>();
  const byId = new Map<string, number[]>();
  const byListedId = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, key: string, i: number) => {
    const list = map.get(key);
    if (!list) map.set(key, [i]);
    else if (list[list.length - 1] !== i) list.push(i);
  };
  rivals.forEach((rival, i) => {
    push(byName, rival.name, i);
    if (rival.id) push(byId, rival.id, i);
    for (const entry of rival.matches) if (entry.id) push(byListedId, entry.id, i);
  });
  // A match counts once per rival even when its id is stored twice.
  const seen = rivals.map(() => new Set<string>());
  for (const m of matches) {
    // Linked by id when the match stores one, else by name (rival-record.ts linksTo).
    const named = m.rivalId ? byId.get(m.rivalId) : byName.get(m.rival);
    const listed = m.id ? byListedId.get(m.id) : undefined;
    if (!named && !listed) continue;
    const targets = named && listed ? [...new Set([...named, ...listed])] : (named ?? listed)!;
    const key = recordKeyOf(matchOutcome(m.score));
    for (const i of targets) {
      if (m.id) {
        if (seen[i]!.has(m.id)) continue;
        seen[i]!.add(m.id);
      }
      records[i]!.played += 1;
      records[i]![key] += 1;
    }
  }
  return records;
}
