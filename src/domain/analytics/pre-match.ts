// The pre-match brief's input: everything the AI needs about the next match,
// computed here so the brief cites numbers instead of guessing. The fixture and the
// unavailable players are optional: another part of the app (fixtures, availability) supplies
// them; without them the brief still covers the rival, the head-to-head and the likely XI.
import { linker } from "../figures/figure-links";
import { matchOutcome } from "../timeline/match-result";
import type { Match, MatchPlan, Player, Rival, Formation } from "../records/types";
import type { ParticipationIndex } from "../figures/participation";
import { squadFigures } from "./players";
import type { PlayerFigures } from "./players";
import { inPlayOrder } from "../base/dates";

export type Fixture = {
  date: string;
  time?: string;
  location?: "home" | "away" | string;
  competition?: string;
};
export type Unavailable = { playerId: string; reason: string };

/** Meetings with the rival listed in the brief (newest first). */
export const BRIEF_MEETINGS = 5;

export type BriefMeeting = {
  date: string;
  location: "home" | "away";
  goalsFor: number;
  goalsAgainst: number;
  formation: string;
  scorers: string[];
};

export type BriefPlayer = {
  playerId: string;
  name: string;
  position: Player["position"];
  /** The place in the likely XI ('Posición N'). */
  slot: string;
  figures: PlayerFigures | null;
  /** Why he may not play, when he is on the unavailable list. */
  unavailable?: string;
};

export type PreMatchBriefInput = {
  rival: { id: string; name: string; homeGround: string; notes: string[] };
  fixture?: Fixture;
  headToHead: {
    matches: number;
    wins: number;
    draws: number;
    losses: number;
    goalsFor: number;
    goalsAgainst: number;
    meetings: BriefMeeting[];
  };
  likelyXI: {
    /** Where it comes from: the latest plan for this rival, else the XI used most often. */
    source: "plan" | "mostUsed" | "none";
    formation: string;
    /** How many matches started with exactly this XI (mostUsed only). */
    timesUsed?: number;
    players: BriefPlayer[];
  };
  unavailable: { playerId: string; name: string; reason: string; inLikelyXI: boolean }[];
};

export type BriefLists = {
  players: readonly Player[];
  matches: readonly Match[];
  rivals: readonly Rival[];
  formations: readonly Formation[];
  plans: readonly MatchPlan[];
  /** The participation shared with the analytics (state/participation.ts), when there is one. */
  participation?: ParticipationIndex;
};

const sortedSlots = (lineup: Record<string, string>) =>
  Object.keys(lineup).sort(
    (a, b) => (Number(a.replace(/\D/g, "")) || 0) - (Number(b.replace(/\D/g, "")) || 0),
  );

/** The XI of a lineup (slot → player index), linking ids first and names for old data. */
function xiOf(
  ids: Record<string, string> | undefined,
  names: Record<string, string> | undefined,
  link: ReturnType<typeof linker>,
): { slot: string; index: number }[] {
  const byId = ids ?? {};
  const byName = names ?? {};
  const slots = sortedSlots({ ...byName, ...byId });
  const out: { slot: string; index: number }[] = [];
  const seen = new Set<number>();
  for (const slot of slots) {
    const i = link(byId[slot], byName[slot]);
    if (i === undefined || seen.has(i)) continue;
    seen.add(i);
    out.push({ slot, index: i });
  }
  return out;
}

export function preMatchBriefInput(
  rivalId: string,
  lists: BriefLists,
  fixture?: Fixture,
  unavailableList: readonly Unavailable[] = [],
): PreMatchBriefInput | null {
  const rival = lists.rivals.find((r) => r.id === rivalId);
  if (!rival) return null;
  const linkRival = linker(lists.rivals);
  const rivalIndex = lists.rivals.indexOf(rival);
  const linkPlayer = linker(lists.players);
  const meetingsAll = inPlayOrder(
    lists.matches.filter((m) => linkRival(m.rivalId, m.rival) === rivalIndex),
  );
  const h2h = { matches: 0, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0 };
  for (const m of meetingsAll) {
    const { home: gf, away: ga } = m.score;
    const o = matchOutcome(m.score);
    h2h.matches += 1;
    h2h[o === "win" ? "wins" : o === "draw" ? "draws" : "losses"] += 1;
    h2h.goalsFor += gf;
    h2h.goalsAgainst += ga;
  }
  const meetings = meetingsAll
    .slice(-BRIEF_MEETINGS)
    .reverse()
    .map((m): BriefMeeting => ({
      date: m.date,
      location: m.location,
      goalsFor: m.score.home,
      goalsAgainst: m.score.away,
      formation: m.formationUsed || m.formation,
      scorers: m.scorers.map((s) => `${s.player} ${s.minute}'`),
    }));

  // Likely XI: the latest plan for this rival, else the XI that started most often.
  const plan = [...lists.plans]
    .reverse()
    .find((p) => p && linkRival(p.rivalId, p.rival) === rivalIndex);
  let source: PreMatchBriefInput["likelyXI"]["source"] = "none";
  let formation = "";
  let timesUsed: number | undefined;
  let xi: { slot: string; index: number }[] = [];
  if (plan) {
    source = "plan";
    formation = plan.formation;
    xi = xiOf(plan.lineupIds, plan.lineup, linkPlayer);
  } else {
    const counts = new Map<
      string,
      { n: number; last: Match; xi: { slot: string; index: number }[] }
    >();
    for (const m of lists.matches) {
      const lineup = xiOf(m.formationPlayerIds, m.formationPlayers, linkPlayer);
      if (lineup.length === 0) continue;
      const key = lineup
        .map((x) => x.index)
        .sort((a, b) => a - b)
        .join(",");
      const c = counts.get(key);
      if (c) {
        c.n += 1;
        if (m.date >= c.last.date) {
          c.last = m;
          c.xi = lineup;
        }
      } else counts.set(key, { n: 1, last: m, xi: lineup });
    }
    let best: { n: number; last: Match; xi: { slot: string; index: number }[] } | undefined;
    for (const c of counts.values()) {
      if (!best || c.n > best.n || (c.n === best.n && c.last.date > best.last.date)) best = c;
    }
    if (best) {
      source = "mostUsed";
      formation = best.last.formationUsed || best.last.formation;
      timesUsed = best.n;
      xi = best.xi;
    }
  }

  const squad = squadFigures(lists.players, lists.matches, undefined, lists.participation);
  const reasons = new Map<string, string>();
  for (const u of unavailableList) reasons.set(u.playerId, u.reason);
  const xiIds = new Set(xi.map((x) => lists.players[x.index]!.id));
  return {
    rival: {
      id: rival.id,
      name: rival.name,
      homeGround: rival.homeGround ?? "",
      notes: rival.notes.filter((n) => n.trim()),
    },
    fixture,
    headToHead: { ...h2h, meetings },
    likelyXI: {
      source,
      formation,
      timesUsed,
      players: xi.map(({ slot, index }) => {
        const p = lists.players[index]!;
        const reason = reasons.get(p.id);
        return {
          playerId: p.id,
          name: p.name,
          position: p.position,
          slot,
          figures: squad.players[index] ?? null,
          ...(reason !== undefined ? { unavailable: reason } : {}),
        };
      }),
    },
    unavailable: [...reasons].flatMap(([playerId, reason]) => {
      const p = lists.players.find((x) => x.id === playerId);
      return p ? [{ playerId: p.id, name: p.name, reason, inLikelyXI: xiIds.has(p.id) }] : [];
    }),
  };
}
