import type { MatchPlan } from "../domain/types";
import { newId } from "../domain/ids";
import { canSavePlan } from "../domain/suggestions";
import { linkPlan } from "../domain/identity";
import { commit, getList } from "./store";
import { failed, fromWrite } from "./result";

/** Spec 5 / 8: the alert of an incomplete plan. */
export const INCOMPLETE_PLAN_MESSAGE =
  "Completa todos los campos antes de guardar la planificación.";
/** Spec 8: the alert of an unknown plan id. */
export const PLAN_NOT_FOUND_MESSAGE = "Planificación no encontrada.";

/** Appends a plan with a random UUID; an incomplete plan (spec 5) is refused, nothing is written. */
export function savePlan(
  plan: Omit<MatchPlan, "id">,
): { ok: true; id: string } | { ok: false; message: string } {
  if (!canSavePlan(plan)) return failed(INCOMPLETE_PLAN_MESSAGE);
  // The ids of the rival, formation and players beside their names, so a rename keeps them.
  const linked = linkPlan(
    { ...plan, lineup: { ...plan.lineup } },
    {
      players: getList("players").items,
      formations: getList("formations").items,
      rivals: getList("rivals").items,
    },
  );
  const saved: MatchPlan = { id: newId(), ...linked };
  const r = commit({ matchPlans: [...getList("matchPlans").items, saved] });
  return r.ok ? { ok: true, id: saved.id } : failed(r.message);
}

export function deletePlan(id: string) {
  return fromWrite(commit({ matchPlans: getList("matchPlans").items.filter((p) => p.id !== id) }));
}
