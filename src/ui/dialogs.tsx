// In-app confirmations and alerts (role alertdialog, keyboard-operable), asked for with a
// promise: `if (await confirm({ message })) ...`. One provider near the root renders them.
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import type { ReactNode } from "react";
import { buttonClass } from "./Button";

type ConfirmOptions = {
  message: ReactNode;
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action gets a red confirm button. */
  danger?: boolean;
};
type AlertOptions = { message: ReactNode; title?: ReactNode; okLabel?: string };

type Request =
  | { kind: "confirm"; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { kind: "alert"; options: AlertOptions; resolve: () => void };

type DialogApi = {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  alert: (options: AlertOptions) => Promise<void>;
};

const DialogContext = createContext<DialogApi | null>(null);

export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Request[]>([]);
  const current = queue[0];
  const settled = useRef(false);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) =>
        setQueue((q) => [...q, { kind: "confirm", options, resolve }]),
      ),
    [],
  );
  const alert = useCallback(
    (options: AlertOptions) =>
      new Promise<void>((resolve) => setQueue((q) => [...q, { kind: "alert", options, resolve }])),
    [],
  );
  const api = useMemo(() => ({ confirm, alert }), [confirm, alert]);

  const close = (ok: boolean) => {
    if (!current || settled.current) return;
    settled.current = true;
    if (current.kind === "confirm") current.resolve(ok);
    else current.resolve();
    setQueue((q) => q.slice(1));
    queueMicrotask(() => (settled.current = false));
  };

  return (
    <DialogContext.Provider value={api}>
      {children}
      <AlertDialog.Root open={Boolean(current)} onOpenChange={(open) => !open && close(false)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
            {current && (
              <>
                <AlertDialog.Title className="text-base font-semibold text-slate-900">
                  {current.options.title ?? (current.kind === "confirm" ? "Confirmar" : "Aviso")}
                </AlertDialog.Title>
                <AlertDialog.Description className="mt-2 text-sm text-slate-600">
                  {current.options.message}
                </AlertDialog.Description>
                <div className="mt-6 flex justify-end gap-2">
                  {current.kind === "confirm" ? (
                    <>
                      <AlertDialog.Cancel
                        className={buttonClass("secondary")}
                        onClick={() => close(false)}
                      >
                        {current.options.cancelLabel ?? "Cancelar"}
                      </AlertDialog.Cancel>
                      <AlertDialog.Action
                        className={buttonClass(current.options.danger ? "danger" : "primary")}
                        onClick={() => close(true)}
                      >
                        {current.options.confirmLabel ?? "Aceptar"}
                      </AlertDialog.Action>
                    </>
                  ) : (
                    <AlertDialog.Action
                      className={buttonClass("primary")}
                      onClick={() => close(true)}
                    >
                      {current.options.okLabel ?? "Aceptar"}
                    </AlertDialog.Action>
                  )}
                </div>
              </>
            )}
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </DialogContext.Provider>
  );
}

export function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error("useDialogs needs <DialogProvider>");
  return api;
}
