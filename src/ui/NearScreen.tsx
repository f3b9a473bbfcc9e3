// A long section below the first screenful is built only when the coach scrolls near it (or the
// browser prepares a print): until then its placeholder stands in, so the screen's first paint
// does not pay for figures and rows nobody sees yet. Once built it stays built.
import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { flushSync } from "react-dom";

/** How far below (or above) the screen a section starts being built. */
export const NEAR_SCREEN_MARGIN = "400px";

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
  // Without IntersectionObserver (old browsers, jsdom) everything is built at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
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
  }, [near]);
  if (near) return children;
  return (
    <div ref={ref} data-near-screen="" style={{ minHeight }}>
      {placeholder}
    </div>
  );
}
