// 'Calendario': upcoming fixtures with everything the week before a game needs
// (call-up, plan, live match, result), past results, and the .ics export.
import { Suspense, lazy, useMemo, useState } from "react";
import type { ComponentType } from "react";
import { useParams } from "react-router";
import { Link } from "../../ui/Link";
import { links, paths } from "../../config/paths";
import { todayIso } from "../../domain/base/dates";
import {
  agenda,
  calledUpCount,
  calendarEvents,
  calendarFileName,
  fixtureTitle,
  planOf,
} from "../../domain/calendar/fixtures";
import type { AgendaPast } from "../../domain/calendar/fixtures";
import { locationLabel } from "../../domain/squad/player-labels";
import { teamDisplayName } from "../../domain/records/team-settings";
import type { Fixture } from "../../domain/records/types";
import { deleteFixture } from "../../state/fixture-commands";
import { useFixtures, useMatchPlans, useMatches } from "../../state/hooks";
import { useTeamSettings } from "../../state/team-settings";
import { Alert } from "../../ui/Alert";
import { Button, ButtonLink } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { EmptyState } from "../../ui/EmptyState";
import { PageHeader } from "../../ui/PageHeader";
import { useDialogs } from "../../ui/dialogs";
import { downloadText } from "../../ui/download";
import { DateBlock } from "./components/DateBlock";
import { EventReplies } from "./components/EventReplies";
import { eventIdOfFixture } from "../../domain/replies/documents";
import { fixtureEventTitle } from "../../domain/replies/schedule";
import { UnpublishedFixtures } from "./components/UnpublishedFixtures";
import type { FixtureId } from "../../domain/base/ids";
import { TrainingCard } from "./training/TrainingCard";
import { trainingLinks } from "./training/links";
import { NotSharedNote } from "../../components/NotSharedNote";
import { useNotShared } from "../../state/not-shared";

// The training screens below /calendar/ (the route is `/calendar/*`), loaded when opened. Once
// in, they are drawn at once: through React's lazy the first draw is 'Cargando…', and React holds
// the screen that replaces it back by up to 300 ms (app/routes.tsx loads them before the first
// draw when the page opens there).
let trainingScreens: ComponentType | undefined;
export const loadTrainingScreens = () =>
  import("./training/TrainingScreens").then((m) => (trainingScreens = m.TrainingScreens));
const LazyTrainingScreens = lazy(() => loadTrainingScreens().then((c) => ({ default: c })));

export const EMPTY_CALENDAR =
  "No hay partidos en el calendario. Añade el próximo partido para preparar la semana.";
/** Past entries shown here; the rest are in 'Partidos'. */
const PAST_SHOWN = 20;

export const CONFIRM_DELETE_FIXTURE =
  "¿Eliminar este partido del calendario? Su planificación y su resultado, si los tiene, se conservan.";

export function CalendarPage() {
  const { "*": below } = useParams();
  // Chosen once per mount: switching from the lazy one to the loaded one would draw the open
  // screen anew and lose what was typed in it.
  const [TrainingScreens] = useState(() => trainingScreens ?? LazyTrainingScreens);
  if (below) {
    return (
      <Suspense fallback={<p className="p-8 text-sm text-slate-500">Cargando…</p>}>
        <TrainingScreens />
      </Suspense>
    );
  }
  return <Calendar />;
}

