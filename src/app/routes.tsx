// The route table: one route per spec path (section 2) plus our own screens, each screen's
// module loaded on demand so the first page ships only what it needs; the first page itself,
// the dashboard, comes with the app (every screen shares its hooks and UI pieces anyway).
import { Suspense, lazy } from "react";
import type { RouteObject } from "react-router";
import { paths } from "../config/paths";
import { DashboardPage } from "../features/dashboard/DashboardPage";
import { AppLayout } from "./AppLayout";

// The error page is rarely shown: it loads when a screen fails, not with the first page.
const LazyErrorPage = lazy(() => import("./ErrorPage").then((m) => ({ default: m.ErrorPage })));
const errorPage = (
  <Suspense fallback={<p className="p-8 text-sm text-slate-500">Cargando…</p>}>
    <LazyErrorPage />
  </Suspense>
);

/** A route's screen, loaded on first visit. The loader names the component it hands back, so a
 * renamed or missing export is a type error here rather than a blank screen at run time. The
 * storage quick checks (storage/quick-checks.ts) load beside every screen but the first page,
 * which stays within its JavaScript budget. */
const page = (load: () => Promise<React.ComponentType>) => async () => ({
  Component: (await Promise.all([load(), import("../storage/quick-checks")]))[0],
});

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: errorPage,
    hydrateFallbackElement: <p className="p-8 text-sm text-slate-500">Cargando…</p>,
    children: [
      {
        errorElement: errorPage,
        children: [
          { path: paths.dashboard, Component: DashboardPage },
          {
            path: paths.players,
            lazy: page(() => import("../features/players/PlayersPage").then((m) => m.PlayersPage)),
          },
          {
            path: paths.addPlayer,
            lazy: page(() =>
              import("../features/players/AddPlayerPage").then((m) => m.AddPlayerPage),
            ),
          },
          {
            path: paths.player,
            lazy: page(() =>
              import("../features/players/PlayerDetailPage").then((m) => m.PlayerDetailPage),
            ),
          },
          {
            path: paths.formations,
            lazy: page(() =>
              import("../features/formations/FormationsPage").then((m) => m.FormationsPage),
            ),
          },
          {
            path: paths.addFormation,
            lazy: page(() =>
              import("../features/formations/AddFormationPage").then((m) => m.AddFormationPage),
            ),
          },
          {
            path: paths.formation,
            lazy: page(() =>
              import("../features/formations/FormationDetailPage").then(
                (m) => m.FormationDetailPage,
              ),
            ),
          },
          {
            path: paths.rivals,
            lazy: page(() => import("../features/rivals/RivalsPage").then((m) => m.RivalsPage)),
          },
          {
            path: paths.addRival,
            lazy: page(() => import("../features/rivals/AddRivalPage").then((m) => m.AddRivalPage)),
          },
          {
            path: paths.rival,
            lazy: page(() =>
              import("../features/rivals/RivalDetailPage").then((m) => m.RivalDetailPage),
            ),
          },
          {
            path: paths.matches,
            lazy: page(() => import("../features/matches/MatchesPage").then((m) => m.MatchesPage)),
          },
          {
            path: paths.addMatch,
            lazy: page(() =>
              import("../features/matches/AddMatchPage").then((m) => m.AddMatchPage),
            ),
          },
          {
            path: paths.editMatch,
            lazy: page(() =>
              import("../features/matches/EditMatchPage").then((m) => m.EditMatchPage),
            ),
          },
          {
            path: paths.match,
            lazy: page(() =>
              import("../features/matches/MatchDetailPage").then((m) => m.MatchDetailPage),
            ),
          },
          {
            path: paths.planning,
            lazy: page(() =>
              import("../features/planning/MatchPlanningPage").then((m) => m.MatchPlanningPage),
            ),
          },
          {
            path: paths.plans,
            lazy: page(() => import("../features/plans/PlansPage").then((m) => m.PlansPage)),
          },
          {
            path: paths.plan,
            lazy: page(() =>
              import("../features/plans/PlanDetailPage").then((m) => m.PlanDetailPage),
            ),
          },
          {
            path: paths.insights,
            lazy: page(() =>
              import("../features/insights/InsightsPage").then((m) => m.InsightsPage),
            ),
          },
          {
            path: paths.savedInsights,
            lazy: page(() =>
              import("../features/insights/SavedInsightsPage").then((m) => m.SavedInsightsPage),
            ),
          },
          {
            path: paths.settings,
            lazy: page(() =>
              import("../features/settings/SettingsPage").then((m) => m.SettingsPage),
            ),
          },
          {
            path: paths.data,
            lazy: page(() => import("../features/data/DataPage").then((m) => m.DataPage)),
          },
          {
            path: paths.live,
            lazy: page(() => import("../features/live/LivePage").then((m) => m.LivePage)),
          },
          {
            // Its training screens hang below it (features/calendar/training): one pattern, not a
            // route each, keeps the first page's route table as it was. Opened there, their
            // module loads beside the calendar's and the screen is drawn once both are in: as a
            // second step after a 'Cargando…' draw it held attendance back by 0.4 s on a slow phone.
            path: `${paths.calendar}/*`,
            lazy: page(async () => {
              const below = location.pathname.startsWith(`${paths.calendar}/`);
              if (below) void import("../features/calendar/training/TrainingScreens");
              const m = await import("../features/calendar/CalendarPage");
              if (below) await m.loadTrainingScreens();
              return m.CalendarPage;
            }),
          },
          {
            path: paths.addFixture,
            lazy: page(() =>
              import("../features/calendar/FixtureFormPage").then((m) => m.FixtureFormPage),
            ),
          },
          {
            path: paths.editFixture,
            lazy: page(() =>
              import("../features/calendar/FixtureFormPage").then((m) => m.FixtureFormPage),
            ),
          },
          {
            path: paths.callUp,
            lazy: page(() => import("../features/calendar/CallUpPage").then((m) => m.CallUpPage)),
          },
          {
            path: paths.analytics,
            // The charts' library loads beside the screen, and the screen waits for it: the
            // charts at its top are then drawn in its first frame, not one frame later. If it
            // cannot load, the screen opens anyway and the chart says so itself.
            lazy: page(() =>
              Promise.all([
                import("../features/analytics/AnalyticsPage"),
                import("../features/analytics/chart-library")
                  .then((m) => m.loadChartLibrary())
                  .catch(() => undefined),
              ]).then(([m]) => m.AnalyticsPage),
            ),
          },
          {
            path: paths.conflicts,
            lazy: page(() =>
              import("../features/conflicts/ConflictsPage").then((m) => m.ConflictsPage),
            ),
          },
          {
            path: paths.playerHome,
            lazy: page(() => import("../features/player/PlayerPage").then((m) => m.PlayerPage)),
          },
          {
            path: paths.playerInvitation,
            lazy: page(() =>
              import("../features/player/InvitationPage").then((m) => m.InvitationPage),
            ),
          },
          { path: "*", lazy: page(() => import("./NotFoundPage").then((m) => m.NotFoundPage)) },
        ],
      },
    ],
  },
];
