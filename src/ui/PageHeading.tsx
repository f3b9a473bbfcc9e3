import { useEffect, useRef } from "react";
import type { ReactNode } from "react";

/** The page's own title (index.html's), captured before any screen changes it. */
const APP = (typeof document !== "undefined" && document.title) || "Banquillo";

/**
 * A screen's h1. The browser tab, its history and a screen reader arriving on the page read the
 * same words: 'Jugadores · Banquillo' (a bench laptop keeps several screens open in tabs).
 */
export function PageHeading({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const text = ref.current?.textContent?.replace(/\s+/g, " ").trim();
    document.title = text ? `${text} · ${APP}` : APP;
  });
  return (
    <h1 ref={ref} className={className}>
      {children}
    </h1>
  );
}
