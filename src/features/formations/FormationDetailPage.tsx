import { Navigate, useParams } from "react-router";
import { links, paths } from "../../config/paths";
import { useRecordAt } from "../../state/record-at";
import { LineupBoard } from "../../components/LineupBoard";
import { MatchFilterBar, useMatchFilter } from "../../components/MatchFilterBar";
import { useFilterOptions } from "../../state/match-selectors";
import { useFormationFigures } from "../../state/selectors";
import { ButtonLink } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { PageHeader } from "../../ui/PageHeader";
import { Bar, ComparisonBar, StatTile } from "../../ui/Stat";
import { NotSharedNote } from "../../components/NotSharedNote";
import { useNotShared } from "../../state/not-shared";

export function FormationDetailPage() {
  const { index } = useParams();
  const matchFilter = useMatchFilter();
  const filterOptions = useFilterOptions();
  const figured = useFormationFigures(matchFilter);
  // The index is resolved to the formation's id once: another tab's changes never swap it.
  const pinned = useRecordAt("formations", index)?.record;
  const formation = pinned && (figured.find((f) => f.id === pinned.id) ?? pinned);
  const refused = useNotShared("formation").get(pinned?.id ?? "");

  // Spec 2 and 8: an index that names no formation goes back to the list.
  if (!formation) return <Navigate to={paths.formations} replace />;

  const games = formation.gamesPlayed;
  const results = [
    { name: "Victorias", value: formation.wins, className: "bg-emerald-500" },
    { name: "Empates", value: formation.draws, className: "bg-amber-400" },
    { name: "Derrotas", value: formation.losses, className: "bg-red-400" },
  ];
  const resultsMax = Math.max(games, formation.wins, formation.draws, formation.losses, 1);

  return (
    <>
      <PageHeader
        title={formation.name || "Formación sin nombre"}
        subtitle={
          <>
            Formación <span className="font-mono text-slate-700">{formation.type}</span>
          </>
        }
        back={
          <ButtonLink to={paths.formations} variant="ghost" size="sm">
            ← Formaciones
          </ButtonLink>
        }
      />
      {refused && (
        <div className="mb-4">
          <NotSharedNote reason={refused} form={links.formation(Number(index))} />
        </div>
      )}
      <MatchFilterBar options={filterOptions} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="space-y-6">
          <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
            <StatTile label="Partidos" value={games} />
            <StatTile label="Victorias" value={formation.wins} tone="win" />
            <StatTile label="Empates" value={formation.draws} tone="draw" />
            <StatTile label="Derrotas" value={formation.losses} tone="loss" />
          </div>
          <Card title="Resultados" description="Partidos jugados con esta formación.">
            <div className="space-y-2.5" role="group" aria-label="Resultados">
              <Bar name="Partidos" value={games} max={resultsMax} className="bg-slate-500" />
              {results.map((r) => (
                <Bar
                  key={r.name}
                  name={r.name}
                  value={r.value}
                  max={resultsMax}
                  className={r.className}
                />
              ))}
            </div>
          </Card>
          <Card title="Goles y tiros">
            <div className="grid gap-6 md:grid-cols-2">
              <ComparisonBar
                label="Goles"
                forValue={formation.goalsFor}
                againstValue={formation.goalsAgainst}
              />
              <ComparisonBar
                label="Tiros"
                forValue={formation.shotsFor}
                againstValue={formation.shotsAgainst}
              />
            </div>
          </Card>
        </div>
        <Card title="Diagrama táctico">
          <LineupBoard
            formation={formation}
            label={`Diagrama táctico ${formation.type}`}
            className="mx-auto"
          />
        </Card>
      </div>
    </>
  );
}
