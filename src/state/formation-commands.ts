// Formations are addressed by id; the spec's /formation-details/{index} is resolved to the
// record's id when the page renders, so a write never hits another record because a list moved
// (another tab removed an earlier one).
import type { Formation } from "../domain/records/types";
import { renameFormationEverywhere } from "../domain/records/identity";
import { formationNameError } from "../domain/squad/formation-roles";
import { commit, getList } from "./store";
import { onlyChanged } from "./only-changed";
import { failed, fromWrite } from "./result";
import type { FormationId } from "../domain/base/ids";

export const FORMATION_GONE_MESSAGE =
  "Esta formación ya no existe: puede que se haya borrado en otra pestaña. No se ha cambiado nada.";

/** Appends a formation; returns its id and its index (its address, spec: /formation-details/{index}). */
export function addFormation(
  formation: Formation,
): { ok: true; index: number; id: FormationId } | { ok: false; message: string } {
  const formations = getList("formations").items;
  const r = commit({ formations: [...formations, formation] });
  return r.ok ? { ok: true, index: formations.length, id: formation.id } : failed(r.message);
}

export function deleteFormation(id: FormationId) {
  const formations = getList("formations").items;
  if (!formations.some((f) => f.id === id)) return failed(FORMATION_GONE_MESSAGE);
  return fromWrite(commit({ formations: formations.filter((f) => f.id !== id) }));
}

/**
 * Renames a formation and writes the new name into every match, rival entry and plan that
 * names it, in one all-or-nothing write.
 */
export function renameFormation(id: FormationId, name: string) {
  const invalid = formationNameError(name);
  if (invalid) return failed(invalid);
  const to = name.trim();
  const formations = getList("formations").items;
  const formation = formations.find((f) => f.id === id);
  if (!formation) return failed(FORMATION_GONE_MESSAGE);
  if (formation.name === to) return { ok: true as const };
  const linked = renameFormationEverywhere(
    { id, from: formation.name, to },
    getList("matches").items,
    getList("matchPlans").items,
    getList("rivals").items,
  );
  return fromWrite(
    commit(
      onlyChanged({
        formations: formations.map((f) => (f.id === id ? { ...f, name: to } : f)),
        ...linked,
      }),
    ),
  );
}
