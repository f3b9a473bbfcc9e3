import { createContext, useContext, useEffect, useRef } from "react";
import type { ReactNode } from "react";
import { APP_NAME } from "../config/app";

/**
 * The team's own name ('' when the coach set none), given by the app's layout: the tab then
 * reads 'Jugadores · CD Los Pinos', so a bench laptop with two teams' tabs tells them apart.
 */
export const TabTeamName = createContext("");

/** The tab's text for a heading: the team's name when set, else the app's. */
export function tabTitle(heading: string, teamName: string): string {
  if (!heading) return teamName || APP_NAME;
  // The dashboard's heading is the team's name: the app's name follows it instead.
  if (!teamName || heading === teamName) return `${heading} · ${APP_NAME}`;
  return `${heading} · ${teamName}`;
}

/**
 * A screen's h1. The browser tab, its history and a screen reader arriving on the page read the
 * same words: 'Jugadores · Banquillo' (a bench laptop keeps several screens open in tabs).
 */
export function PageHeading({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const teamName = useContext(TabTeamName);
  useEffect(() => {
    const text = ref.current?.textContent?.replace(/\s+/g, " ").trim() ?? "";
    const title = tabTitle(text, teamName);
    // Written only when it changes: each write replaces the <title>'s text in the document.
    if (document.title !== title) document.title = title;
  });
  return (
    <h1 ref={ref} className={className}>
      {children}
    </h1>
  );
}
