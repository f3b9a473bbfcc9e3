// The mark every demo item carries, on its own: the notice that demo data is shown sits on
// every screen, and should not bring the whole demo-team builder into the first page.

/** Every demo player, rival, formation, match and plan carries this mark. */
export const DEMO_MARK = { demo: true } as const;

/** Whether a stored item carries the demo mark. */
export function isDemoItem(item: unknown): boolean {
  return typeof item === "object" && item !== null && (item as { demo?: unknown }).demo === true;
}
