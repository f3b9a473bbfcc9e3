// Leaving a form with unsaved changes asks first (issue "8 ·", item 1): a link of the menu,
// 'Cancelar' and Back go through the router's blocker and get an in-app Spanish confirmation;
// reload and closing the tab get the browser's own question (beforeunload).
import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { useDialogs } from "./dialogs";

export const LEAVE_TITLE = "¿Salir sin guardar?";
export const LEAVE_MESSAGE =
  "Hay cambios sin guardar. El borrador queda en este navegador y podrás continuarlo al volver.";

/**
 * Asks before leaving while `dirty`. Call `release()` right before navigating after a save, so
 * that navigation is not asked about.
 */
export function useLeaveGuard(dirty: boolean) {
  const { confirm } = useDialogs();
  const active = useRef(dirty);
  const released = useRef(false);
  useEffect(() => {
    active.current = dirty;
  }, [dirty]);

  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        active.current &&
        !released.current &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
      [],
    ),
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let live = true;
    void confirm({
      title: LEAVE_TITLE,
      message: LEAVE_MESSAGE,
      confirmLabel: "Salir",
      cancelLabel: "Seguir editando",
    }).then((ok) => {
      if (!live) return;
      if (ok) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      live = false;
    };
  }, [blocker, confirm]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (released.current) return;
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  return useCallback(() => {
    released.current = true;
  }, []);
}
