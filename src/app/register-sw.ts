/// <reference types="vite-plugin-pwa/client" />
// Registers the service worker (offline use, installable app) once the page has loaded, so it
// never competes with the first render. Skipped in development, where there is no build to cache.
export function registerServiceWorker() {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const register = () => {
    void import("virtual:pwa-register")
      .then(({ registerSW }) => registerSW({ immediate: true }))
      .catch((e: unknown) => console.warn("No se pudo activar el modo sin conexión.", e));
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
