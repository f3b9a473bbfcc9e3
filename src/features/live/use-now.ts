import { useEffect, useState } from "react";

/**
 * Wall-clock time, refreshed every `everyMs` while `active` and whenever the page comes back
 * into view. Only makes the screen draw again: the clock itself is read from its stored presses.
 */
export function useNow(active: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = active ? setInterval(tick, everyMs) : undefined;
    document.addEventListener("visibilitychange", tick);
    return () => {
      if (timer) clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [active, everyMs]);
  return now;
}
