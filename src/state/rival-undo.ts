// 'Deshacer' for a deleted rival: the rival comes back whole (notes, matches, colours) at the
// place it had in the list, so /rival-details/{index} links point where they did.
import type { Rival } from "../domain/records/types";
import { restoreAt } from "../domain/records/restore-at";
import { commit, getList } from "./store";
import { failed } from "./result";

export function restoreRival(rival: Rival, index: number) {
  const { list, restored } = restoreAt(getList("rivals").items, rival, index);
  if (!restored) return failed("El rival ya estaba en la lista.");
  const r = commit({ rivals: list });
  return r.ok ? ({ ok: true } as const) : failed(r.message);
}
