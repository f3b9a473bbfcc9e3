import { useEffect, useRef } from "react";
import type { ReactNode } from "react";
import { APP_NAME } from "../config/app";

/**
 * A screen's h1. The browser tab, its history and a screen reader arriving on the page read the
 * same words: 'Jugadores · Banquillo' (a bench laptop keeps several screens open in tabs).
 */
export function PageHeading({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const text = ref.current?.textContent?.replace(/\s+/g, " ").trim();
    const title = text ? `${text} · ${APP_NAME}` : APP_NAME;
    // Written only when it changes: each write replaces the <title>'s text in the document.
    if (document.title !== title) document.title = title;
  });
  return (
    <h1 ref={ref} className={className}>
      {children}
    </h1>
  );
}
