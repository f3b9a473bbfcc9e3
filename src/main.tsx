import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { registerServiceWorker } from "./app/register-sw";
import { routes } from "./app/routes";
import { DialogProvider } from "./ui/dialogs";
import "./index.css";

const router = createBrowserRouter(routes);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <DialogProvider>
      <RouterProvider router={router} />
    </DialogProvider>
  </StrictMode>,
);

registerServiceWorker();
