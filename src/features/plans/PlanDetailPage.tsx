import { useEffect, useMemo, useRef } from "react";
import { useNavigate, useParams } from "react-router";
import { links, paths } from "../../config/paths";
import {
  filledCount,
  planDayOf,
  planDayText,
  planLineupRows,
} from "../../domain/calendar/match-plan";
import { callUpSaved } from "../../domain/calendar/callup";
import { lineupIdsOf, lineupNames } from "../../domain/calendar/plan-form";
import { linkedRecord } from "../../domain/records/identity";
import { planDetailSuggestions, planIdeas } from "../../domain/calendar/suggestions";
import {
  useFixtures,
  useFormations,
  useMatchPlans,
  usePlayers,
  useRivals,
} from "../../state/hooks";
import { PLAN_NOT_FOUND_MESSAGE } from "../../state/plan-commands";
import { Button, ButtonLink } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { PageHeader } from "../../ui/PageHeader";
import { Crest } from "../../ui/Crest";
import { teamDisplayName } from "../../domain/records/team-settings";
import { useTeamSettings } from "../../state/team-settings";
import { LineupBoard } from "../../components/LineupBoard";
import { useDialogs } from "../../ui/dialogs";
import { LineupTable } from "./components/LineupTable";
import { PlanSuggestions } from "./components/PlanSuggestions";
import "./plan-print.css";
import { NotSharedNote } from "../../components/NotSharedNote";
import { useNotShared } from "../../state/not-shared";

export const FORMATION_MISSING = "Formación no disponible.";

const printCard =
  "print:break-inside-avoid print:rounded-none print:border-black print:shadow-none";

