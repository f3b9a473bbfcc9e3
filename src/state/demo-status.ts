// Whether demo data is shown. Apart from demo-commands so that the notice on every screen does
// not load the demo-team builder with the first page.
import { isDemoItem } from "../domain/records/demo-mark";
import { getList, peekList, useStoreVersion } from "./store";

const hasDemo = (...lists: readonly (readonly object[])[]) => lists.some((l) => l.some(isDemoItem));

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
