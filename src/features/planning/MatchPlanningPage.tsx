import { useCallback, useMemo, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AvailabilityBadge } from "../../components/AvailabilityBadge";
import { paths } from "../../config/paths";
import { availabilityLabel, availabilityOn } from "../../domain/squad/availability";
import { todayIso } from "../../domain/calendar/dates";
import { fixtureTitle, longDate } from "../../domain/calendar/fixtures";
import { teamDisplayName } from "../../domain/records/team-settings";
import { changeFormation, droppedPlayersMessage } from "../../domain/match/formation-change";
import { pitchRows } from "../../domain/squad/formation-roles";
import { emptyLineup, filledCount, playerByName } from "../../domain/calendar/match-plan";
import { MIN_PLAN_LINEUP, canSavePlan } from "../../domain/calendar/suggestions";
import { useFormDraft } from "../../state/drafts";
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
import { Alert } from "../../ui/Alert";
import { ButtonLink } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { PageHeader } from "../../ui/PageHeader";
import { DraftNotice } from "../../ui/DraftNotice";
import { useDialogs } from "../../ui/dialogs";
import { useLeaveGuard } from "../../ui/leave-guard";
import { BoardPanel } from "./components/BoardPanel";
import { FormationStep } from "./components/FormationStep";
import { RivalStep } from "./components/RivalStep";
import { StarterRow } from "./components/StarterRow";
import { SuggestionsStep } from "./components/SuggestionsStep";

export const PLANNING_DRAFT = "match-planning";

/** What the planning's draft keeps: the formation by id (and name, for data without ids). */
type PlanningDraft = {
  rival: string;
  formationId: string;
  formation: string;
  lineup: Record<string, string>;
  compare: Record<string, string>;
};

const isTextMap = (x: unknown): x is Record<string, string> =>
  Boolean(x) &&
  typeof x === "object" &&
  !Array.isArray(x) &&
  Object.values(x as object).every((v) => typeof v === "string");

function parsePlanningDraft(raw: unknown): PlanningDraft | undefined {
  if (!raw || typeof raw !== "object") return undefined;
  const d = raw as Record<string, unknown>;
  if (typeof d.rival !== "string" || typeof d.formation !== "string") return undefined;
  if (!isTextMap(d.lineup) || !isTextMap(d.compare)) return undefined;
  return {
    rival: d.rival,
    formationId: typeof d.formationId === "string" ? d.formationId : "",
    formation: d.formation,
    lineup: d.lineup,
    compare: d.compare,
  };
}

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
  const editing = plans.find((p) => p.id === params.get("plan"));
  const fixture = fixtures.find((f) => f.id === (params.get("fixture") ?? editing?.fixtureId));
  const fixtureRival = fixture
    ? (rivals.find((r) => r.id === fixture.rivalId)?.name ?? fixture.rival)
    : "";
  const initial = useMemo(() => {
    const index = editing
      ? formations.findIndex((f) =>
          editing.formationId ? f.id === editing.formationId : f.name === editing.formation,
        )
      : -1;
    return {
      rival: editing?.rival ?? fixtureRival,
      formationIndex: index,
      lineup:
        index >= 0 && editing ? { ...emptyLineup(formations[index]!), ...editing.lineup } : {},
    };
    // Only what the screen opened with: later list changes do not reset the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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

  const [rivalName, setRivalName] = useState(initial.rival);
  const [formationIndex, setFormationIndex] = useState(initial.formationIndex);
  const [lineup, setLineup] = useState<Record<string, string>>(initial.lineup);
  const [compare, setCompare] = useState<Record<string, string>>({});
  const [activeKey, setActiveKey] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState("");
  const selects = useRef(new Map<string, HTMLInputElement>());

  const formation = formations[formationIndex];
  const rows = useMemo(() => (formation ? pitchRows(formation) : null), [formation]);
  const slots = useMemo(() => rows?.flat() ?? [], [rows]);
  const playerAt = useCallback(
    (key: string) => {
      const name = lineup[key];
      return name ? { name, number: playerByName(players, name)?.number } : null;
    },
    [players, lineup],
  );

  // Players keep a position of their group in the new formation; anyone
  // who would be dropped is named and asked about first.
  const chooseFormation = async (index: number) => {
    const next = formations[index];
    const change = changeFormation(formation, lineup, next);
    if (change.dropped.length > 0) {
      const ok = await confirm({
        title: "Cambiar de formación",
        message: droppedPlayersMessage(change.dropped),
        confirmLabel: "Cambiar",
        cancelLabel: "Mantener la formación",
      });
      if (!ok) return;
    }
    setFormationIndex(next ? index : -1);
    setLineup(next ? { ...emptyLineup(next), ...change.assignment } : {});
    setCompare({});
    setActiveKey(next ? "Posición 1" : undefined);
  };

  const draftValues = useMemo<PlanningDraft>(
    () => ({
      rival: rivalName,
      formationId: formation?.id ?? "",
      formation: formation?.name ?? "",
      lineup,
      compare,
    }),
    [rivalName, formation, lineup, compare],
  );
  const dirty =
    rivalName !== initial.rival ||
    formationIndex !== initial.formationIndex ||
    JSON.stringify(lineup) !== JSON.stringify(initial.lineup);
  const restore = useCallback(
    (d: PlanningDraft) => {
      let index = formations.findIndex((f) => d.formationId !== "" && f.id === d.formationId);
      if (index < 0) index = formations.findIndex((f) => f.name === d.formation);
      setRivalName(d.rival);
      setFormationIndex(index);
      setLineup(index >= 0 ? d.lineup : {});
      setCompare(index >= 0 ? d.compare : {});
    },
    [formations],
  );
  const draftKey = editing
    ? `${PLANNING_DRAFT}:${editing.id}`
    : fixture
      ? `${PLANNING_DRAFT}:fixture:${fixture.id}`
      : PLANNING_DRAFT;
  const draft = useFormDraft(draftKey, {
    values: draftValues,
    dirty,
    parse: parsePlanningDraft,
    restore,
  });
  const { release } = useLeaveGuard(dirty);

  const focusPosition = useCallback((key: string) => {
    setActiveKey(key);
    const el = selects.current.get(key);
    el?.focus();
    el?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, []);

  const filled = filledCount(lineup);
  const plan = { rival: rivalName, formation: formation?.name ?? "", lineup };

  const save = async () => {
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
    release();
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
      <PageHeader
        title="Planificación del Partido"
        subtitle="Rival, formación, titulares y cambios del próximo partido."
        back={
          <ButtonLink to={paths.plans} variant="ghost" size="sm">
            ← Planificaciones
          </ButtonLink>
        }
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
            <RivalStep rivals={rivals} value={rivalName} onChange={setRivalName} />
            <FormationStep
              formations={formations}
              value={formationIndex}
              onChange={(i) => void chooseFormation(i)}
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
              <ol className="space-y-2">
                {slots.map((slot) => (
                  <StarterRow
                    key={slot.key}
                    slot={slot}
                    players={players}
                    matches={matches}
                    lineup={lineup}
                    compareWith={compare[slot.key] ?? ""}
                    marks={marks}
                    active={activeKey === slot.key}
                    onActivate={() => setActiveKey(slot.key)}
                    onChange={(name) => setLineup((l) => ({ ...l, [slot.key]: name }))}
                    onCompareChange={(name) => setCompare((c) => ({ ...c, [slot.key]: name }))}
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
          <SuggestionsStep
            players={players}
            lineup={lineup}
            step={formation ? 4 : 3}
            unavailable={unavailable}
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
