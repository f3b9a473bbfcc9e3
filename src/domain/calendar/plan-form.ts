// The planning form's values and their conversion to and from a stored plan. The form holds ids
// (rival, formation, a player per position), so two players or rivals with the same name never
// get confused; the stored plan keeps the spec's names with the ids beside them.
import type { Fixture, Formation, MatchPlan, Player, Rival } from "../records/types";
import { emptyLineup } from "./match-plan";
import { byId, linkedRecord } from "../records/identity";
import type { PlayerId } from "../base/ids";
import { KEPT_CHOICE, keptChoices } from "../match/kept-choices";
import type { KeptSource } from "../match/kept-choices";

/** What the planning form holds: every choice as an id ('' for none). */
export type PlanFormValues = {
  rivalId: string;
  formationId: string;
  /** 'Posición N' → player id. */
  lineup: Record<string, string>;
  /** 'Posición N' → id of the player compared with the chosen one. */
  compare: Record<string, string>;
  /** The match day, typed when the plan has no fixture ('' for none). */
  date: string;
  time: string;
  competition: string;
  venue: string;
  /** The coach's notes: set pieces, marking, instructions. */
  notes: string;
};

/** The plan's day and notes as the form holds them. */
export const PLAN_DAY_FIELDS = ["date", "time", "competition", "venue", "notes"] as const;
export type PlanDayField = (typeof PLAN_DAY_FIELDS)[number];

export type PlanLists = {
  players: readonly Player[];
  formations: readonly Formation[];
  rivals: readonly Rival[];
};

/**
 * A 'Posición N' → player id map from a stored lineup: the id stored beside the name when that
 * player still exists, else the first player of that name; positions matching nobody stay out.
 */
export function lineupIdsOf(
  players: readonly Player[],
  names: Readonly<Record<string, unknown>> | undefined,
  ids: Readonly<Record<string, unknown>> | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  const keys = new Set([...Object.keys(names ?? {}), ...Object.keys(ids ?? {})]);
  for (const key of keys) {
    const player = linkedRecord(players, ids?.[key], names?.[key]);
    if (player) out[key] = player.id;
  }
  return out;
}

/** What a saved plan names as its rival, formation and lineup places (kept-choices.ts). */
export function keptSourceOfPlan(plan: MatchPlan | undefined): KeptSource {
  if (!plan) return {};
  const { rival, rivalId, formation, formationId } = plan;
  const places = [...Object.keys(plan.lineup ?? {}), ...Object.keys(plan.lineupIds ?? {})];
  return { rival, rivalId, formation, formationId, places };
}

/** The form opened on a saved plan, or on a new one (with the fixture's rival, if any). The
 * plan's own rival and formation stay chosen when the lists no longer hold them. */
export function planFormValuesOf(
  plan: MatchPlan | undefined,
  fixtureRivalId: string | undefined,
  lists: PlanLists,
): PlanFormValues {
  const kept = keptChoices(keptSourceOfPlan(plan), lists);
  const rival = plan
    ? (kept.rival ?? linkedRecord(lists.rivals, plan.rivalId, plan.rival))
    : byId(lists.rivals, fixtureRivalId);
  const formation = plan
    ? (kept.formation ?? linkedRecord(lists.formations, plan.formationId, plan.formation))
    : undefined;
  return {
    rivalId: rival?.id ?? "",
    formationId: formation?.id ?? "",
    lineup: formation
      ? { ...emptyLineup(formation), ...lineupIdsOf(lists.players, plan?.lineup, plan?.lineupIds) }
      : {},
    compare: {},
    ...dayValuesOf(plan),
  };
}

/** The day and notes of a saved plan for the form ('' where it has none). */
export function dayValuesOf(plan: Partial<Record<PlanDayField, unknown>> | undefined) {
  const out = {} as Record<PlanDayField, string>;
  for (const k of PLAN_DAY_FIELDS) {
    const v = plan?.[k];
    out[k] = typeof v === "string" ? v : "";
  }
  return out;
}

/**
 * The plan's day and notes to store: a fixture's day when the plan has one (the calendar is
 * where it is changed), the typed one otherwise; empty texts are not stored.
 */
export function planDayFrom(
  values: Readonly<Record<PlanDayField, string>>,
  fixture: Pick<Fixture, "date" | "time" | "competition" | "venue"> | undefined,
): Partial<Pick<MatchPlan, PlanDayField>> {
  const source: Record<PlanDayField, string> = fixture
    ? {
        date: fixture.date,
        time: fixture.time,
        competition: fixture.competition,
        venue: fixture.venue,
        notes: values.notes,
      }
    : { ...values };
  const out: Partial<Pick<MatchPlan, PlanDayField>> = {};
  for (const k of PLAN_DAY_FIELDS) {
    const v = typeof source[k] === "string" ? source[k].trim() : "";
    if (v !== "") out[k] = v;
  }
  return out;
}

/** The lineup as the spec stores it ('Posición N' → name), from the form's ids. */
export function lineupNames(
  players: readonly Player[],
  lineup: Readonly<Record<string, string>>,
): Record<string, string> {
  const nameOf = new Map<string, string>(players.map((p) => [p.id, p.name]));
  return Object.fromEntries(
    Object.entries(lineup).map(([key, id]) => [key, id ? (nameOf.get(id) ?? "") : ""]),
  );
}

/**
 * The plan to save: the spec's names, and the ids the coach picked beside them; its day (the
 * fixture's, when it has one) and notes. A kept choice writes back what `kept` (the plan being
 * edited) held.
 */
export function planFromForm(
  values: PlanFormValues,
  lists: PlanLists,
  fixture?: Pick<Fixture, "date" | "time" | "competition" | "venue">,
  kept?: MatchPlan,
): Omit<MatchPlan, "id"> {
  const choice = <T extends { id: string; name: string }>(
    list: readonly T[],
    value: string,
    own: { name: string; id?: T["id"] } | undefined,
  ) => (value === KEPT_CHOICE ? own : byId(list, value));
  const rival = choice(
    lists.rivals,
    values.rivalId,
    kept && { name: kept.rival, id: kept.rivalId },
  );
  const formation = choice(
    lists.formations,
    values.formationId,
    kept && { name: kept.formation, id: kept.formationId },
  );
  // The pickers' values, each found in the squad, where it is a player's id.
  const lineupIds: Record<string, PlayerId> = {};
  for (const [key, value] of Object.entries(values.lineup)) {
    const id = byId(lists.players, value)?.id;
    if (id) lineupIds[key] = id;
  }
  return {
    rival: rival?.name ?? "",
    formation: formation?.name ?? "",
    lineup: lineupNames(lists.players, values.lineup),
    ...(rival?.id ? { rivalId: rival.id } : {}),
    ...(formation?.id ? { formationId: formation.id } : {}),
    ...(Object.keys(lineupIds).length > 0 ? { lineupIds } : {}),
    ...planDayFrom(values, fixture),
  };
}
