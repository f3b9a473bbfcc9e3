// Which of a command's lists need writing. Apart from store.ts: only the commands (each loaded
// with the screen that saves) use it, so the first page does not carry it.
import type { ListKey } from "../config/storage-keys";
import type { ListChanges } from "../storage/repository";
import { getList } from "./store";

/** The lists of `changes` that differ from what the store holds (unchanged ones need no write). */
export function onlyChanged(changes: ListChanges): ListChanges {
  const out: ListChanges = {};
  for (const key of Object.keys(changes) as ListKey[]) {
    const items = changes[key];
    if (items !== getList(key).items) (out as Record<ListKey, unknown>)[key] = items;
  }
  return out;
}
