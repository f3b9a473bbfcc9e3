// The sticky bar at the foot of a long form, with its save button and the summary of what went
// wrong. While it is on screen the page's scroll padding leaves room for it, so the field a
// failed save focuses comes into view above the bar instead of under it.
import { useEffect, useRef } from "react";
import type { ReactNode } from "react";
import { cx } from "./cx";

/** The page's bottom scroll padding with a bar of `height` px at its foot (index.css: 1rem). */
const scrollPaddingFor = (height: number) => `calc(${Math.ceil(height)}px + 1rem)`;

export function SaveBar({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // The bar's height comes from a ResizeObserver, which reports it once the browser has laid
  // the page out anyway: reading offsetHeight while the form mounted forced a layout of its
  // own, and a custom property on <html> (inherited by every element) then restyled the whole
  // page. scroll-padding is not inherited: setting it restyles <html> alone.
  useEffect(() => {
    const bar = ref.current;
    if (!bar || typeof ResizeObserver !== "function") return;
    const html = document.documentElement.style;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? bar.offsetHeight;
      html.scrollPaddingBottom = scrollPaddingFor(height);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      html.scrollPaddingBottom = "";
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
