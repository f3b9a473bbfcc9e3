// Registers the service worker (offline use, installable app) once the page has loaded and the
// browser is idle, so neither its code nor its precache downloads compete with the first screen.
// Skipped in development, where there is no build to cache.
//
// The worker is built by vite-plugin-pwa (Workbox, `skipWaiting` + `clientsClaim`: a new version
// takes over at once). Registering it is the platform's one call; the page reloads when a new
// version takes control, so it never runs old code against new cached files. That is all
// `virtual:pwa-register` (workbox-window, 2.9 KB gzip) did for `registerType: "autoUpdate"`.
import { afterLoadAndIdle } from "./after-load";

const SW_URL = "/sw.js";

export function registerServiceWorker() {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const register = () => {
    const sw = navigator.serviceWorker;
    // The first install only starts controlling the page; a later change of controller is a
    // new version (installed by this page or by another tab of the app).
    let controlled = !!sw.controller;
    let reloading = false;
    sw.addEventListener("controllerchange", () => {
      if (!controlled) {
        controlled = true;
        return;
      }
      if (reloading) return;
      reloading = true;
      location.reload();
    });
    sw.register(SW_URL, { scope: "/" }).catch((e: unknown) =>
      console.warn("No se pudo activar el modo sin conexión.", e),
    );
    // A page whose load was still on the network when the worker activated is left out of the
    // activation's claim, and would not work offline until reloaded: it asks the worker to take
    // it (public/sw-claim.js). Asking when the claim is merely late does nothing more.
    void sw.ready.then((registration) => {
      if (!sw.controller) registration.active?.postMessage({ type: "CLAIM" });
    });
  };
  afterLoadAndIdle(register);
}
