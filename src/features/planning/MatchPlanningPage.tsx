import { useCallback, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { pitchRows } from "../../domain/formation-roles";
import { emptyLineup, filledCount, playerByName } from "../../domain/match-plan";
import { MIN_PLAN_LINEUP, canSavePlan } from "../../domain/suggestions";
import { useFormations, useMatches, usePlayers, useRivals } from "../../state/hooks";
import { INCOMPLETE_PLAN_MESSAGE, savePlan } from "../../state/plan-commands";
import { Alert } from "../../ui/Alert";
import { ButtonLink } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { PageHeader } from "../../ui/PageHeader";
import { useDialogs } from "../../ui/dialogs";
import { BoardPanel } from "./components/BoardPanel";
import { FormationStep } from "./components/FormationStep";
import { RivalStep } from "./components/RivalStep";
import { StarterRow } from "./components/StarterRow";
import { SuggestionsStep } from "./components/SuggestionsStep";

export function MatchPlanningPage() {
  const players = usePlayers();
  const matches = useMatches();
  const formations = useFormations();
  const rivals = useRivals();
  const navigate = useNavigate();
  const { alert } = useDialogs();

  const [rivalName, setRivalName] = useState("");
  const [formationIndex, setFormationIndex] = useState(-1);
  const [lineup, setLineup] = useState<Record<string, string>>({});
  const [compare, setCompare] = useState<Record<string, string>>({});
  const [activeKey, setActiveKey] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState("");
  const selects = useRef(new Map<string, HTMLSelectElement>());

  const formation = formations[formationIndex];
  const rows = useMemo(() => (formation ? pitchRows(formation) : null), [formation]);
  const slots = useMemo(() => rows?.flat() ?? [], [rows]);
  const boardRows = useMemo(
    () =>
      rows?.map((row) =>
        row.map((slot) => {
          const player = playerByName(players, lineup[slot.key] ?? "");
          return {
            ...slot,
            player: lineup[slot.key] ? { name: lineup[slot.key]!, number: player?.number } : null,
          };
        }),
      ) ?? null,
    [rows, players, lineup],
  );

  const chooseFormation = (index: number) => {
    const next = formations[index];
    setFormationIndex(next ? index : -1);
    // Spec 4 (as in the match form): a new formation starts a new lineup for its own positions.
    setLineup(next ? emptyLineup(next) : {});
    setCompare({});
    setActiveKey(next ? "Posición 1" : undefined);
  };

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
    const r = savePlan(plan);
    setSaving(false);
    if (r.ok) navigate(paths.plans);
    else setError(r.message);
  };

  return (
    <>
      <PageHeader
        title="Planificación del Partido"
        subtitle="Rival, formación, titulares y cambios del próximo partido."
        back={
          <ButtonLink to={paths.plans} variant="ghost" size="sm">
            ← Planificaciones
          </ButtonLink>
        }
      />
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
              onChange={chooseFormation}
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
          <SuggestionsStep players={players} lineup={lineup} step={formation ? 4 : 3} />
        </div>
        <BoardPanel
          title={
            formation
              ? `${formation.name}${formation.type ? ` · ${formation.type}` : ""}`
              : "Pizarra"
          }
          rows={boardRows}
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
