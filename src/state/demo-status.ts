// Whether demo data is shown. Apart from demo-commands so that the notice on every screen does
// not load the demo-team builder with the first page.
import { isDemoItem } from "../domain/records/demo-mark";
import { getList, peekList, useStoreVersion } from "./store";

// The store hands out the same array until a list changes, and React asks on every render of
// every screen's notice: each list is looked through once.
const seen = new WeakMap<readonly object[], boolean>();
const listHasDemo = (list: readonly object[]) => {
  let has = seen.get(list);
  if (has === undefined) seen.set(list, (has = list.some(isDemoItem)));
  return has;
};
const hasDemo = (...lists: readonly (readonly object[])[]) => lists.some(listHasDemo);

/**
 * Whether demo data is present (any demo player, rival or match), following changes. Only the
 * players are read for it: the rivals and matches are looked at once read (by a screen, or by
 * the store at idle), so a screen that does not show them does not wait for them (the rivals'
 * match entries are checked field by field), and the demo players answer first anyway.
 */
export function useDemoLoaded(): boolean {
  return useStoreVersion(
    () =>
      hasDemo(getList("players").items) ||
      hasDemo(peekList("rivals") ?? [], peekList("matches") ?? []),
  );
}
