// Long lists render one page at a time: a season of hundreds of matches, a big squad, a rival
// met for years. The page asked for is clamped, so a list that shrinks never shows an empty page.

export type Page<T> = {
  items: T[];
  /** The page shown, 0-based, after clamping. */
  page: number;
  pages: number;
  /** 1-based position of the first and last item shown (0 and 0 when empty). */
  from: number;
  to: number;
  total: number;
};

export function pageOf<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const total = items.length;
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(0, Math.floor(page) || 0), pages - 1);
  const start = current * size;
  const shown = items.slice(start, start + size);
  return {
    items: shown,
    page: current,
    pages,
    from: shown.length ? start + 1 : 0,
    to: start + shown.length,
    total,
  };
}
