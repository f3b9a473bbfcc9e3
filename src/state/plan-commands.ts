import type { MatchPlan } from "../domain/types";
import { newId } from "../domain/ids";
import { commit, getList } from "./store";
import { failed, fromWrite } from "./result";

export function savePlan(
  plan: Omit<MatchPlan, "id">,
): { ok: true; id: string } | { ok: false; message: string } {
  const saved: MatchPlan = { ...plan, id: newId() };
  const r = commit({ matchPlans: [...getList("matchPlans").items, saved] });
  return r.ok ? { ok: true, id: saved.id } : failed(r.message);
}

export function deletePlan(id: string) {
  return fromWrite(commit({ matchPlans: getList("matchPlans").items.filter((p) => p.id !== id) }));
}