export function PlanDetailPage() {
  const { id = "" } = useParams();
  const plans = useMatchPlans();
  const players = usePlayers();
  const formations = useFormations();
  const rivals = useRivals();
  const team = useTeamSettings();
  const navigate = useNavigate();
  const { alert } = useDialogs();
  const told = useRef(false);

  const plan = plans.find((p) => p.id === id);
  const refused = useNotShared("plan").get(plan?.id ?? "");
  const fixtures = useFixtures();
  const fixture = plan?.fixtureId ? fixtures.find((f) => f.id === plan.fixtureId) : undefined;
  // Linked by id; by name only for plans saved before they kept ids.
  const formation = useMemo(
    () => (plan ? linkedRecord(formations, plan.formationId, plan.formation) : undefined),
    [plan, formations],
  );
  const rival = useMemo(
    () => (plan ? linkedRecord(rivals, plan.rivalId, plan.rival) : undefined),
    [plan, rivals],
  );
  const notes = rival?.notes.filter((n) => n.trim()) ?? [];
  // Each position's player as he is named now (found by id); the stored name when he is gone.
  const ids = useMemo(() => lineupIdsOf(players, plan?.lineup, plan?.lineupIds), [plan, players]);
  const lineup = useMemo(
    () => ({ ...plan?.lineup, ...lineupNames(players, ids) }),
    [plan, players, ids],
  );

  const rows = useMemo(
    () => planLineupRows(formation, lineup, players, ids),
    [formation, lineup, players, ids],
  );
  const suggestions = useMemo(() => planDetailSuggestions(players, ids), [players, ids]);
  // The match day's ideas (what planning showed, within the call-up once there is one): the
  // ones the live bench marks and the match review compares with.
  const ideas = useMemo(
    () =>
      plan
        ? planIdeas(plan, players, {
            callUp: fixture && callUpSaved(fixture) ? new Set(fixture.squadIds) : undefined,
          })
        : [],
    [plan, players, fixture],
  );
  useEffect(() => {
    if (plan || told.current) return;
    told.current = true;
    void alert({ message: PLAN_NOT_FOUND_MESSAGE }).then(() =>
      navigate(paths.plans, { replace: true }),
    );
  }, [plan, alert, navigate]);

  if (!plan) return null;
  const day = planDayOf(plan, fixture);
  const dayText = planDayText(day, false);
  const notesText = plan.notes?.trim() ?? "";

  return (
    <div className="plan-sheet">
      <p
        className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-700"
        data-testid="plan-team"
      >
        <Crest src={team.crest} alt="" className="h-7 w-7" />
        {teamDisplayName(team)}
      </p>
      <PageHeader
        title="Detalles de la planificación"
        subtitle="Plan del próximo partido para el cuerpo técnico."
        back={
          <ButtonLink to={paths.plans} variant="ghost" size="sm">
            ← Volver
          </ButtonLink>
        }
        actions={
          <>
            <ButtonLink to={links.liveFromPlan(plan.id)} variant="primary">
              Empezar en directo
            </ButtonLink>
            <Button onClick={() => window.print()}>Imprimir</Button>
          </>
        }
      />
      {refused && (
        <div className="no-print mb-4">
          <NotSharedNote reason={refused} form={links.editPlan(plan.id)} />
        </div>
      )}

      <dl className="mb-6 grid gap-4 rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm sm:grid-cols-3 print:mb-3 print:grid-cols-4 print:rounded-none print:border-black print:py-2 print:shadow-none">
        {dayText && (
          <div className="sm:col-span-3 print:col-span-1" data-testid="plan-day">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Partido</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">
              {dayText}
              {day.venue && (
                <span className="block text-sm font-normal text-slate-600">{day.venue}</span>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Rival</dt>
          <dd className="mt-0.5 text-lg font-semibold text-slate-900" data-testid="plan-rival">
            {rival?.name || plan.rival || "—"}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Formación</dt>
          <dd className="mt-0.5 text-lg font-semibold text-slate-900" data-testid="plan-formation">
            {formation ? (
              <>
                {formation.name}
                {formation.type && (
                  <span className="ml-2 text-sm font-normal text-slate-500">{formation.type}</span>
                )}
              </>
            ) : (
              <span className="text-base font-normal text-amber-700">{FORMATION_MISSING}</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Titulares</dt>
          <dd className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums">
            {filledCount(lineup)}/{rows.length}
          </dd>
        </div>
      </dl>

      {/* Beside the board the lineup keeps room for its four columns (26rem): between 1024 and
          1280 px the board gives way, down to 16rem, rather than the shirt numbers scrolling out. */}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(16rem,24rem)_minmax(26rem,1fr)] print:grid-cols-[44%_1fr] print:gap-3">
        {formation && (
          <Card title="Pizarra" className={`lg:row-span-2 print:row-span-1 ${printCard}`}>
            <div className="plan-pitch">
              <LineupBoard
                formation={formation}
                playerAt={(key) => {
                  const name = lineup[key];
                  const number = players.find((p) => p.id === ids[key])?.number;
                  return name ? { name, number } : null;
                }}
                label="Diagrama táctico"
                className="mx-auto"
              />
            </div>
          </Card>
        )}
        <Card
          title="Alineación"
          flush
          className={`${formation ? "" : "lg:col-span-2"} ${printCard}`}
        >
          <LineupTable rows={rows} />
        </Card>
        <div
          className={`grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-2 print:col-span-2 print:grid-cols-2 print:gap-3 ${formation ? "" : "lg:col-span-2"}`}
        >
          {notesText && (
            <Card
              title="Notas del entrenador"
              aria-label="Notas del entrenador"
              className={`xl:col-span-2 print:col-span-2 ${printCard}`}
            >
              <p className="text-sm whitespace-pre-wrap text-slate-800" data-testid="plan-notes">
                {notesText}
              </p>
            </Card>
          )}
          <Card title="Sugerencias de cambios" className={printCard}>
            <PlanSuggestions players={suggestions} />
          </Card>
          {ideas.length > 0 && (
            <Card
              title="Cambios previstos"
              aria-label="Cambios previstos"
              description="Los que sugirió la planificación: se marcan en el banquillo en directo."
              // On paper the sheet keeps to one A4 page: the spec's list is printed, this is not.
              className="print:hidden"
            >
              <p className="text-sm text-slate-800" data-testid="plan-ideas">
                {ideas.map((p) => `${p.name} (${p.number})`).join(", ")}
              </p>
            </Card>
          )}
          {notes.length > 0 && (
            <Card
              title="Anotaciones del Rival"
              aria-label="Anotaciones del Rival"
              className={printCard}
            >
              <ul className="space-y-1.5">
                {notes.map((n, i) => (
                  <li
                    key={i}
                    className="rounded-lg border-l-4 border-amber-400 bg-amber-50 px-3 py-2 text-sm print:rounded-none print:border-black print:bg-white print:py-1"
                  >
                    {String(n)}
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}
