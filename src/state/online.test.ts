import { describe, expect, it } from "vitest";
import { createOnlineStatus, OFFLINE_RECHECK_MS } from "./online";
import type { OnlineEnvironment } from "./online";

/** A hand-driven browser: we decide what navigator.onLine says and when the server answers. */
function fakeBrowser(opts: { navigatorOnline: boolean; serviceWorker: boolean }) {
  let navigatorOnline = opts.navigatorOnline;
  const pending: ((ok: boolean) => void)[] = [];
  const timers = new Map<number, { run: () => void; ms: number }>();
  let nextTimer = 1;
  let signal: (() => void) | null = null;
  const env: OnlineEnvironment = {
    navigatorOnline: () => navigatorOnline,
    servedByServiceWorker: () => opts.serviceWorker,
    reachServer: () => new Promise<boolean>((resolve) => pending.push(resolve)),
    onSignal(s) {
      signal = s;
      return () => {
        signal = null;
      };
    },
    setTimer(run, ms) {
      const id = nextTimer++;
      timers.set(id, { run, ms });
      return id;
    },
    clearTimer: (id) => timers.delete(id as number),
  };
  return {
    env,
    requests: () => pending.length,
    /** The oldest request gets its answer. */
    async answer(ok: boolean) {
      pending.shift()!(ok);
      await Promise.resolve();
      await Promise.resolve();
      await Promise.resolve();
    },
    setNavigatorOnline(v: boolean) {
      navigatorOnline = v;
    },
    fireEvent: () => signal?.(),
    timers: () => [...timers.values()],
    runTimers() {
      const due = [...timers.values()];
      timers.clear();
      for (const t of due) t.run();
    },
  };
}

describe("createOnlineStatus", () => {
  it("says offline when the page came from the service worker and the server cannot be reached, even if navigator.onLine stays true", async () => {
    const browser = fakeBrowser({ navigatorOnline: true, serviceWorker: true });
    const status = createOnlineStatus(browser.env);
    let changes = 0;
    status.subscribe(() => changes++);
    expect(status.isOnline()).toBe(true);
    expect(browser.requests()).toBe(1);
    await browser.answer(false);
    expect(status.isOnline()).toBe(false);
    expect(changes).toBe(1);
  });

  it("keeps asking while offline and clears the notice when the server answers again, without any event", async () => {
    const browser = fakeBrowser({ navigatorOnline: true, serviceWorker: true });
    const status = createOnlineStatus(browser.env);
    status.subscribe(() => {});
    await browser.answer(false);
    expect(browser.timers().map((t) => t.ms)).toEqual([OFFLINE_RECHECK_MS]);
    browser.runTimers();
    expect(browser.requests()).toBe(1);
    await browser.answer(false);
    expect(status.isOnline()).toBe(false);
    browser.runTimers();
    await browser.answer(true);
    expect(status.isOnline()).toBe(true);
    // Online again: no more requests are scheduled.
    expect(browser.timers()).toEqual([]);
  });

  it("believes navigator.onLine = false at once, and an online event only once the server answers", async () => {
    const browser = fakeBrowser({ navigatorOnline: true, serviceWorker: false });
    const status = createOnlineStatus(browser.env);
    status.subscribe(() => {});
    // Loaded from the network: no request is needed to know we are online.
    expect(browser.requests()).toBe(0);
    expect(status.isOnline()).toBe(true);

    browser.setNavigatorOnline(false);
    browser.fireEvent();
    expect(status.isOnline()).toBe(false);
    await browser.answer(false);

    browser.setNavigatorOnline(true);
    browser.fireEvent();
    expect(status.isOnline()).toBe(false);
    await browser.answer(true);
    expect(status.isOnline()).toBe(true);
  });

  it("treats a request that throws as no network, and stops listening when nobody watches", async () => {
    const browser = fakeBrowser({ navigatorOnline: true, serviceWorker: true });
    const status = createOnlineStatus({
      ...browser.env,
      reachServer: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    const stop = status.subscribe(() => {});
    await status.check();
    expect(status.isOnline()).toBe(false);
    expect(browser.timers()).toHaveLength(1);
    stop();
    expect(browser.timers()).toEqual([]);
    browser.fireEvent();
    expect(status.isOnline()).toBe(false);
  });
});
