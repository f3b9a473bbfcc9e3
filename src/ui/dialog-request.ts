// What a dialog is asked with: shared by the provider (dialogs.tsx) and the view it loads lazily
// (AlertDialogView.tsx), so neither imports the other.
import type { ReactNode } from "react";

export type ConfirmOptions = {
  message: ReactNode;
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action gets a red confirm button. */
  danger?: boolean;
};
export type AlertOptions = { message: ReactNode; title?: ReactNode; okLabel?: string };
/** A confirmation with several ways to go ahead: one button per choice, plus cancel. */
export type ChooseOptions = {
  message: ReactNode;
  title?: ReactNode;
  cancelLabel?: string;
  /** In display order; the last one is the main (default) action. */
  choices: { value: string; label: string; danger?: boolean }[];
};

export type DialogRequest =
  | { kind: "confirm"; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { kind: "alert"; options: AlertOptions; resolve: () => void }
  | { kind: "choose"; options: ChooseOptions; resolve: (value: string | null) => void };
