import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cx } from "./cx";

/**
 * Tables share one look: zebra-free, numbers right-aligned with tabular figures.
 * A table wider than its card scrolls inside the card, never the page: the wrapper is `relative`
 * too, so even absolutely placed content (screen-reader-only text) is clipped by it instead of
 * widening the page. Low-priority columns can be dropped on narrower screens with `hideBelow` on
 * their Th and Td, or their content stacked into another cell. What must never scroll out of
 * sight stays put: on a phone the first column (what the row is) sticks to the left, and a column
 * marked `pin` (the row's actions or status) sticks to the right.
 */
export function Table({
  children,
  className,
  ...rest
}: HTMLAttributes<HTMLTableElement> & { children: ReactNode }) {
  return (
    <div className="relative max-w-full overflow-x-auto" data-table-scroll>
      <table className={cx("w-full border-collapse text-sm", stickyFirst, className)} {...rest}>
        {children}
      </table>
    </div>
  );
}

// Below 640 px the first cell of every row stays in view while the rest scrolls under it.
const stickyFirst =
  "max-sm:[&_tr>:first-child]:sticky max-sm:[&_tr>:first-child]:left-0 max-sm:[&_tr>:first-child]:z-[1] max-sm:[&_td:first-child]:bg-white";

/** Screens below this width leave the column out (`sm` ≥ 640 px, `lg` ≥ 1024 px, `xl` ≥ 1280 px). */
type HideBelow = "sm" | "lg" | "xl";
const hideClass: Record<HideBelow, string> = {
  sm: "hidden sm:table-cell",
  lg: "hidden lg:table-cell",
  xl: "hidden xl:table-cell",
};
// A pinned column stays at the table's right edge, over the columns that scroll under it; a wide
// one (a status in words) only from 640 px, so on a phone the sticky first column and it do not
// leave the numbers between them no room.
type Pin = boolean | "sm";
// Whole class names only: Tailwind finds them by reading this file.
const pinClasses = {
  always: {
    th: "sticky right-0 z-[1] bg-slate-50 shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.15)]",
    td: "sticky right-0 z-[1] bg-white shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.15)]",
  },
  sm: {
    th: "sm:sticky sm:right-0 sm:z-[1] sm:bg-slate-50 sm:shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.15)]",
    td: "sm:sticky sm:right-0 sm:z-[1] sm:bg-white sm:shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.15)]",
  },
} as const;
function pinClass(pin: Pin | undefined, cell: "th" | "td") {
  if (!pin) return undefined;
  return pinClasses[pin === "sm" ? "sm" : "always"][cell];
}
const cellPad = "px-2.5 sm:px-4";

export function Th({
  numeric,
  hideBelow,
  pin,
  className,
  ...rest
}: ThHTMLAttributes<HTMLTableCellElement> & {
  numeric?: boolean;
  hideBelow?: HideBelow;
  pin?: Pin;
}) {
  return (
    <th
      scope="col"
      className={cx(
        "border-b border-slate-200 bg-slate-50 py-2.5 text-xs font-semibold tracking-wide text-slate-500 uppercase",
        cellPad,
        numeric ? "text-right" : "text-left",
        hideBelow && hideClass[hideBelow],
        pinClass(pin, "th"),
        className,
      )}
      {...rest}
    />
  );
}

export function Td({
  numeric,
  hideBelow,
  pin,
  className,
  ...rest
}: TdHTMLAttributes<HTMLTableCellElement> & {
  numeric?: boolean;
  hideBelow?: HideBelow;
  pin?: Pin;
}) {
  return (
    <td
      className={cx(
        "border-b border-slate-100 py-2.5 align-middle",
        cellPad,
        numeric && "text-right tabular-nums",
        hideBelow && hideClass[hideBelow],
        pinClass(pin, "td"),
        className,
      )}
      {...rest}
    />
  );
}
