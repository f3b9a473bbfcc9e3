// Short notices at the bottom of the screen, with an optional action ('Deshacer'). Built on
// `sonner`; a screen that shows them renders <Toasts /> itself, so the library loads only with
// the (lazy) routes that use it, never with the first page.
import { toast, Toaster } from "sonner";

/** How long an undo notice stays, in milliseconds. */
export const UNDO_TOAST_MS = 8000;

/** The notice area; render it once on a screen that shows notices. */
export function Toasts() {
  return (
    <Toaster
      // Without it sonner asks the page's computed style on every render, forcing a restyle.
      dir="ltr"
      position="bottom-right"
      customAriaLabel="Notificaciones"
      duration={UNDO_TOAST_MS}
      toastOptions={{ closeButtonAriaLabel: "Cerrar aviso" }}
    />
  );
}

type UndoToast = { message: string; onUndo: () => void; id?: string };

/** '<message>' with a 'Deshacer' button for a few seconds. */
export function showUndoToast({ message, onUndo, id }: UndoToast) {
  return toast(message, {
    ...(id ? { id } : {}),
    duration: UNDO_TOAST_MS,
    action: { label: "Deshacer", onClick: onUndo },
  });
}

/** A plain notice (the result of an undo, for instance). */
export function showToast(message: string, tone: "success" | "error" = "success") {
  return tone === "error" ? toast.error(message) : toast.success(message);
}
