// A long section below the first screenful is built only when the coach scrolls near it (or the
// browser prepares a print): until then its placeholder stands in, so the screen's first paint
// does not pay for figures and rows nobody sees yet. Once built it stays built.
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { ReactNode, RefObject } from "react";
import { flushSync } from "react-dom";

/** How far below (or above) the screen a section starts being built. */
export const NEAR_SCREEN_MARGIN = "400px";

/**
 * Whether the element `ref` points at has come near the screen (or a print is being prepared),
 * watched while `waiting`; `build` says so from outside (focus moving in). Once true it stays.
 */
function useNearScreen(ref: RefObject<Element | null>, waiting: boolean): [boolean, () => void] {
  // Without IntersectionObserver (old browsers, jsdom) everything is built at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  // Already near when laid out (a section inside the first screenful's margin): built before
  // the first paint, not a frame after it as the observer's first report would be.
  useLayoutEffect(() => {
    const el = ref.current;
    if (near || !waiting || !el) return;
    const r = el.getBoundingClientRect();
    const margin = parseInt(NEAR_SCREEN_MARGIN, 10);
    if ((r.width > 0 || r.height > 0) && r.top < innerHeight + margin && r.bottom > -margin)
      setNear(true);
  }, [near, waiting, ref]);
  useEffect(() => {
    const el = ref.current;
    if (near || !waiting || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${NEAR_SCREEN_MARGIN} 0px` },
    );
    observer.observe(el);
    // flushSync: the print snapshot is taken right after 'beforeprint' returns.
    const beforePrint = () => flushSync(() => setNear(true));
    addEventListener("beforeprint", beforePrint);
    return () => {
      observer.disconnect();
      removeEventListener("beforeprint", beforePrint);
    };
  }, [near, waiting, ref]);
  return [near, () => setNear(true)];
}

export function NearScreen({
  placeholder,
  children,
  minHeight = 600,
}: {
  /** What stands in until the section is built (its heading, so the page's outline is whole). */
  placeholder: ReactNode;
  children: ReactNode;
  /** The placeholder's height in px, near the section's own so the scrollbar barely moves. */
  minHeight?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near] = useNearScreen(ref, true);
  if (near) return children;
  return (
    <div ref={ref} data-near-screen="" style={{ minHeight }}>
      {placeholder}
    </div>
  );
}

/**
 * A long table's rows: the first `first` at once (a whole squad, and more than a screenful),
 * the rest once the coach scrolls near them, moves the focus into the table or prints. Until
 * then a row of their height stands in, and `tableProps` tell assistive technology how many rows
 * there are and build them all when the focus moves in, so no row is skipped by the keyboard.
 */
export function useRowsNearScreen<T>(
  rows: readonly T[],
  { first, rowHeight, columns }: { first: number; rowHeight: number; columns: number },
) {
  const ref = useRef<HTMLTableRowElement>(null);
  const waiting = rows.length > first;
  const [near, build] = useNearScreen(ref, waiting);
  if (near || !waiting) return { shown: rows, rest: null, tableProps: {} };
  return {
    shown: rows.slice(0, first),
    rest: (
      <tr
        ref={ref}
        aria-hidden
        data-near-screen=""
        style={{ height: (rows.length - first) * rowHeight }}
      >
        <td colSpan={columns} />
      </tr>
    ),
    // The header row counts too.
    tableProps: { "aria-rowcount": rows.length + 1, onFocus: build },
  };
}
