// The spec's index routes (/rival-details/{index}, /formation-details/{index}) name a record by
// its list position. The position is resolved to the record's id once, when the page first
// shows it; from then on the page follows that id. If another tab removes an earlier record, the
// page keeps showing (and its commands keep writing to) the record the coach opened, never the
// one that slid into its position; if the record itself is removed, the page finds nothing.
import { useState } from "react";
import { parseListIndex } from "../domain/records/list-index";
import { useList } from "./store";

type Addressed = "rivals" | "formations";

function resolve(param: string | undefined, list: readonly { id: string }[]) {
  const at = parseListIndex(param, list.length);
  return { param, id: at === undefined ? undefined : list[at]!.id };
}

export function useRecordAt<K extends Addressed>(key: K, param: string | undefined) {
  const list = useList(key);
  const [pin, setPin] = useState(() => resolve(param, list));
  let current = pin;
  if (pin.param !== param) {
    // Another address: resolve it again (React's "state from the previous render" pattern).
    current = resolve(param, list);
    setPin(current);
  }
  const id = current.id;
  if (id === undefined) return undefined;
  const index = list.findIndex((r) => r.id === id);
  return index < 0 ? undefined : { record: list[index]!, index };
}
