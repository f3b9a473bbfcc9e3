// The sticky bar at the foot of a long form, with its save button and the summary of what went
// wrong. While it is on screen the page's scroll padding leaves room for it, so the field a
// failed save focuses comes into view above the bar instead of under it.
import { useLayoutEffect, useRef } from "react";
import type { ReactNode } from "react";
import { cx } from "./cx";

export function SaveBar({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement.style;
    const update = () => root.setProperty("--save-bar-height", `${bar.offsetHeight}px`);
    update();
    // The summary line or an error can make the bar taller.
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(update) : null;
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.removeProperty("--save-bar-height");
    };
  }, []);
  return (
    <div
      ref={ref}
      data-save-bar
      className={cx(
        "sticky bottom-0 -mx-2 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-slate-50/95 px-2 py-4 backdrop-blur",
        className,
      )}
    >
      {children}
    </div>
  );
}
