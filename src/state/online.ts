// Whether the browser has a network. The app works offline (all data is local); only the AI
// calls need the network, and screens use this to say so instead of failing silently.
//
// navigator.onLine alone is not enough: some Chromium builds keep it true after a reload with no
// network, because the service worker serves the page from its cache. So the answer combines
// three signals: navigator.onLine, the browser's online/offline events, and the result of a real
// request to our own server (a HEAD request that the service worker does not answer). The request
// is made when the page was served by the service worker (it may have been opened offline), on
// every online/offline event, when the tab becomes visible again, and every few seconds while we
// believe we are offline, so the notice also goes away when the network comes back unannounced.
import { useSyncExternalStore } from "react";

/** How often the server is asked again while we believe we are offline. */
export const OFFLINE_RECHECK_MS = 5000;

export type OnlineEnvironment = {
  /** navigator.onLine: false means certainly offline; true means only "maybe online". */
  navigatorOnline: () => boolean;
  /** True when the page is controlled by a service worker (so it may have loaded offline). */
  servedByServiceWorker: () => boolean;
  /** Resolves true when our own server answered, false when the request failed. */
  reachServer: () => Promise<boolean>;
  /** Subscribes to online/offline events and the tab becoming visible. */
  onSignal: (signal: () => void) => () => void;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
};

export type OnlineStatus = {
  isOnline: () => boolean;
  subscribe: (onChange: () => void) => () => void;
  /** Asks the server now; the status changes when the answer arrives. */
  check: () => Promise<void>;
};

export function createOnlineStatus(env: OnlineEnvironment): OnlineStatus {
  const listeners = new Set<() => void>();
  /** The last request's answer: null until one was made. */
  let reachable: boolean | null = null;
  let current = env.navigatorOnline();
  let recheck: unknown = null;
  let stopSignals: (() => void) | null = null;
  let checking: Promise<void> | null = null;

  const compute = () => env.navigatorOnline() && reachable !== false;

  const update = () => {
    const next = compute();
    if (next !== current) {
      current = next;
      for (const listener of [...listeners]) listener();
    }
    if (recheck !== null) {
      env.clearTimer(recheck);
      recheck = null;
    }
    // While offline and someone is listening, keep asking so the notice clears on its own.
    if (!current && listeners.size > 0) {
      recheck = env.setTimer(() => {
        recheck = null;
        void check();
      }, OFFLINE_RECHECK_MS);
    }
  };

  const check = (): Promise<void> => {
    if (checking) return checking;
    checking = env
      .reachServer()
      .catch(() => false)
      .then((ok) => {
        reachable = ok;
        checking = null;
        update();
      });
    return checking;
  };

  const signal = () => {
    // The event itself may be the truth (offline) or a guess (online): ask the server as well.
    update();
    void check();
  };

  return {
    isOnline: () => current,
    check,
    subscribe(onChange) {
      listeners.add(onChange);
      if (listeners.size === 1) {
        stopSignals = env.onSignal(signal);
        current = compute();
        if (env.servedByServiceWorker() || !current) void check();
        else update();
      }
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) {
          stopSignals?.();
          stopSignals = null;
          if (recheck !== null) env.clearTimer(recheck);
          recheck = null;
        }
      };
    },
  };
}

let probeCount = 0;

/** The browser's own signals and a HEAD request to this app's address. */
export const browserEnvironment: OnlineEnvironment = {
  navigatorOnline: () => typeof navigator === "undefined" || navigator.onLine !== false,
  servedByServiceWorker: () =>
    typeof navigator !== "undefined" && !!navigator.serviceWorker?.controller,
  async reachServer() {
    // HEAD with a unique query: the service worker answers only GET requests from its cache, and
    // no HTTP cache may answer it either, so this reaches the network or fails.
    probeCount += 1;
    const url = new URL(window.location.origin);
    url.searchParams.set("conexion", `${Date.now()}-${probeCount}`);
    try {
      await fetch(url, { method: "HEAD", cache: "no-store" });
      return true;
    } catch {
      return false;
    }
  },
  onSignal(signal) {
    const onVisible = () => {
      if (document.visibilityState === "visible") signal();
    };
    window.addEventListener("online", signal);
    window.addEventListener("offline", signal);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("online", signal);
      window.removeEventListener("offline", signal);
      document.removeEventListener("visibilitychange", onVisible);
    };
  },
  setTimer: (run, ms) => window.setTimeout(run, ms),
  clearTimer: (timer) => window.clearTimeout(timer as number),
};

const status = createOnlineStatus(browserEnvironment);

export function isOnline(): boolean {
  return status.isOnline();
}

/** True while the browser has a network connection (see the top of this file). */
export function useOnline(): boolean {
  return useSyncExternalStore(status.subscribe, status.isOnline, () => true);
}
