// Renders a rivals screen inside a memory router with the dialog provider, as the app does.
import { paths } from "../../config/paths";
import { storedMatch, storedRival } from "../../testing/fixtures";
import { renderRoutes, seedLists, stored } from "../../testing/render";
import type { Rival } from "../../domain/records/types";
import { AddRivalPage } from "./AddRivalPage";
import { RivalDetailPage } from "./RivalDetailPage";
import { RivalsPage } from "./RivalsPage";

export function seedRivals(rivals: unknown[], matches: unknown[] = []) {
  seedLists({ rivals, matches });
}

export const storedRivals = () => stored<Rival>("rivals");

export function renderAt(url: string) {
  return renderRoutes(
    [
      { path: paths.rivals, element: <RivalsPage /> },
      { path: paths.addRival, element: <AddRivalPage /> },
      { path: paths.rival, element: <RivalDetailPage /> },
      { path: paths.match, element: <p>Detalle del partido</p> },
    ],
    url,
  );
}

export const testRival = (name: string, over: Partial<Rival> = {}): Rival =>
  ({ id: `rival-${name}`, ...storedRival(name), ...over }) as Rival;

export const testMatch = (id: string, date: string, rival: string, home: number, away: number) =>
  storedMatch(id, date, rival, { score: { home, away }, shotsFor: 5, shotsAgainst: 4 });
