import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { registerServiceWorker } from "./app/register-sw";
import { routes } from "./app/routes";
import { loadMigrations, storedDataIsOlder } from "./storage/startup";
import { DialogProvider } from "./ui/dialogs";
import "./index.css";

function render() {
  const router = createBrowserRouter(routes);
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
