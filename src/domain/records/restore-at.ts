// Putting a deleted record back where it was (the 'Deshacer' of an immediate delete).

/**
 * Inserts `item` at `index` (clamped to the list), unless a record with the same id is already
 * there (the undo was applied twice, or another tab restored it): then the list comes back as
 * it was and `restored` is false.
 */
export function restoreAt<T extends { id?: unknown }>(
  list: readonly T[],
  item: T,
  index: number,
): { list: T[]; restored: boolean } {
  if (item.id !== undefined && list.some((x) => x.id === item.id)) {
    return { list: [...list], restored: false };
  }
  const at = Number.isInteger(index) ? Math.min(Math.max(index, 0), list.length) : list.length;
  return { list: [...list.slice(0, at), item, ...list.slice(at)], restored: true };
}
