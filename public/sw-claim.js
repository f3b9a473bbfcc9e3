// Imported by the generated service worker (vite.config.ts, workbox.importScripts).
//
// A page whose navigation was still on the network when this worker activated is not among the
// clients the activation's clients.claim() takes: it would stay uncontrolled, so not usable
// offline, until its next load. Such a page asks to be claimed once it runs (src/app/register-sw.ts).
self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "CLAIM") event.waitUntil(self.clients.claim());
});
