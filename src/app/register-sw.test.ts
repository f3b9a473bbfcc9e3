import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "./register-sw";

type Listener = () => void;

/** A browser's service-worker container, with or without a worker controlling the page. */
function fakeContainer(controlled: boolean) {
  const listeners: Listener[] = [];
  const active = { postMessage: vi.fn() };
  const container = {
    controller: controlled ? {} : null,
    active,
    register: vi.fn(() => Promise.resolve({})),
    ready: Promise.resolve({ active }),
    addEventListener: (type: string, l: Listener) => {
      if (type === "controllerchange") listeners.push(l);
    },
    changeController: () => listeners.forEach((l) => l()),
  };
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
  return container;
}

function fakeReload() {
  const reload = vi.fn();
  Object.defineProperty(window, "location", {
    value: { ...window.location, reload },
    configurable: true,
  });
  return reload;
}

const realLocation = window.location;
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, "serviceWorker");
  Object.defineProperty(window, "location", { value: realLocation, configurable: true });
});

/** A built app's page, controlled by a worker or not, once the browser has been idle. */
function registeredOn(controlled: boolean) {
  vi.stubEnv("DEV", false);
  const sw = fakeContainer(controlled);
  const reload = fakeReload();
  registerServiceWorker();
  expect(sw.register).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1000);
  return { sw, reload };
}

describe("registerServiceWorker", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it("registers /sw.js for the whole app once the page is idle, not before", () => {
    const { sw } = registeredOn(false);
    expect(sw.register).toHaveBeenCalledExactlyOnceWith("/sw.js", { scope: "/" });
  });

  it("the first install taking control does not reload; a new version does, once", () => {
    const { sw, reload } = registeredOn(false);
    sw.changeController();
    expect(reload).not.toHaveBeenCalled();
    sw.changeController();
    sw.changeController();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("on a page a worker already controls, the next controller is a new version", () => {
    const { sw, reload } = registeredOn(true);
    sw.changeController();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a page the worker has not taken by the time it is ready asks to be claimed", async () => {
    const { sw } = registeredOn(false);
    await sw.ready;
    expect(sw.active.postMessage).toHaveBeenCalledExactlyOnceWith({ type: "CLAIM" });
  });

  it("a page the worker already controls asks nothing", async () => {
    const { sw } = registeredOn(true);
    await sw.ready;
    expect(sw.active.postMessage).not.toHaveBeenCalled();
  });

  it("does nothing in development", () => {
    vi.stubEnv("DEV", true);
    const sw = fakeContainer(false);
    registerServiceWorker();
    vi.advanceTimersByTime(5000);
    expect(sw.register).not.toHaveBeenCalled();
  });
});
