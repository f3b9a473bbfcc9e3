// A bottom sheet for the live screen: thumb-reachable on a phone, a centred panel on a laptop.
// Radix Dialog gives focus trapping, Escape and the screen-reader name.
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

type SheetProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
};

export function Sheet({ open, onClose, title, description, children, footer }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-2xl bg-white shadow-2xl sm:inset-x-auto sm:bottom-auto sm:top-1/2 sm:left-1/2 sm:w-[32rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl">
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              className="flex h-12 w-12 items-center justify-center rounded-xl text-2xl text-slate-700 hover:bg-slate-100"
              aria-label="Cerrar"
            >
              ×
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="px-4 pt-3 text-sm text-slate-600">
              {description}
            </Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">{children}</div>
          {footer && <div className="border-t border-slate-200 px-4 py-3">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type ChoiceProps = {
  onClick: () => void;
  children: ReactNode;
  selected?: boolean;
  tone?: "default" | "muted";
  label?: string;
  className?: string;
};

/** A big tappable choice (≥ 56 px tall). */
export function Choice({
  onClick,
  children,
  selected,
  tone = "default",
  label,
  className = "",
}: ChoiceProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={selected}
      aria-label={label}
      className={
        "flex min-h-14 w-full items-center gap-3 rounded-xl border-2 px-3 py-2 text-left text-base font-semibold " +
        (selected
          ? "border-emerald-700 bg-emerald-50 text-emerald-900"
          : tone === "muted"
            ? "border-slate-200 bg-slate-50 text-slate-700"
            : "border-slate-300 bg-white text-slate-900 active:bg-slate-100") +
        " " +
        className
      }
    >
      {children}
    </button>
  );
}
