// What the planning and plan screens show, as plain data: formation figures, the empty lineup of
// a formation, who can still be picked for a slot (and in which order), and a plan's lineup rows.
import { zeroFormationTotals } from "../figures/counters";
import { positionNumber, roleNameOf, slotsOf } from "../squad/formation-roles";
import type { FormationLike, SlotGroup } from "../squad/formation-roles";
import type { TeamTotals } from "../timeline/match-result";
import type { LineupRow } from "../match/match-view";
import type { Fixture, Formation, MatchPlan, Player, PlayerPosition } from "../records/types";
import { longDate } from "./fixtures";
import { formatDate } from "../base/format";

export type FormationFigures = { games: number } & TeamTotals;

/** Spec 3: a formation's figures in planning (missing ones are 0 since the reader); none yet
 * chosen is all zero. */
export function formationFigures(formation: Formation | undefined): FormationFigures {
  const { gamesPlayed: games, ...totals } = formation ?? zeroFormationTotals();
  const { wins, draws, losses, goalsFor, goalsAgainst, shotsFor, shotsAgainst } = totals;
  return { games, wins, draws, losses, goalsFor, goalsAgainst, shotsFor, shotsAgainst };
}

/** Every position of the formation, each still empty: 'Posición N' → ''. */
export function emptyLineup(formation: FormationLike): Record<string, string> {
  const lineup: Record<string, string> = {};
  for (const slot of slotsOf(formation)) lineup[slot.key] = "";
  return lineup;
}

/** How many lineup entries have a player. */
export function filledCount(lineup: Readonly<Record<string, string>>): number {
  return Object.values(lineup).filter((v) => v.trim() !== "").length;
}

/** The position a slot calls for first: a goalkeeper for 'Arquero', and so on. */
export const preferredPosition: Readonly<Record<SlotGroup, PlayerPosition>> = {
  goalkeeper: "Goalkeeper",
  defenders: "Defender",
  midfielders: "Midfielder",
  forwards: "Forward",
};

const POSITION_ORDER: readonly PlayerPosition[] = [
  "Goalkeeper",
  "Defender",
  "Midfielder",
  "Forward",
];

export type PlayerOptionGroup = { position: PlayerPosition | "Other"; players: Player[] };

/**
 * The players that may fill `key`: anyone not already chosen for another position (the slot's
 * own choice stays); `lineup` holds player ids, as the planning form does. Grouped by position, the slot's natural position first, then goalkeepers,
 * defenders, midfielders, forwards, and anything unknown last; by shirt number inside a group.
 */
export function slotOptions(
  players: readonly Player[],
  lineup: Readonly<Record<string, string>>,
  key: string,
  group: SlotGroup,
): PlayerOptionGroup[] {
  const taken = new Set(
    Object.entries(lineup)
      .filter(([k, v]) => k !== key && v.trim() !== "")
      .map(([, v]) => v),
  );
  const first = preferredPosition[group];
  const order: (PlayerPosition | "Other")[] = [
    first,
    ...POSITION_ORDER.filter((p) => p !== first),
    "Other",
  ];
  const buckets = new Map(order.map((p) => [p, [] as Player[]]));
  for (const player of players) {
    if (typeof player?.name !== "string" || player.name.trim() === "" || taken.has(player.id))
      continue;
    const bucket = buckets.get(player.position) ?? buckets.get("Other")!;
    bucket.push(player);
  }
  return order
    .map((position) => ({
      position,
      players: buckets.get(position)!.sort((a, b) => a.number - b.number),
    }))
    .filter((g) => g.players.length > 0);
}

/**
 * A saved plan's lineup as rows in position order: every position of the formation (empty ones
 * included), plus any key of the lineup the formation no longer has. Without the formation, the
 * lineup's own keys.
 */
export function planLineupRows(
  formation: FormationLike | undefined,
  lineup: Readonly<Record<string, string>>,
  players: readonly Player[],
  /** 'Posición N' → the player's id (plan-form's `lineupIdsOf`): his shirt is found by id. */
  ids: Readonly<Record<string, string>>,
): LineupRow[] {
  const keys = new Set<string>(formation ? slotsOf(formation).map((s) => s.key) : []);
  for (const k of Object.keys(lineup)) keys.add(k);
  const order = (k: string) => positionNumber(k) ?? Number.MAX_SAFE_INTEGER;
  return [...keys]
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b, "es"))
    .map((key) => {
      const value = lineup[key];
      const playerName = value && value.trim() !== "" ? value : null;
      const player = playerName ? players.find((p) => p.id === ids[key]) : undefined;
      return {
        key,
        number: positionNumber(key) ?? 0,
        role: roleNameOf(formation, key),
        playerName,
        shirt: player?.number ?? null,
      };
    });
}

export type PlanDay = { date: string; time: string; competition: string; venue: string };

/**
 * The day a plan prepares: its fixture's as it stands now when the fixture still exists (the
 * calendar may have moved it), else what the plan stored; '' where nothing is known.
 */
export function planDayOf(
  plan: Pick<MatchPlan, "date" | "time" | "competition" | "venue">,
  fixture: Pick<Fixture, "date" | "time" | "competition" | "venue"> | undefined,
): PlanDay {
  const from = fixture ?? plan;
  const t = (v: string | undefined) => v?.trim() ?? "";
  return {
    date: t(from.date),
    time: t(from.time),
    competition: t(from.competition),
    venue: t(from.venue),
  };
}

/** The day in one line: 'Liga · sábado, 28 de noviembre · 11:00 · Campo Municipal' ('' if none). */
export function planDayText(day: PlanDay, withVenue = true): string {
  return [day.competition, day.date && longDate(day.date), day.time, withVenue ? day.venue : ""]
    .filter((x) => x !== "")
    .join(" · ");
}

/** A plan's fixture (by the id the plan keeps), if the calendar still has it. */
export function fixtureOfPlan(
  plan: Pick<MatchPlan, "fixtureId">,
  fixtures: readonly Fixture[],
): Fixture | undefined {
  return plan.fixtureId ? fixtures.find((f) => f.id === plan.fixtureId) : undefined;
}

/**
 * A plan as a picker offers it: 'Leones · Liga · 14/04/2024 · Clásica'. The day tells apart two
 * plans against one rival; a plan with no day says 'sin fecha'.
 */
export function planChoiceLabel(plan: MatchPlan, fixtures: readonly Fixture[]): string {
  const day = planDayOf(plan, fixtureOfPlan(plan, fixtures));
  return [
    plan.rival,
    day.competition,
    day.date ? formatDate(day.date) : "sin fecha",
    plan.formation,
  ]
    .filter((x) => x.trim() !== "")
    .join(" · ");
}
