import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import type { RouteObject } from "react-router";
import { registerServiceWorker } from "./app/register-sw";
import { routes } from "./app/routes";
import { menu } from "./config/paths";
import { loadMigrations, storedDataIsOlder } from "./storage/startup";
import { DialogProvider } from "./ui/dialogs";
import "./index.css";

/**
 * Loads the menu's screens (their route modules), so a click on the menu only draws. The menu's
 * paths have no parameters, so a route is found by its path alone (react-router's matchRoutes
 * would add half a kilobyte to the first page).
 */
function preloadMenu() {
  const wanted = new Set<string>(menu.map((m) => m.to));
  const walk = (list: readonly RouteObject[]) => {
    for (const route of list) {
      if (route.path !== undefined && wanted.has(route.path.replace(/\/\*$/, "")))
        void (route.lazy as (() => unknown) | undefined)?.();
      if (route.children) walk(route.children);
    }
  };
  walk(routes);
}

function render() {
  const router = createBrowserRouter(routes);
  // Once the coach has left the first screen, the menu's other screens load while the browser
  // is idle: not before, so the first page loads nothing more than it needs.
  const stop = router.subscribe(({ historyAction, navigation }) => {
    if (historyAction === "POP" || navigation.state !== "idle") return;
    stop();
    if ("requestIdleCallback" in window) requestIdleCallback(preloadMenu, { timeout: 2000 });
  });
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <DialogProvider>
        <RouterProvider router={router} />
      </DialogProvider>
    </StrictMode>,
  );
}

// Older stored data is migrated before anything is shown (the migrations load only then).
if (storedDataIsOlder())
  void loadMigrations()
    .catch(() => undefined)
    .then(render);
else render();

registerServiceWorker();
