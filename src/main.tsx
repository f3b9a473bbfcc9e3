import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { afterLoadAndIdle } from "./app/after-load";
import { routes } from "./app/routes";
import { loadMigrations, storedDataIsOlder } from "./storage/startup";
import { DialogProvider } from "./ui/dialogs";
import "./index.css";

function render() {
  const router = createBrowserRouter(routes);
  // Once the coach has left the first screen, the menu's other screens load while the browser
  // is idle: not before, so a screen loads nothing more than it needs (the insights' Markdown
  // renderer stays with the insights screens).
  const stop = router.subscribe(({ historyAction, navigation }) => {
    if (historyAction === "POP" || navigation.state !== "idle") return;
    stop();
    afterLoadAndIdle(() => void import("./app/preload-menu").then((m) => m.preloadMenu(routes)));
  });
  const mount = () => {
    createRoot(document.getElementById("root")!).render(
      <StrictMode>
        <DialogProvider>
          <RouterProvider router={router} />
        </DialogProvider>
      </StrictMode>,
    );
  };
  // The first screen's module is still loading: mounting now would draw the 'Cargando…' fallback
  // and then the screen, two renders and two frames where one does. The screen follows its
  // module by a few milliseconds.
  if (router.state.initialized) mount();
  else {
    const stopWaiting = router.subscribe((state) => {
      if (!state.initialized) return;
      stopWaiting();
      mount();
    });
  }
}

// Older stored data is migrated before anything is shown (the migrations load only then).
if (storedDataIsOlder())
  void loadMigrations()
    .catch(() => undefined)
    .then(render);
else render();

// The service worker's code loads only once the page has loaded and the browser is idle (it then
// registers at the next idle moment), so the first page carries none of it.
afterLoadAndIdle(() => void import("./app/register-sw").then((m) => m.registerServiceWorker()));
