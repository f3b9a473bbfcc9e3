// Leaving a form with unsaved changes asks first: a link of the menu,
// 'Cancelar' and Back go through the router's blocker and get an in-app Spanish confirmation;
// reload and closing the tab get the browser's own question (beforeunload).
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useBlocker } from "react-router";
import { useDialogsIfAny } from "./dialogs";

export const LEAVE_TITLE = "¿Salir sin guardar?";
export const LEAVE_MESSAGE =
  "Hay cambios sin guardar. El borrador queda en este navegador y podrás continuarlo al volver.";

export type LeaveGuard = {
  /** Call right before navigating after a save (and `release(false)` if the save failed). */
  release: (on?: boolean) => void;
  /** For a 'Cancelar' that does not navigate: true when there is nothing to lose or the coach
   * confirms; afterwards the guard no longer asks. */
  confirmLeave: () => Promise<boolean>;
};

// A router consults only its last blocker: each guard's blocker asks for every open form, so a
// page of several forms (Configuración) asks whichever one has changes.
type Open = { active: { current: boolean }; released: { current: boolean } };
const open = new Set<Open>();
const asking = () => [...open].some((g) => g.active.current && !g.released.current);

/** Asks before leaving while `dirty`. */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const dialogs = useDialogsIfAny();
  // The app always has the in-app dialogs; the browser's own question is only a fallback.
  const confirm = useCallback(
    (o: { title: string; message: string; confirmLabel: string; cancelLabel: string }) =>
      dialogs ? dialogs.confirm(o) : Promise.resolve(window.confirm(`${o.title}\n${o.message}`)),
    [dialogs],
  );
  const active = useRef(dirty);
  const released = useRef(false);
  useEffect(() => {
    active.current = dirty;
  }, [dirty]);
  useEffect(() => {
    const self = { active, released };
    open.add(self);
    return () => void open.delete(self);
  }, []);

  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        asking() &&
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

  const release = useCallback((on = true) => {
    released.current = on;
  }, []);
  const confirmLeave = useCallback(async () => {
    if (!active.current || released.current) return true;
    const ok = await confirm({
      title: LEAVE_TITLE,
      message: LEAVE_MESSAGE,
      confirmLabel: "Salir",
      cancelLabel: "Seguir editando",
    });
    if (ok) released.current = true;
    return ok;
  }, [confirm]);
  return useMemo(() => ({ release, confirmLeave }), [release, confirmLeave]);
}