function Calendar() {
  const fixtures = useFixtures();
  const matches = useMatches();
  const plans = useMatchPlans();
  const team = useTeamSettings();
  const teamName = teamDisplayName(team);
  const today = todayIso();
  const { upcoming, past } = useMemo(
    () => agenda(fixtures, matches, today),
    [fixtures, matches, today],
  );
  const { confirm } = useDialogs();
  const [error, setError] = useState("");
  const [exporting, setExporting] = useState(false);

  const remove = async (id: FixtureId) => {
    const ok = await confirm({
      message: CONFIRM_DELETE_FIXTURE,
      danger: true,
      confirmLabel: "Eliminar",
    });
    if (!ok) return;
    const r = deleteFixture(id);
    setError(r.ok ? "" : r.message);
  };

  const exportIcs = async () => {
    setExporting(true);
    try {
      const { calendarIcs } = await import("./ics-export");
      const { trainingEvents, exportedSessions } = await import("../../domain/training/sessions");
      const { getTraining } = await import("../../state/training");
      const { sessions, series } = getTraining();
      const entries = exportedSessions(sessions, series, today);
      const text = await calendarIcs(
        [...calendarEvents(fixtures, teamName), ...trainingEvents(entries)].sort(
          (a, b) => a.start.getTime() - b.start.getTime(),
        ),
        `${teamName} · Calendario`,
      );
      downloadText(calendarFileName(today), text, "text/calendar;charset=utf-8");
      setError("");
    } catch {
      setError("No se pudo preparar el archivo del calendario. Inténtalo de nuevo.");
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Calendario"
        subtitle="Próximos partidos y resultados: de la convocatoria y el plan al directo."
        actions={
          <>
            <ButtonLink to={trainingLinks.add}>Añadir entrenamiento</ButtonLink>
            <Button onClick={exportIcs} disabled={exporting}>
              Exportar calendario (.ics)
            </Button>
            <ButtonLink to={paths.addFixture} variant="primary">
              Nuevo partido
            </ButtonLink>
          </>
        }
      />
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <UnpublishedFixtures fixtures={fixtures} today={today} teamName={teamName} />
      <div className="grid grid-cols-1 gap-6">
        <Card title="Próximos partidos" flush>
          {upcoming.length === 0 ? (
            <EmptyState>{EMPTY_CALENDAR}</EmptyState>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Próximos partidos">
              {upcoming.map((f) => (
                <UpcomingRow
                  key={f.id}
                  fixture={f}
                  teamName={teamName}
                  planned={Boolean(planOf(f, plans))}
                  onDelete={() => void remove(f.id)}
                />
              ))}
            </ul>
          )}
        </Card>
        <TrainingCard today={today} />
        <Card title="Resultados" flush>
          {past.length === 0 ? (
            <EmptyState>Todavía no hay partidos jugados.</EmptyState>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Resultados">
              {past.slice(0, PAST_SHOWN).map((p) => (
                <PastRow
                  key={p.kind === "played" ? p.match.id : p.fixture.id}
                  entry={p}
                  teamName={teamName}
                  onDelete={(id) => void remove(id)}
                />
              ))}
            </ul>
          )}
          {past.length > PAST_SHOWN && (
            <p className="border-t border-slate-100 px-5 py-3 text-sm">
              <Link
                to={paths.matches}
                className="font-medium text-brand-800 underline-offset-2 hover:underline"
              >
                Ver todos los partidos ({past.length})
              </Link>
            </p>
          )}
        </Card>
      </div>
    </>
  );
}

function FixtureFacts({ fixture }: { fixture: Fixture }) {
  const refused = useNotShared("fixture").get(fixture.id);
  return (
    <>
      <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-600">
        <span>{fixture.time}</span>
        <span>{fixture.competition}</span>
        <span>{locationLabel[fixture.location]}</span>
        {fixture.venue && <span>{fixture.venue}</span>}
      </p>
      {refused && <NotSharedNote reason={refused} form={links.editFixture(fixture.id)} />}
    </>
  );
}

function UpcomingRow({
  fixture,
  teamName,
  planned,
  onDelete,
}: {
  fixture: Fixture;
  teamName: string;
  planned: boolean;
  onDelete: () => void;
}) {
  const squad = fixture.squadIds?.length ?? 0;
  const title = fixtureTitle(fixture, teamName);
  return (
    <li className="flex flex-col gap-3 px-5 py-4">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <DateBlock date={fixture.date} />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900">{title}</h3>
          <FixtureFacts fixture={fixture} />
          <p className="mt-1 flex flex-wrap gap-2 text-xs">
            <span
              className={
                squad > 0
                  ? "rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800"
                  : "rounded-full bg-slate-100 px-2 py-0.5 text-slate-600"
              }
            >
              {squad > 0 ? calledUpCount(squad) : "Sin convocatoria"}
            </span>
            <span
              className={
                planned
                  ? "rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800"
                  : "rounded-full bg-slate-100 px-2 py-0.5 text-slate-600"
              }
            >
              {planned ? "Planificado" : "Sin planificar"}
            </span>
          </p>
        </div>
      </div>
      <EventReplies
        event={{
          eventId: eventIdOfFixture(fixture.id),
          date: fixture.date,
          time: fixture.time,
          title: fixtureEventTitle(fixture),
        }}
        testId="fixture-replies"
      />
      <div
        className="flex flex-wrap gap-2 sm:pl-[4.5rem]"
        role="group"
        aria-label={`Acciones: ${title}`}
      >
        <ButtonLink to={links.callUp(fixture.id)} size="sm">
          Convocatoria
        </ButtonLink>
        <ButtonLink to={links.planFixture(fixture.id)} size="sm">
          {planned ? "Replanificar" : "Planificar"}
        </ButtonLink>
        <ButtonLink to={links.liveFromFixture(fixture.id)} size="sm">
          En directo
        </ButtonLink>
        <ButtonLink to={links.addMatchFromFixture(fixture.id)} size="sm">
          Registrar resultado
        </ButtonLink>
        <ButtonLink to={links.editFixture(fixture.id)} size="sm" variant="ghost">
          Editar
        </ButtonLink>
        <Button size="sm" variant="danger" onClick={onDelete}>
          Eliminar
        </Button>
      </div>
    </li>
  );
}

function PastRow({
  entry,
  teamName,
  onDelete,
}: {
  entry: AgendaPast;
  teamName: string;
  onDelete: (id: FixtureId) => void;
}) {
  if (entry.kind === "unplayed") {
    const f = entry.fixture;
    return (
      <li className="flex flex-wrap items-center gap-4 px-5 py-3">
        <DateBlock date={f.date} muted />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900">{fixtureTitle(f, teamName)}</p>
          <p className="text-sm text-amber-800">Sin resultado</p>
        </div>
        <div className="flex gap-2">
          <ButtonLink to={links.addMatchFromFixture(f.id)} size="sm">
            Registrar resultado
          </ButtonLink>
          <Button size="sm" variant="danger" onClick={() => onDelete(f.id)}>
            Eliminar
          </Button>
        </div>
      </li>
    );
  }
  const { match, fixture } = entry;
  const { home: ours, away: theirs } = match.score;
  const outcome = ours > theirs ? "Victoria" : ours < theirs ? "Derrota" : "Empate";
  const tone =
    ours > theirs
      ? "bg-emerald-50 text-emerald-800"
      : ours < theirs
        ? "bg-red-50 text-red-800"
        : "bg-slate-100 text-slate-700";
  const title =
    match.location === "away"
      ? `${match.rival} ${theirs} – ${ours} ${teamName}`
      : `${teamName} ${ours} – ${theirs} ${match.rival}`;
  return (
    <li className="flex flex-wrap items-center gap-4 px-5 py-3">
      <DateBlock date={match.date} muted />
      <div className="min-w-0 flex-1">
        <Link
          to={links.match(match.id)}
          className="font-medium text-slate-900 underline-offset-2 hover:underline"
        >
          {title}
        </Link>
        <p className="text-sm text-slate-600">
          {match.competition || fixture?.competition || "Partido"}
          {fixture ? " · del calendario" : ""}
        </p>
      </div>
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{outcome}</span>
    </li>
  );
}
