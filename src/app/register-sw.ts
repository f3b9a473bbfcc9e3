/// <reference types="vite-plugin-pwa/client" />
// Registers the service worker (offline use, installable app) once the page has loaded and the
// browser is idle, so neither its code nor its precache downloads compete with the first screen.
// Skipped in development, where there is no build to cache.
export function registerServiceWorker() {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const register = () => {
    void import("virtual:pwa-register")
      .then(({ registerSW }) => registerSW({ immediate: true }))
      .catch((e: unknown) => console.warn("No se pudo activar el modo sin conexión.", e));
  };
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(register, { timeout: 3000 })
      : setTimeout(register, 1000);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
