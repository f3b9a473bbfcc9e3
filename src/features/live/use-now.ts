import { useEffect, useState } from "react";

/**
 * The time from `read` (the match clock's time on the live screen), refreshed every `everyMs`
 * while `active` and whenever the page comes back into view. Only makes the screen draw again:
 * the clock itself is read from its stored presses. `read` must keep its identity; a new
 * `readAgainOn` (the clock's presses) reads again at once, so a correction shows exactly.
 */
export function useNow(
  active: boolean,
  read: () => number = Date.now,
  readAgainOn?: unknown,
  everyMs = 1000,
): number {
  const [now, setNow] = useState(read);
  useEffect(() => {
    const tick = () => setNow(read());
    tick();
    const timer = active ? setInterval(tick, everyMs) : undefined;
    document.addEventListener("visibilitychange", tick);
    return () => {
      if (timer) clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [active, read, everyMs, readAgainOn]);
  return now;
}
