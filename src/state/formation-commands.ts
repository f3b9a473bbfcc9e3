import type { Formation } from "../domain/types";
import { commit, getList } from "./store";
import { failed, fromWrite } from "./result";

/** Appends a formation; returns its index, which is its address (spec: /formation-details/{index}). */
export function addFormation(
  formation: Formation,
): { ok: true; index: number } | { ok: false; message: string } {
  const formations = getList("formations").items;
  const r = commit({ formations: [...formations, formation] });
  return r.ok ? { ok: true, index: formations.length } : failed(r.message);
}

export function deleteFormation(index: number) {
  const formations = getList("formations").items;
  if (!formations[index]) return failed("Formación no encontrada.");
  return fromWrite(commit({ formations: formations.filter((_, i) => i !== index) }));
}
