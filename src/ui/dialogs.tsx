// In-app confirmations and alerts (role alertdialog, keyboard-operable), asked for with a
// promise: `if (await confirm({ message })) ...`. One provider near the root renders them.
import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { ReactNode } from "react";

const loadView = () => import("./AlertDialogView");
const AlertDialogView = lazy(() => loadView().then((m) => ({ default: m.AlertDialogView })));

type ConfirmOptions = {
  message: ReactNode;
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action gets a red confirm button. */
  danger?: boolean;
};
type AlertOptions = { message: ReactNode; title?: ReactNode; okLabel?: string };

export type DialogRequest =
  | { kind: "confirm"; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { kind: "alert"; options: AlertOptions; resolve: () => void };

type DialogApi = {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  alert: (options: AlertOptions) => Promise<void>;
};

const DialogContext = createContext<DialogApi | null>(null);

export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<DialogRequest[]>([]);
  const current = queue[0];
  const settled = useRef(false);
  // Once shown, the dialog stays mounted (closed) so Radix can hand focus back as usual.
  const [opened, setOpened] = useState(false);
  if (current && !opened) setOpened(true);

  // Fetch the dialog's code once the person starts interacting (or after a few seconds), so
  // the first confirm opens at once without competing with the first screen's start-up.
  useEffect(() => {
    const preload = () => {
      clearTimeout(timer);
      removeEventListener("pointerdown", preload, true);
      removeEventListener("keydown", preload, true);
      void loadView();
    };
    const timer = setTimeout(preload, 4000);
    addEventListener("pointerdown", preload, true);
    addEventListener("keydown", preload, true);
    return () => {
      clearTimeout(timer);
      removeEventListener("pointerdown", preload, true);
      removeEventListener("keydown", preload, true);
    };
  }, []);

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
      {(current || opened) && (
        <Suspense fallback={null}>
          <AlertDialogView current={current} close={close} />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}

/** The dialogs when a provider is there, else null (for hooks usable outside one). */
export function useDialogsIfAny(): DialogApi | null {
  return useContext(DialogContext);
}

export function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error("useDialogs needs <DialogProvider>");
  return api;
}
