// Starting a live match: from a saved plan (rival, formation and XI
// filled in) or from scratch. The draft holds ids; names are looked up when the match starts.
import { slotsOf } from "../squad/formation-roles";
import { DEFAULT_PERIOD_MINUTES } from "./live-clock";
import type { LiveSetup, RosterPlayer } from "./live-match";
import type { Fixture, Formation, MatchLocation, MatchPlan, Player, Rival } from "../records/types";
import type { FixtureId, MatchId, PlanId, PlayerId } from "../base/ids";

export const COMPETITIONS = ["Liga", "Copa", "Amistoso"] as const;

export type LiveDraft = {
  rivalId: string;
  formationId: string;
  /** 'Posición N' → player id. */
  lineup: Record<string, string>;
  /** Players called up to the bench (ids). */
  bench: string[];
  location: MatchLocation;
  competition: string;
  periodMinutes: number;
  /** 'YYYY-MM-DD' */
  date: string;
  planId?: PlanId;
  /** The calendar fixture. */
  fixtureId?: FixtureId;
};

export type DraftContext = {
  players: readonly Player[];
  formations: readonly Formation[];
  rivals: readonly Rival[];
};

export const SETUP_MESSAGES = {
  rival: "Elige el rival.",
  formation: "Elige la formación.",
  lineup: (missing: number) =>
    missing === 1
      ? "Falta 1 posición de la alineación por cubrir."
      : `Faltan ${missing} posiciones de la alineación por cubrir.`,
  unknownPlayer: "Un jugador de la alineación ya no está en la plantilla.",
} as const;

export function emptyDraft(date: string): LiveDraft {
  return {
    rivalId: "",
    formationId: "",
    lineup: {},
    bench: [],
    location: "home",
    competition: "Liga",
    periodMinutes: DEFAULT_PERIOD_MINUTES,
    date,
  };
}

/** Everyone not in the lineup: the default bench (the coach can leave players out). */
export function benchFor(players: readonly Player[], lineup: Record<string, string>): string[] {
  const starters = new Set(Object.values(lineup));
  return players.filter((p) => !starters.has(p.id)).map((p) => p.id);
}

/**
 * A draft from a saved plan: the rival and formation by id (by name for plans saved without
 * ids), the XI by the plan's player ids or else its names. Whatever cannot be found stays empty.
 */
export function draftFromPlan(plan: MatchPlan, ctx: DraftContext, date: string): LiveDraft {
  const rival =
    (plan.rivalId && ctx.rivals.find((r) => r.id === plan.rivalId)) ||
    ctx.rivals.find((r) => r.name === plan.rival);
  const formation =
    (plan.formationId && ctx.formations.find((f) => f.id === plan.formationId)) ||
    ctx.formations.find((f) => f.name === plan.formation);
  const byId = new Set(ctx.players.map((p) => p.id));
  const lineup: Record<string, string> = {};
  const used = new Set<string>();
  if (formation) {
    for (const slot of slotsOf(formation)) {
      const id = plan.lineupIds?.[slot.key];
      const name = plan.lineup?.[slot.key];
      const player =
        id && byId.has(id) ? id : ctx.players.find((p) => p.name === name && !used.has(p.id))?.id;
      if (player && !used.has(player)) {
        lineup[slot.key] = player;
        used.add(player);
      }
    }
  }
  return {
    ...emptyDraft(date),
    rivalId: rival?.id ?? "",
    formationId: formation?.id ?? "",
    lineup,
    bench: benchFor(ctx.players, lineup),
    planId: plan.id,
  };
}

/** What stops the match from starting, in the order the screen shows the fields. */
export function draftIssues(draft: LiveDraft, ctx: DraftContext): string[] {
  const issues: string[] = [];
  if (!ctx.rivals.some((r) => r.id === draft.rivalId)) issues.push(SETUP_MESSAGES.rival);
  const formation = ctx.formations.find((f) => f.id === draft.formationId);
  if (!formation) {
    issues.push(SETUP_MESSAGES.formation);
    return issues;
  }
  const ids = new Set<string>(ctx.players.map((p) => p.id));
  const slots = slotsOf(formation);
  const missing = slots.filter((s) => !draft.lineup[s.key]).length;
  if (missing > 0) issues.push(SETUP_MESSAGES.lineup(missing));
  if (slots.some((s) => draft.lineup[s.key] && !ids.has(draft.lineup[s.key]!))) {
    issues.push(SETUP_MESSAGES.unknownPlayer);
  }
  return issues;
}

