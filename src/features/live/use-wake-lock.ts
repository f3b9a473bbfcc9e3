import { useEffect, useState } from "react";

type Sentinel = { released: boolean; release: () => Promise<void> };
type WakeLockApi = { request: (type: "screen") => Promise<Sentinel> };

/**
 * Keeps the screen on while `wanted` (Screen Wake Lock). The browser drops the lock when the
 * page is hidden, so it is asked for again when the page comes back. Returns whether it holds.
 */
export function useWakeLock(wanted: boolean): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const api = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
    if (!wanted || !api) return;
    let sentinel: Sentinel | null = null;
    let cancelled = false;
    const acquire = async () => {
      if (document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
      try {
        const s = await api.request("screen");
        if (cancelled) {
          void s.release();
          return;
        }
        sentinel = s;
        setHeld(true);
      } catch {
        // Refused (battery saver, no permission): the match goes on, the screen may dim.
        setHeld(false);
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") void acquire();
      else setHeld(false);
    };
    void acquire();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      cancelled = true;
      document.removeEventListener("visibilitychange", onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release();
      setHeld(false);
    };
  }, [wanted]);
  return held;
}
