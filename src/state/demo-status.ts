// Whether demo data is shown. Apart from demo-commands so that the notice on every screen does
// not load the demo-team builder with the first page.
import { isDemoItem } from "../domain/demo-mark";
import { useList } from "./store";

const hasDemo = (...lists: readonly (readonly object[])[]) => lists.some((l) => l.some(isDemoItem));

/** Whether demo data is present (any demo player, rival or match), following changes. */
export function useDemoLoaded(): boolean {
  return hasDemo(useList("players"), useList("rivals"), useList("matches"));
}