/** Puts a player in a position; the player leaves any other position and the bench. */
export function placePlayer(draft: LiveDraft, key: string, playerId: string): LiveDraft {
  const lineup: Record<string, string> = {};
  for (const [k, v] of Object.entries(draft.lineup)) if (v !== playerId && k !== key) lineup[k] = v;
  const previous = draft.lineup[key];
  if (playerId) lineup[key] = playerId;
  const bench = draft.bench.filter((id) => id !== playerId);
  // Whoever was there goes to the bench.
  if (previous && previous !== playerId && !bench.includes(previous)) bench.push(previous);
  return { ...draft, lineup, bench };
}

/** The setup the live match keeps, with names copied so later edits never change it. */
export function setupFromDraft(draft: LiveDraft, ctx: DraftContext, matchId: MatchId): LiveSetup {
  const rival = ctx.rivals.find((r) => r.id === draft.rivalId);
  const formation = ctx.formations.find((f) => f.id === draft.formationId);
  // The draft holds the pickers' values; the players' ids are found here.
  const byId = new Map<string, Player>(ctx.players.map((p) => [p.id, p]));
  const toRoster = (p: Player): RosterPlayer => ({
    id: p.id,
    name: p.name,
    number: p.number,
    position: p.position,
  });
  const lineup: Record<string, PlayerId> = {};
  const roster: RosterPlayer[] = [];
  for (const slot of formation ? slotsOf(formation) : []) {
    const p = byId.get(draft.lineup[slot.key] ?? "");
    if (p) {
      lineup[slot.key] = p.id;
      roster.push(toRoster(p));
    }
  }
  const inRoster = new Set<string>(roster.map((p) => p.id));
  for (const id of draft.bench) {
    const p = byId.get(id);
    if (p && !inRoster.has(id)) {
      roster.push(toRoster(p));
      inRoster.add(id);
    }
  }
  const setup: LiveSetup = {
    matchId,
    date: draft.date,
    location: draft.location,
    competition: draft.competition.trim(),
    periodMinutes: draft.periodMinutes,
    rival: rival ? { id: rival.id, name: rival.name } : { name: "" },
    formation: formation
      ? {
          id: formation.id,
          name: formation.name,
          type: formation.type,
          defenderLines: [...formation.defenderLines],
          midfielderLines: [...formation.midfielderLines],
          forwardLines: [...formation.forwardLines],
          roles: { ...formation.roles },
        }
      : { name: "", type: "", defenderLines: [], midfielderLines: [], forwardLines: [], roles: {} },
    lineup,
    roster,
  };
  if (draft.planId) setup.planId = draft.planId;
  if (draft.fixtureId) setup.fixtureId = draft.fixtureId;
  return setup;
}

/**
 * A draft from a calendar fixture: its rival, date, home/away and competition; the
 * formation and XI from its plan when it has one; the bench is its call-up when one was made,
 * else everyone available who does not start. Players in `unavailable` are never put on the
 * bench by default.
 */
export function draftFromFixture(
  fixture: Fixture,
  plan: MatchPlan | undefined,
  ctx: DraftContext,
  unavailable: ReadonlySet<string> = new Set(),
): LiveDraft {
  const base = plan ? draftFromPlan(plan, ctx, fixture.date) : emptyDraft(fixture.date);
  const rival = ctx.rivals.find((r) => r.id === fixture.rivalId);
  const starters = new Set(Object.values(base.lineup));
  const known = new Set(ctx.players.map((p) => p.id));
  const bench = (
    fixture.squadIds && fixture.squadIds.length > 0
      ? fixture.squadIds.filter((id) => known.has(id))
      : benchFor(ctx.players, base.lineup)
  ).filter((id) => !starters.has(id) && !unavailable.has(id));
  return {
    ...base,
    rivalId: rival?.id ?? base.rivalId,
    location: fixture.location,
    competition: fixture.competition || base.competition,
    date: fixture.date,
    bench,
    fixtureId: fixture.id,
  };
}
