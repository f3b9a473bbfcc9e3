// Renders the matches and dashboard screens inside a memory router with the dialog provider.
import { paths } from "../../config/paths";
import { renderRoutes } from "../../testing/render";
import { AddMatchPage } from "./AddMatchPage";
import { EditMatchPage } from "./EditMatchPage";
import { MatchDetailPage } from "./MatchDetailPage";
import { MatchesPage } from "./MatchesPage";

export { seedLists, stored } from "../../testing/render";

export function renderAt(url: string) {
  return renderRoutes(
    [
      { path: paths.dashboard, element: <p>Dashboard</p> },
      { path: paths.matches, element: <MatchesPage /> },
      { path: paths.addMatch, element: <AddMatchPage /> },
      { path: paths.match, element: <MatchDetailPage /> },
      { path: paths.editMatch, element: <EditMatchPage /> },
    ],
    url,
  );
}
