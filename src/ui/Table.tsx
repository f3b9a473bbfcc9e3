import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cx } from "./cx";

/**
 * Tables share one look: sticky-free, zebra-free, numbers right-aligned with tabular figures.
 * A table wider than its card scrolls inside the card, never the page (issue "8 ·", item 9):
 * the wrapper is `relative` too, so even absolutely placed content (screen-reader-only text) is
 * clipped by it instead of widening the page. Low-priority columns can also be dropped on narrow
 * screens with `hideBelow` on their Th and Td.
 */
export function Table({
  children,
  className,
  ...rest
}: HTMLAttributes<HTMLTableElement> & { children: ReactNode }) {
  return (
    <div className="relative max-w-full overflow-x-auto" data-table-scroll>
      <table className={cx("w-full border-collapse text-sm", className)} {...rest}>
        {children}
      </table>
    </div>
  );
}

/** Screens below this width leave the column out (`lg` ≥ 1024 px, `xl` ≥ 1280 px). */
type HideBelow = "lg" | "xl";
const hideClass: Record<HideBelow, string> = {
  lg: "hidden lg:table-cell",
  xl: "hidden xl:table-cell",
};

export function Th({
  numeric,
  hideBelow,
  className,
  ...rest
}: ThHTMLAttributes<HTMLTableCellElement> & { numeric?: boolean; hideBelow?: HideBelow }) {
  return (
    <th
      scope="col"
      className={cx(
        "border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-xs font-semibold tracking-wide text-slate-500 uppercase",
        numeric ? "text-right" : "text-left",
        hideBelow && hideClass[hideBelow],
        className,
      )}
      {...rest}
    />
  );
}

export function Td({
  numeric,
  hideBelow,
  className,
  ...rest
}: TdHTMLAttributes<HTMLTableCellElement> & { numeric?: boolean; hideBelow?: HideBelow }) {
  return (
    <td
      className={cx(
        "border-b border-slate-100 px-4 py-2.5 align-middle",
        numeric && "text-right tabular-nums",
        hideBelow && hideClass[hideBelow],
        className,
      )}
      {...rest}
    />
  );
}
