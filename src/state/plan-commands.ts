import type { MatchPlan } from "../domain/records/types";
import { newId } from "../domain/base/ids";
import { canSavePlan } from "../domain/calendar/suggestions";
import { linkPlan } from "../domain/records/identity";
import { withPlan } from "../domain/calendar/fixtures";
import { commit, getList } from "./store";
import { onlyChanged } from "./only-changed";
import { failed, fromWrite } from "./result";
import type { PlanId } from "../domain/base/ids";

/** Spec 5 / 8: the alert of an incomplete plan. */
export const INCOMPLETE_PLAN_MESSAGE =
  "Completa todos los campos antes de guardar la planificación.";
/** Spec 8: the alert of an unknown plan id. */
export const PLAN_NOT_FOUND_MESSAGE = "Planificación no encontrada.";

/** Appends a plan with a random UUID; an incomplete plan (spec 5) is refused, nothing is written. */
export function savePlan(
  plan: Omit<MatchPlan, "id">,
  /** Replaces the plan with this id (edit) instead of adding one. */
  replaceId?: PlanId,
): { ok: true; id: PlanId } | { ok: false; message: string } {
  if (!canSavePlan(plan)) return failed(INCOMPLETE_PLAN_MESSAGE);
  const plans = getList("matchPlans").items;
  const current = replaceId ? plans.find((p) => p.id === replaceId) : undefined;
  if (replaceId && !current) return failed(PLAN_NOT_FOUND_MESSAGE);
  // The ids of the rival, formation and players beside their names, so a rename keeps them.
  const linked = linkPlan(
    { ...plan, lineup: { ...plan.lineup } },
    {
      players: getList("players").items,
      formations: getList("formations").items,
      rivals: getList("rivals").items,
    },
  );
  // An edit keeps the fields we do not know; a new lineup needs new id links (not the old ones).
  const saved: MatchPlan = current
    ? { ...stripLinks(current), ...linked, id: current.id }
    : { id: newId<PlanId>(), ...linked };
  const matchPlans = current
    ? plans.map((p) => (p.id === current.id ? saved : p))
    : [...plans, saved];
  // The plan's fixture points back at it, in the same write.
  const stored = getList("fixtures").items;
  const fixtures = saved.fixtureId ? withPlan(stored, saved.fixtureId, saved.id) : stored;
  const r = commit(onlyChanged({ matchPlans, fixtures }));
  return r.ok ? { ok: true, id: saved.id } : failed(r.message);
}

// The form writes the links, the day, the notes and the ideas afresh: a field it leaves out
// (notes emptied, a day cleared) must not come back from the plan it replaces.
function stripLinks(p: MatchPlan): MatchPlan {
  const {
    rivalId: _r,
    formationId: _f,
    lineupIds: _l,
    fixtureId: _x,
    date: _d,
    time: _t,
    competition: _c,
    venue: _v,
    notes: _n,
    suggestionIds: _s,
    ...rest
  } = p;
  return { ...rest, lineup: {} } as MatchPlan;
}

/** A copy of a plan under a new id, right after it in the list (not tied to any fixture). */
export function duplicatePlan(
  id: PlanId,
): { ok: true; id: PlanId } | { ok: false; message: string } {
  const plans = getList("matchPlans").items;
  const index = plans.findIndex((p) => p.id === id);
  if (index < 0) return failed(PLAN_NOT_FOUND_MESSAGE);
  const { fixtureId, ...rest } = plans[index]!;
  // A copy prepares another game: a day taken from the original's fixture does not come along.
  const { date: _d, time: _t, competition: _c, venue: _v, ...undated } = rest;
  const copy: MatchPlan = { ...(fixtureId ? undated : rest), id: newId<PlanId>() };
  const r = commit({ matchPlans: [...plans.slice(0, index + 1), copy, ...plans.slice(index + 1)] });
  return r.ok ? { ok: true, id: copy.id } : failed(r.message);
}

export function deletePlan(id: PlanId) {
  return fromWrite(commit({ matchPlans: getList("matchPlans").items.filter((p) => p.id !== id) }));
}
