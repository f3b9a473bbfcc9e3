// /: the season at a glance. Every figure comes from domain dashboardSummary over the stored
// matches and players; a brand-new user gets a welcome with the first steps instead of zeros.
import { Suspense, lazy } from "react";
import { paths } from "../../config/paths";
import { formatPercent } from "../../domain/base/format";
import { POINTS } from "../../domain/timeline/match-result";
import {
  useFixtures,
  useFormations,
  useMatchPlans,
  useMatches,
  usePlayers,
  useRivals,
  useSavedInsights,
} from "../../state/hooks";
import { MatchFilterBar, useMatchFilter } from "../../components/MatchFilterBar";
import { useDashboardSummary, useFilterOptions } from "../../state/match-selectors";
import { useTeamSettings } from "../../state/team-settings";
import { teamDisplayName } from "../../domain/records/team-settings";
import { ButtonLink } from "../../ui/Button";
import { PageHeader } from "../../ui/PageHeader";
import { StatTile } from "../../ui/Stat";
import { GeneralStats } from "./components/GeneralStats";
import { RecentMatches } from "./components/RecentMatches";
import { TopPlayers } from "./components/TopPlayers";

// Only a team with no matches sees the welcome (and the example team's button): most visits to
// the first page never load them.
const WelcomeCard = lazy(() =>
  import("./components/WelcomeCard").then((m) => ({ default: m.WelcomeCard })),
);
const DemoTeamButton = lazy(() =>
  import("./components/DemoTeamButton").then((m) => ({ default: m.DemoTeamButton })),
);

// The next fixture, in its own small chunk, loaded only when there are fixtures.
const NextFixtureCard = lazy(() => import("./components/NextFixtureCard"));

export function DashboardPage() {
  const matches = useMatches();
  const fixtures = useFixtures();
  const team = useTeamSettings();
  // Computed once per change of the lists, not on every visit to the dashboard.
  const matchFilter = useMatchFilter();
  const filterOptions = useFilterOptions();
  const s = useDashboardSummary(matchFilter);

  return (
    <>
      <PageHeader
        title={teamDisplayName(team)}
        subtitle="Resumen de la temporada"
        actions={
          <>
            <ButtonLink to={paths.live} variant="secondary">
              Partido en directo
            </ButtonLink>
            <ButtonLink to={paths.addMatch} variant="secondary">
              Registrar partido
            </ButtonLink>
            <ButtonLink to={paths.planning} variant="primary">
              Planificar Partido
            </ButtonLink>
          </>
        }
      />
      {fixtures.length > 0 && (
        <Suspense fallback={null}>
          <NextFixtureCard />
        </Suspense>
      )}
      <MatchFilterBar options={filterOptions} />

      {matches.length === 0 && <Welcome />}

      <section
        aria-label="Resumen"
        className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6"
      >
        <StatTile label="Jugadores" value={s.players} />
        <StatTile label="Partidos" value={s.matches} />
        <StatTile
          label="Puntos"
          value={formatPercent(s.pointsPercentage)}
          hint={`${s.points} de ${POINTS.win * s.matches} posibles`}
        />
        <StatTile label="Victorias" value={s.wins} tone="win" />
        <StatTile label="Empates" value={s.draws} tone="draw" />
        <StatTile label="Derrotas" value={s.losses} tone="loss" />
      </section>

      <div className="mt-6 grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <RecentMatches matches={s.lastMatches} />
        <TopPlayers players={s.topPlayers} />
      </div>

      <div className="mt-6">
        <GeneralStats summary={s} />
      </div>
    </>
  );
}

/** The first steps, for a team with no matches: the only part of the page that needs the other
 * lists, so a team with a season of matches does not wait for them to be read. */
function Welcome() {
  const players = usePlayers();
  const formations = useFormations();
  const rivals = useRivals();
  const plans = useMatchPlans();
  const insights = useSavedInsights();
  const appEmpty =
    players.length + formations.length + rivals.length === 0 &&
    plans.length + insights.length === 0;
  return (
    <Suspense fallback={null}>
      <WelcomeCard
        steps={[
          {
            label: "Añade tus jugadores",
            detail: "Nombre, posición y dorsal de cada uno.",
            to: paths.addPlayer,
            done: players.length > 0,
          },
          {
            label: "Crea una formación",
            detail: "Líneas y nombre de cada posición.",
            to: paths.addFormation,
            done: formations.length > 0,
          },
          {
            label: "Añade un rival",
            detail: "Con sus colores y tus notas.",
            to: paths.addRival,
            done: rivals.length > 0,
          },
          {
            label: "Registra un partido",
            detail: "Resultado, alineación, goles y cambios.",
            to: paths.addMatch,
            done: false,
          },
        ]}
        extraAction={appEmpty ? <DemoTeamButton /> : undefined}
      />
    </Suspense>
  );
}
