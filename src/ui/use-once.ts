// The values a form opens with: computed from the lists as they were then, so a change made
// elsewhere meanwhile (another tab, the sync engine) does not reset what the coach is typing.
import { useState } from "react";

/** What `compute` gives the first time `key` is seen; a new key (another record) computes again. */
export function useOnce<T>(compute: () => T, key?: unknown): T {
  const [kept, setKept] = useState(() => ({ key, value: compute() }));
  if (Object.is(kept.key, key)) return kept.value;
  const next = { key, value: compute() };
  setKept(next);
  return next.value;
}
