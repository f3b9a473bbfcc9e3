/// <reference types="vite-plugin-pwa/client" />
// Registers the service worker (offline use, installable app) a while after the page has loaded,
// when the browser is idle, so neither its code nor its precache downloads compete with the first
// screen. "Idle" alone is not enough: the browser is idle while a route's lazy chunk is on its
// way, and a fast machine then registered before the first screen was drawn.
// Skipped in development, where there is no build to cache.
const AFTER_LOAD_MS = 2000;

export function registerServiceWorker() {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const register = () => {
    void import("virtual:pwa-register")
      .then(({ registerSW }) => registerSW({ immediate: true }))
      .catch((e: unknown) => console.warn("No se pudo activar el modo sin conexión.", e));
  };
  const whenIdle = () =>
    setTimeout(() => {
      if ("requestIdleCallback" in window) requestIdleCallback(register, { timeout: 3000 });
      else register();
    }, AFTER_LOAD_MS);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
