import { useCallback, useMemo, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { AvailabilityBadge } from "../../components/AvailabilityBadge";
import { QuickXIButtons } from "../../components/QuickXIButtons";
import { TrainingAttendanceCard } from "./components/TrainingAttendanceCard";
import { paths } from "../../config/paths";
import { availabilityLabel, availabilityOn } from "../../domain/squad/availability";
import { todayIso } from "../../domain/base/dates";
import { fixtureTitle, longDate, planOf } from "../../domain/calendar/fixtures";
import { keptChoices, withKept } from "../../domain/match/kept-choices";
import { teamDisplayName } from "../../domain/records/team-settings";
import { changeFormation, droppedPlayersMessage } from "../../domain/match/formation-change";
import { pitchRows } from "../../domain/squad/formation-roles";
import { lastFormation } from "../../domain/calendar/quick-xi";
import { emptyLineup, filledCount, planDayOf } from "../../domain/calendar/match-plan";
import { callUpSaved } from "../../domain/calendar/callup";
import { keptSourceOfPlan, planFormValuesOf, planFromForm } from "../../domain/calendar/plan-form";
import type { PlanFormValues } from "../../domain/calendar/plan-form";
import { MIN_PLAN_LINEUP, canSavePlan, ideasToStore } from "../../domain/calendar/suggestions";
import { draftStore } from "../../state/drafts";
import {
  useFixtures,
  useFormations,
  useMatchPlans,
  useMatches,
  usePlayers,
  useRivals,
} from "../../state/hooks";
import { INCOMPLETE_PLAN_MESSAGE, savePlan } from "../../state/plan-commands";
import { useAvailabilityIndex } from "../../state/availability";
import { useTeamSettings } from "../../state/team-settings";
import { usePlayerFiguresOnceWanted } from "../../state/selectors";
import { Alert } from "../../ui/Alert";
import { Card } from "../../ui/Card";
import { FormPageHeader } from "../../ui/FormPageHeader";
import { DraftNotice } from "../../ui/DraftNotice";
import { useDialogs } from "../../ui/dialogs";
import { useRecordForm } from "../../ui/record-form";
import { parsePlanningDraft } from "./planning-draft";
import { BoardPanel } from "./components/BoardPanel";
import { FormationStep } from "./components/FormationStep";
import { RivalStep } from "./components/RivalStep";
import { StarterRow } from "./components/StarterRow";
import { SuggestionsStep } from "./components/SuggestionsStep";
import { PlanDayStep } from "./components/PlanDayStep";

export const PLANNING_DRAFT = "match-planning";

export function MatchPlanningPage() {
  const players = usePlayers();
  const matches = useMatches();
  const formations = useFormations();
  const rivals = useRivals();
  const navigate = useNavigate();
  const { alert, confirm } = useDialogs();
  // Planning a fixture (?fixture=) or editing a saved plan (?plan=).
  const [params] = useSearchParams();
  const fixtures = useFixtures();
  const plans = useMatchPlans();
  const team = useTeamSettings();
  const byPlan = plans.find((p) => p.id === params.get("plan"));
  const fixture = fixtures.find((f) => f.id === (params.get("fixture") ?? byPlan?.fixtureId));
  // One plan per fixture: 'Replanificar' opens the fixture's saved plan, and saving updates it.
  const editing = byPlan ?? (fixture ? planOf(fixture, plans) : undefined);
  const lists = useMemo(() => ({ players, formations, rivals }), [players, formations, rivals]);

  // Only what the screen opened with: later list changes do not reset the form.
  const [initial] = useState(() => {
    const values = planFormValuesOf(editing, fixture?.rivalId, lists);
    // A fixture's new plan starts from the last match's formation: 'Repetir último once' is
    // offered at once instead of after a choice the app already knows.
    const last = !editing && fixture && lastFormation(matches, formations, fixture.date);
    return last && !values.formationId
      ? { ...values, formationId: last.id, lineup: emptyLineup(last) }
      : values;
  });
  // The plan's own rival and formation stay choices even when the lists no longer hold them.
  const [kept] = useState(() => keptChoices(keptSourceOfPlan(editing), lists));
  const offered = useMemo(() => withKept({ rivals, formations }, kept), [rivals, formations, kept]);
  const draftKey = editing
    ? `${PLANNING_DRAFT}:${editing.id}`
    : fixture
      ? `${PLANNING_DRAFT}:fixture:${fixture.id}`
      : PLANNING_DRAFT;
  const parse = useCallback((raw: unknown) => parsePlanningDraft(raw, lists), [lists]);
  const { form, draft, guard } = useRecordForm<PlanFormValues>({
    defaultValues: initial,
    draftKey,
    store: draftStore,
    parse,
  });
  const { control, setValue, getValues, register } = form;
  const [rivalId, formationId, lineup, compare] = useWatch({
    control,
    name: ["rivalId", "formationId", "lineup", "compare"],
  });
  const set = <K extends keyof PlanFormValues>(name: K, value: PlanFormValues[K]) =>
    setValue(name, value as never, { shouldDirty: true });

  const index = useAvailabilityIndex();
  const availabilityDate = fixture?.date ?? todayIso();
  const marks = useMemo(() => {
    const out = new Map<string, string>();
    for (const p of players) {
      const label = availabilityLabel(
        availabilityOn(index, p.id, availabilityDate, fixture?.competition),
      );
      if (label) out.set(p.id, label);
    }
    return out;
  }, [players, index, availabilityDate, fixture?.competition]);
  const unavailable = useMemo(() => new Set(marks.keys()), [marks]);
  // Once the fixture's call-up is saved, only its players can come on: the ideas keep to it.
  const callUp = useMemo(
    () => (fixture && callUpSaved(fixture) ? new Set<string>(fixture.squadIds) : undefined),
    [fixture],
  );

  const [activeKey, setActiveKey] = useState<string | undefined>();
  // Why each suggested player was picked ('Once sugerido'), while he is still the pick.
  const [reasons, setReasons] = useState<Map<string, { id: string; reason: string }>>(new Map());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState("");
  const selects = useRef(new Map<string, HTMLInputElement>());

  const formation = offered.formations.find((f) => f.id === formationId);
  const rivalName = offered.rivals.find((r) => r.id === rivalId)?.name ?? "";
  // Names only for what shows them and for the rules written on names (suggestions).
  const rows = useMemo(() => (formation ? pitchRows(formation) : null), [formation]);
  const slots = useMemo(() => rows?.flat() ?? [], [rows]);
  // The lineup holds player ids: the board shows the name and shirt of each.
  const playerAt = useCallback(
    (key: string) => {
      const player = players.find((p) => p.id === lineup[key]);
      return player ? { name: player.name, number: player.number } : null;
    },
    [players, lineup],
  );

  // Players keep a position of their group in the new formation; anyone
  // who would be dropped is named and asked about first.
  const chooseFormation = async (id: string) => {
    const next = offered.formations.find((f) => f.id === id);
    const change = changeFormation(formation, lineup, next);
    if (change.dropped.length > 0) {
      const nameOf = new Map<string, string>(players.map((p) => [p.id, p.name]));
      const ok = await confirm({
        title: "Cambiar de formación",
        message: droppedPlayersMessage(change.dropped.map((p) => nameOf.get(p) ?? p)),
        confirmLabel: "Cambiar",
        cancelLabel: "Mantener la formación",
      });
      if (!ok) return;
    }
    set("formationId", next?.id ?? "");
    set("lineup", next ? { ...emptyLineup(next), ...change.assignment } : {});
    set("compare", {});
    setActiveKey(next ? "Posición 1" : undefined);
  };

  const focusPosition = useCallback((key: string) => {
    setActiveKey(key);
    const el = selects.current.get(key);
    el?.focus();
    el?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, []);

  const filled = filledCount(lineup);
  // The same players with the figures every screen shows (real minutes), beside each pick.
  const figurePlayers = usePlayerFiguresOnceWanted(filled > 0) ?? players;

  const save = async () => {
    // The ideas on screen are stored with the plan: the match review compares with them.
    const plan = {
      ...planFromForm(getValues(), lists, fixture, editing),
      suggestionIds: ideasToStore(players, lineup, { unavailable, callUp }),
    };
    if (!canSavePlan(plan)) {
      await alert({ message: INCOMPLETE_PLAN_MESSAGE });
      return;
    }
    setSaving(true);
    const fixtureId = fixture?.id ?? editing?.fixtureId;
    const r = savePlan(fixtureId ? { ...plan, fixtureId } : plan, editing?.id);
    setSaving(false);
    if (!r.ok) return setError(r.message);
    draft.clear();
    guard.release();
    navigate(paths.plans);
  };

  return (
    <>
      {fixture && (
        <Alert tone="info" className="mb-4" title="Planificando un partido del calendario">
          {fixtureTitle(fixture, teamDisplayName(team))} · {fixture.competition} ·{" "}
          {longDate(fixture.date)} · {fixture.time}. Los jugadores no disponibles ese día aparecen
          marcados y no se sugieren.
        </Alert>
      )}
      {editing && (
        <Alert tone="info" className="mb-4">
          Editando la planificación guardada: al guardar se sustituye.
        </Alert>
      )}
      <FormPageHeader
        title="Planificación del Partido"
        subtitle="Rival, formación, titulares y cambios del próximo partido."
        back={{ to: paths.plans, label: "Planificaciones" }}
      />
      <DraftNotice draft={draft} className="mb-4" />
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <div className="grid gap-6 xl:grid-cols-2">
            <RivalStep
              rivals={offered.rivals}
              value={rivalId}
              onChange={(id) => set("rivalId", id)}
            />
            <FormationStep
              formations={offered.formations}
              value={formationId}
              onChange={(id) => void chooseFormation(id)}
            />
          </div>
          {formation && (
            <Card
              title="3. Titulares"
              aria-label="3. Titulares"
              description="Un jugador por posición. Compara alternativas antes de decidir."
              actions={
                <span className="text-sm text-slate-500 tabular-nums" data-testid="starters-count">
                  {filled}/{slots.length}
                </span>
              }
            >
              <QuickXIButtons
                input={{
                  formation,
                  formations,
                  players,
                  matches,
                  date: availabilityDate,
                  unavailable,
                }}
                onFill={(fill) => {
                  set("lineup", { ...emptyLineup(formation), ...fill.lineup });
                  setReasons(
                    new Map(
                      [...fill.reasons].map(([key, reason]) => [
                        key,
                        { id: fill.lineup[key] ?? "", reason },
                      ]),
                    ),
                  );
                }}
              />
              <ol className="mt-3 space-y-2">
                {slots.map((slot) => (
                  <StarterRow
                    key={slot.key}
                    slot={slot}
                    players={figurePlayers}
                    matches={matches}
                    lineup={lineup}
                    compareWith={compare[slot.key] ?? ""}
                    marks={marks}
                    reason={
                      reasons.get(slot.key)?.id === lineup[slot.key] && lineup[slot.key]
                        ? reasons.get(slot.key)?.reason
                        : undefined
                    }
                    active={activeKey === slot.key}
                    onActivate={() => setActiveKey(slot.key)}
                    onChange={(id) => set("lineup", { ...getValues("lineup"), [slot.key]: id })}
                    onCompareChange={(id) =>
                      set("compare", { ...getValues("compare"), [slot.key]: id })
                    }
                    selectRef={(el) => {
                      if (el) selects.current.set(slot.key, el);
                      else selects.current.delete(slot.key);
                    }}
                  />
                ))}
              </ol>
            </Card>
          )}
          {/* Steps are numbered without gaps: the starters' step only shows with a formation. */}
          {marks.size > 0 && (
            <Card title="No disponibles" aria-label="No disponibles">
              <ul className="flex flex-wrap gap-2" data-testid="unavailable-players">
                {players
                  .filter((p) => marks.has(p.id))
                  .map((p) => (
                    <li key={p.id} className="flex items-center gap-1.5 text-sm">
                      {p.name}
                      <AvailabilityBadge
                        status={availabilityOn(index, p.id, availabilityDate, fixture?.competition)}
                      />
                    </li>
                  ))}
              </ul>
            </Card>
          )}
          <TrainingAttendanceCard players={players} />
          <SuggestionsStep
            players={players}
            lineup={lineup}
            step={formation ? 4 : 3}
            unavailable={unavailable}
            callUp={callUp}
          />
          <PlanDayStep
            register={register}
            fixtureDay={fixture ? planDayOf({}, fixture) : undefined}
          />
        </div>
        <BoardPanel
          title={
            formation
              ? `${formation.name}${formation.type ? ` · ${formation.type}` : ""}`
              : "Pizarra"
          }
          formation={formation}
          playerAt={playerAt}
          highlightKey={activeKey}
          onSelect={focusPosition}
          saving={saving}
          onSave={save}
          checks={[
            { label: "Rival", done: rivalName !== "", detail: rivalName || undefined },
            { label: "Formación", done: Boolean(formation), detail: formation?.name },
            {
              label: `Titulares (mínimo ${MIN_PLAN_LINEUP})`,
              done: filled >= MIN_PLAN_LINEUP,
              detail: formation ? `${filled}/${slots.length}` : undefined,
            },
          ]}
        />
      </div>
    </>
  );
}
