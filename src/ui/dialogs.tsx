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
import type { AlertOptions, ChooseOptions, ConfirmOptions, DialogRequest } from "./dialog-request";

const loadView = () => import("./AlertDialogView");

const AlertDialogView = lazy(() => loadView().then((m) => ({ default: m.AlertDialogView })));

type DialogApi = {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  alert: (options: AlertOptions) => Promise<void>;
  /** Resolves with the chosen value, or null when cancelled. */
  choose: (options: ChooseOptions) => Promise<string | null>;
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
  const choose = useCallback(
    (options: ChooseOptions) =>
      new Promise<string | null>((resolve) =>
        setQueue((q) => [...q, { kind: "choose", options, resolve }]),
      ),
    [],
  );
  const api = useMemo(() => ({ confirm, alert, choose }), [confirm, alert, choose]);

  const close = (ok: boolean, value?: string) => {
    if (!current || settled.current) return;
    settled.current = true;
    if (current.kind === "confirm") current.resolve(ok);
    else if (current.kind === "choose") current.resolve(ok && value !== undefined ? value : null);
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
