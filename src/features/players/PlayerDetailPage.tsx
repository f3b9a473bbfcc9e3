import { Suspense, lazy, useCallback, useMemo, useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { links, paths } from "../../config/paths";
import { playerImpact } from "../../domain/figures/player-impact";
import { playerLogMatches } from "../../domain/figures/player-match-log";
import { roleRowsOf } from "../../domain/figures/player-stats";
import { MatchFilterBar, useMatchFilter } from "../../components/MatchFilterBar";
import { NearScreen } from "../../ui/NearScreen";
import { useFormations, usePlayers } from "../../state/hooks";
import type { Formation, Match, Player } from "../../domain/records/types";
import type { MatchFilter } from "../../domain/records/season";
import { usePlayerAnalytics } from "../../state/analytics";
import { useFilterOptions } from "../../state/match-selectors";
import { usePlayerFigureView } from "../../state/player-figures";
import { Alert } from "../../ui/Alert";
import { Avatar } from "../../ui/Avatar";
import { Button, ButtonLink } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { EmptyState } from "../../ui/EmptyState";
import { PageHeader } from "../../ui/PageHeader";
import { StatTile } from "../../ui/Stat";
import { PersonalInfo } from "./components/PersonalInfo";
import { AvailabilityCard } from "./components/AvailabilityCard";
import { PlayerTrainingCard } from "./components/PlayerTrainingCard";
import { PlayerFiguresCard } from "./components/PlayerFiguresCard";
import { PositionBadge } from "./components/PositionBadge";
import { MatchLogTable } from "./components/MatchLogTable";
import { RoleStatsTable } from "./components/RoleStatsTable";
import { TeamImpactTable } from "./components/TeamImpactTable";
import { useDeletePlayer } from "./components/use-delete-player";
import { PageHeading } from "../../ui/PageHeading";
import { NotSharedNote } from "../../components/NotSharedNote";
import { useNotShared } from "../../state/not-shared";

export const PLAYER_NOT_FOUND = "Jugador no encontrado.";

// The edit form (react-hook-form and zod) loads only when the coach opens it.
const EditPlayerCard = lazy(() =>
  import("./components/EditPlayerCard").then((m) => ({ default: m.EditPlayerCard })),
);

const backToList = (
  <ButtonLink to={paths.players} variant="ghost" size="sm">
    ← Jugadores
  </ButtonLink>
);

export function PlayerDetailPage() {
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const matchFilter = useMatchFilter();
  const filterOptions = useFilterOptions();
  const { player, matches } = usePlayerFigureView(id, matchFilter);
  const storedPlayers = usePlayers();
  const formations = useFormations();
  const [error, setError] = useState<string | null>(null);
  const refused = useNotShared("player").get(id);
  const onDelete = useDeletePlayer(setError);
  const closeEditor = useCallback(
    () => navigate(links.player(id), { replace: true }),
    [navigate, id],
  );

  if (!player) {
    return (
      <>
        <PageHeader title="Jugador" back={backToList} />
        <Card>
          <EmptyState>{PLAYER_NOT_FOUND}</EmptyState>
        </Card>
      </>
    );
  }

  if (search.get("editar") === "1") {
    return (
      <>
        <PageHeader
          title={`Editar a ${player.name}`}
          subtitle="Las estadísticas no cambian."
          back={backToList}
        />
        <Suspense fallback={<p className="text-sm text-slate-500">Cargando…</p>}>
          <EditPlayerCard
            player={storedPlayers.find((p) => p.id === id) ?? player}
            players={storedPlayers}
            onClose={closeEditor}
          />
        </Suspense>
      </>
    );
  }

  const t = player.stats;
  return (
    <>
      <div className="mb-6">
        <div className="no-print mb-2">{backToList}</div>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex min-w-0 items-center gap-4">
            <span aria-hidden>
              <Avatar name={player.name} photo={player.photo} size="lg" />
            </span>
            <div className="min-w-0">
              <PageHeading className="truncate text-2xl font-semibold tracking-tight">
                {player.name}
              </PageHeading>
              <p className="mt-1.5 flex items-center gap-2 text-sm">
                <PositionBadge position={player.position} />
                <span className="font-medium text-slate-700 tabular-nums">#{player.number}</span>
              </p>
              {refused && <NotSharedNote reason={refused} form={links.editPlayer(player.id)} />}
            </div>
          </div>
          <div className="no-print flex items-center gap-2">
            <ButtonLink to={links.editPlayer(player.id)} variant="secondary">
              Editar
            </ButtonLink>
            <Button
              variant="danger"
              onClick={async () => {
                if (await onDelete(player)) navigate(paths.players, { replace: true });
              }}
            >
              Eliminar
            </Button>
          </div>
        </div>
      </div>
      <MatchFilterBar options={filterOptions} />
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <Card title="Información personal" aria-label="Información personal">
          <PersonalInfo player={player} />
        </Card>
        <section aria-label="Estadísticas" className="space-y-3">
          <h2 className="text-base font-semibold">Estadísticas</h2>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <StatTile label="Partidos" value={t.matches} />
            <StatTile label="Minutos" value={t.minutesPlayed} />
            <StatTile label="Goles" value={t.goals} />
            <StatTile label="Asistencias" value={t.assists} />
            <StatTile label="Amarillas" value={t.yellowCards} />
            <StatTile label="Rojas" value={t.redCards} />
          </div>
        </section>
      </div>
      <div className="mt-6 space-y-6">
        <AvailabilityCard playerId={player.id} />
        <PlayerTrainingCard playerId={player.id} />
        <NearScreen
          minHeight={0}
          placeholder={<Card title="Cifras con su muestra" className="min-h-[340px]" />}
        >
          <FiguresCard playerId={player.id} filter={matchFilter} />
        </NearScreen>
        <PlayerHistory player={player} matches={matches} formations={formations} />
      </div>
    </>
  );
}

/** His figures with their samples: below the first screenful on a phone, so worked out (his
 * spells in every match he played) only when the coach scrolls near them. */
function FiguresCard({ playerId, filter }: { playerId: string; filter: MatchFilter }) {
  const figures = usePlayerAnalytics(playerId, filter);
  return figures && <PlayerFiguresCard figures={figures} />;
}

const LOG_DESCRIPTION = "Cada partido en el que jugó, del más reciente al más antiguo.";
const ROLES_DESCRIPTION = "Como titular, por rol en la formación.";
const SUBSTITUTE_DESCRIPTION = "Partidos en los que entró desde el banquillo.";
const IMPACT_DESCRIPTION =
  "Resultados del equipo según la participación del jugador en cada partido.";

type HistoryProps = { player: Player; matches: readonly Match[]; formations: Formation[] };

/**
 * His matches, roles and the team's results with him: below the first screenful, so each card is
 * built (and its figures worked out) when the coach scrolls near it or prints; until then an
 * empty card with its title, about its height, stands in.
 */
function PlayerHistory({ player, matches, formations }: HistoryProps) {
  return (
    <>
      <NearScreen
        minHeight={0}
        placeholder={
          <Card
            title="Partidos"
            aria-label="Partidos del jugador"
            description={LOG_DESCRIPTION}
            className="min-h-[560px]"
          />
        }
      >
        <MatchLogCard player={player} matches={matches} formations={formations} />
      </NearScreen>
      <NearScreen
        minHeight={0}
        placeholder={
          <Card
            title="Posiciones jugadas"
            description={ROLES_DESCRIPTION}
            className="min-h-[520px]"
          />
        }
      >
        <RolesCards player={player} />
      </NearScreen>
      <NearScreen
        minHeight={0}
        placeholder={
          <Card
            title="Rendimiento del equipo"
            description={IMPACT_DESCRIPTION}
            className="min-h-[220px]"
          />
        }
      >
        <ImpactCard player={player} matches={matches} />
      </NearScreen>
    </>
  );
}

function MatchLogCard({ player, matches, formations }: HistoryProps) {
  const log = useMemo(() => playerLogMatches(player, matches), [player, matches]);
  return (
    <Card title="Partidos" aria-label="Partidos del jugador" description={LOG_DESCRIPTION} flush>
      {log.length > 0 ? (
        <MatchLogTable who={player} matches={log} formations={formations} />
      ) : (
        <EmptyState>Todavía no ha jugado ningún partido registrado.</EmptyState>
      )}
    </Card>
  );
}

function RolesCards({ player }: { player: Player }) {
  const roles = useMemo(() => roleRowsOf(player.stats), [player]);
  return (
    <div className="space-y-6">
      <Card title="Posiciones jugadas" description={ROLES_DESCRIPTION} flush>
        {roles.played.length > 0 ? (
          <RoleStatsTable rows={roles.played} label="Posiciones jugadas" />
        ) : (
          <EmptyState>Todavía no ha jugado como titular en ninguna posición.</EmptyState>
        )}
      </Card>
      <Card title="Suplente" description={SUBSTITUTE_DESCRIPTION} flush>
        {roles.substitute ? (
          <RoleStatsTable rows={[roles.substitute]} label="Suplente" roleHeader="Rol" />
        ) : (
          <EmptyState>No ha entrado como suplente en ningún partido.</EmptyState>
        )}
      </Card>
    </div>
  );
}

function ImpactCard({ player, matches }: { player: Player; matches: readonly Match[] }) {
  const impact = useMemo(() => playerImpact(player, matches), [player, matches]);
  return (
    <Card title="Rendimiento del equipo" description={IMPACT_DESCRIPTION} flush>
      {matches.length > 0 ? (
        <TeamImpactTable impact={impact} />
      ) : (
        <EmptyState>Todavía no hay partidos registrados.</EmptyState>
      )}
    </Card>
  );
}
