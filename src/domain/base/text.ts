// Search that forgives case and accents: 'jose' finds 'José', 'PEÑA' finds 'pena'.

/** Lowercase, without accents or other diacritics, trimmed. */
export function normalizeForSearch(s: string): string {
  return String(s ?? "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .trim();
}

/** Every whitespace-separated term of the query appears in some field. Empty query matches all. */
export function matchesSearch(haystack: readonly string[], query: string): boolean {
  const terms = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const fields = haystack.map(normalizeForSearch);
  return terms.every((term) => fields.some((field) => field.includes(term)));
}
