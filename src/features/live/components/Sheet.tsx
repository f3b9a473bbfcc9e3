// A bottom sheet for the live screen: thumb-reachable on a phone, a centred panel on a laptop.
// The browser's own modal dialog (showModal): the rest of the page is inert (no tap, focus or
// assistive technology reaches it), Escape closes, and focus goes into the sheet and back to
// the button that opened it. Radix's Dialog did the same through a scroll lock, pointer events
// turned off on <body>, aria-hidden on every other element and a second render: most of a tap
// that opens or closes a sheet on a slow phone.
import { useId, useLayoutEffect, useRef } from "react";
import type { ReactNode } from "react";
import { createPortal } from "react-dom";

type SheetProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
};

export function Sheet({ open, onClose, title, description, children, footer }: SheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    if (!dialog.open) dialog.showModal();
    // Closed while still in the page, so focus goes back to where it was before.
    return () => dialog.close();
  }, [open]);
  if (!open) return null;
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(e) => {
        // Escape: the screen closes the sheet, as the × does.
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A tap on the shade around the sheet (the dialog's own box shows only as its backdrop).
        if (e.target === e.currentTarget) onClose();
      }}
      className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[88dvh] w-full max-w-none flex-col overflow-hidden rounded-t-2xl border-0 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 open:flex sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[32rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="flex h-12 w-12 items-center justify-center rounded-xl text-2xl text-slate-700 hover:bg-slate-100"
          aria-label="Cerrar"
        >
          ×
        </button>
      </div>
      <p
        id={descriptionId}
        className={description ? "px-4 pt-3 text-sm text-slate-600" : "sr-only"}
      >
        {description || title}
      </p>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">{children}</div>
      {footer && <div className="border-t border-slate-200 px-4 py-3">{footer}</div>}
    </dialog>,
    document.body,
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
