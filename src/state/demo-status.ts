// Whether demo data is shown. Apart from demo-commands so that the notice on every screen does
// not load the demo-team builder with the first page.
import { isDemoItem } from "../domain/demo-mark";
import { getList, useList } from "./store";

/** Whether demo data is present (any demo player, rival or match). */
export function isDemoLoaded(): boolean {
  return (
    getList("players").items.some(isDemoItem) ||
    getList("rivals").items.some(isDemoItem) ||
    getList("matches").items.some(isDemoItem)
  );
}

/** The same, as a hook that follows changes. */
export function useDemoLoaded(): boolean {
  const players = useList("players");
  const rivals = useList("rivals");
  const matches = useList("matches");
  return players.some(isDemoItem) || rivals.some(isDemoItem) || matches.some(isDemoItem);
}
