// /match-details/{id}: everything recorded about one match. An unknown id stays on 'Loading...'
// (spec 8), as the original product did.
import { useMemo } from "react";
import { useNavigate, useParams } from "react-router";
import { links, paths } from "../../config/paths";
import { formatDate } from "../../domain/base/format";
import { outcomeOf } from "../../domain/timeline/match-result";
import { matchFormation, matchFormationLabel } from "../../domain/match/match-view";
import { matchStory } from "../../domain/match/match-story";
import { competitionOf, seasonOfMatch } from "../../domain/records/season";
import { locationLabel } from "../../domain/squad/player-labels";
import { teamDisplayName } from "../../domain/records/team-settings";
import { planOf } from "../../domain/calendar/fixtures";
import { entryMinutes } from "../../domain/figures/participation";
import { useParticipation } from "../../state/participation";
import {
  useFixtures,
  useFormations,
  useMatchPlans,
  useMatches,
  usePlayers,
} from "../../state/hooks";
import { useTeamSettings } from "../../state/team-settings";
import { Button, ButtonLink } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { Crest } from "../../ui/Crest";
import { PageHeader } from "../../ui/PageHeader";
import { LineupTables } from "./components/LineupTables";
import { MatchBoardCard } from "./components/MatchBoardCard";
import { MatchStoryCard } from "./components/MatchStoryCard";
import { OutcomeBadge } from "./components/OutcomeBadge";
import { PlanReviewCard } from "./components/PlanReviewCard";
import { useDeleteMatch } from "./components/useDeleteMatch";
import { NotSharedNote } from "../../components/NotSharedNote";
import { useNotShared } from "../../state/not-shared";

export function MatchDetailPage() {
  const { id } = useParams();
  const matches = useMatches();
  const formations = useFormations();
  const players = usePlayers();
  const removeMatch = useDeleteMatch();
  const participation = useParticipation();
  const navigate = useNavigate();
  const team = useTeamSettings();
  const fixtures = useFixtures();
  const plans = useMatchPlans();
  const match = useMemo(() => matches.find((m) => m.id === id), [matches, id]);
  // The plan made for the fixture this match was played from.
  const fixture = match
    ? fixtures.find((f) => f.matchId === match.id || f.id === match.fixtureId)
    : undefined;
  const plan = fixture ? planOf(fixture, plans) : undefined;
  const formation = useMemo(
    () => (match ? matchFormation(match, formations) : undefined),
    [formations, match],
  );
  const story = useMemo(() => (match ? matchStory(match, players) : undefined), [match, players]);
  const refused = useNotShared("match").get(id ?? "");

  if (!match) {
    return (
      <p className="py-10 text-center text-sm text-slate-500" role="status">
        Loading...
      </p>
    );
  }

  const outcome = outcomeOf(match);
  const { home, away } = match.score;

  return (
    <>
      <PageHeader
        title={`${match.rival || match.opponent || "Rival"}`}
        subtitle={`${formatDate(match.date)} · ${locationLabel[match.location] ?? "—"}`}
        back={
          <ButtonLink to={paths.matches} variant="ghost" size="sm">
            ← Volver a partidos
          </ButtonLink>
        }
        actions={
          <>
            <ButtonLink to={links.editMatch(match.id)} variant="secondary" size="sm">
              Editar
            </ButtonLink>
            <Button
              variant="danger"
              size="sm"
              onClick={() =>
                void removeMatch(match).then((deleted) => {
                  if (deleted) navigate(paths.matches);
                })
              }
            >
              Eliminar partido
            </Button>
          </>
        }
      />
      {refused && (
        <div className="mb-4">
          <NotSharedNote reason={refused} form={links.editMatch(match.id)} />
        </div>
      )}

      <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Card aria-label="Resultado">
          <div className="flex flex-col items-center gap-3 py-2 text-center">
            <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Resultado</p>
            <p
              className="flex items-center gap-2 text-sm font-medium text-slate-700"
              data-testid="score-teams"
            >
              <Crest src={team.crest} alt="" className="h-6 w-6" />
              {teamDisplayName(team)}
              <span className="text-slate-400">-</span>
              {match.rival || match.opponent || "Rival"}
            </p>
            <p className="text-5xl font-semibold tabular-nums" aria-label={`${home} a ${away}`}>
              {home}
              <span className="mx-2 text-slate-300">-</span>
              {away}
            </p>
            <OutcomeBadge outcome={outcome} />
            <p className="text-xs text-slate-500">Nuestros goles primero</p>
          </div>
        </Card>
        <Card title="Datos del partido">
          <dl className="grid grid-cols-[repeat(auto-fit,minmax(7.5rem,1fr))] gap-x-6 gap-y-3 text-sm">
            <Item label="Fecha">{formatDate(match.date)}</Item>
            <Item label="Rival">{match.rival || match.opponent || "—"}</Item>
            <Item label="Condición">{locationLabel[match.location] ?? "—"}</Item>
            <Item label="Competición">{competitionOf(match) || "—"}</Item>
            <Item label="Temporada">{seasonOfMatch(match, team.seasonStartMonth) ?? "—"}</Item>
            <Item label="Formación">{matchFormationLabel(match, formations)}</Item>
            <Item label="Tiros a favor">
              <span className="tabular-nums">{match.shotsFor}</span>
            </Item>
            <Item label="Tiros en contra">
              <span className="tabular-nums">{match.shotsAgainst}</span>
            </Item>
          </dl>
        </Card>
      </div>

      <div className="mt-5 space-y-5">
        {plan && (
          <PlanReviewCard
            plan={plan}
            match={match}
            players={players}
            formation={formation}
            fixture={fixture}
          />
        )}
        <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          {story && (
            <MatchStoryCard story={story} rival={match.rival || match.opponent || "Rival"} />
          )}
          <MatchBoardCard match={match} formation={formation} players={players} />
        </div>
        <LineupTables
          match={match}
          formation={formation}
          players={players}
          minutesOf={entryMinutes(match, participation)}
        />
      </div>
    </>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 font-medium [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}
