// The route table: one route per spec path (section 2) plus our own screens, each screen's
// module loaded on demand so the first page ships only what it needs.
import type { RouteObject } from "react-router";
import { paths } from "../config/paths";
import { AppLayout } from "./AppLayout";
import { ErrorPage } from "./ErrorPage";
import { NotFoundPage } from "./NotFoundPage";

type Loader = () => Promise<Record<string, unknown>>;
const page = (load: Loader, name: string) => async () => {
  const mod = await load();
  return { Component: mod[name] as React.ComponentType };
};

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <p className="p-8 text-sm text-slate-500">Cargando…</p>,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          {
            path: paths.dashboard,
            lazy: page(() => import("../features/dashboard/DashboardPage"), "DashboardPage"),
          },
          {
            path: paths.players,
            lazy: page(() => import("../features/players/PlayersPage"), "PlayersPage"),
          },
          {
            path: paths.addPlayer,
            lazy: page(() => import("../features/players/AddPlayerPage"), "AddPlayerPage"),
          },
          {
            path: paths.player,
            lazy: page(() => import("../features/players/PlayerDetailPage"), "PlayerDetailPage"),
          },
          {
            path: paths.formations,
            lazy: page(() => import("../features/formations/FormationsPage"), "FormationsPage"),
          },
          {
            path: paths.addFormation,
            lazy: page(() => import("../features/formations/AddFormationPage"), "AddFormationPage"),
          },
          {
            path: paths.formation,
            lazy: page(
              () => import("../features/formations/FormationDetailPage"),
              "FormationDetailPage",
            ),
          },
          {
            path: paths.rivals,
            lazy: page(() => import("../features/rivals/RivalsPage"), "RivalsPage"),
          },
          {
            path: paths.addRival,
            lazy: page(() => import("../features/rivals/AddRivalPage"), "AddRivalPage"),
          },
          {
            path: paths.rival,
            lazy: page(() => import("../features/rivals/RivalDetailPage"), "RivalDetailPage"),
          },
          {
            path: paths.matches,
            lazy: page(() => import("../features/matches/MatchesPage"), "MatchesPage"),
          },
          {
            path: paths.addMatch,
            lazy: page(() => import("../features/matches/AddMatchPage"), "AddMatchPage"),
          },
          {
            path: paths.editMatch,
            lazy: page(() => import("../features/matches/EditMatchPage"), "EditMatchPage"),
          },
          {
            path: paths.match,
            lazy: page(() => import("../features/matches/MatchDetailPage"), "MatchDetailPage"),
          },
          {
            path: paths.planning,
            lazy: page(() => import("../features/planning/MatchPlanningPage"), "MatchPlanningPage"),
          },
          {
            path: paths.plans,
            lazy: page(() => import("../features/plans/PlansPage"), "PlansPage"),
          },
          {
            path: paths.plan,
            lazy: page(() => import("../features/plans/PlanDetailPage"), "PlanDetailPage"),
          },
          {
            path: paths.insights,
            lazy: page(() => import("../features/insights/InsightsPage"), "InsightsPage"),
          },
          {
            path: paths.savedInsights,
            lazy: page(() => import("../features/insights/SavedInsightsPage"), "SavedInsightsPage"),
          },
          {
            path: paths.settings,
            lazy: page(() => import("../features/settings/SettingsPage"), "SettingsPage"),
          },
          { path: paths.data, lazy: page(() => import("../features/data/DataPage"), "DataPage") },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
