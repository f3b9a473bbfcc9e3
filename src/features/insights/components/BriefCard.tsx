// 'Informe previo al partido': the coach picks the rival; the likely XI is the
// latest plan for that rival, else the XI used most often. The brief streams from the AI with
// the same client as the insights, and can be saved (as a saved insight) and printed.
import { useId, useMemo, useState } from "react";
import { briefFixtureFor, briefUnavailable } from "../../../domain/analytics/brief-context";
import { preMatchBriefInput } from "../../../domain/analytics/pre-match";
import type { PreMatchBriefInput } from "../../../domain/analytics/pre-match";
import { todayIso } from "../../../domain/base/dates";
import { formatDate } from "../../../domain/base/format";
import { nextFixture } from "../../../domain/calendar/fixtures";
import { useAvailabilityIndexOnceWanted } from "../../../state/availability";
import { useParticipation } from "../../../state/participation";
import {
  useFixtures,
  useFormations,
  useMatchPlans,
  useMatches,
  usePlayers,
  useRivals,
} from "../../../state/hooks";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { Field, Select } from "../../../ui/Field";

type Props = {
  disabled: boolean;
  running: boolean;
  onGenerate: (input: PreMatchBriefInput) => void;
};

export const BRIEF_NO_RIVAL = "Elige el rival del próximo partido.";

export function BriefCard({ disabled, running, onGenerate }: Props) {
  const rivals = useRivals();
  const players = usePlayers();
  const matches = useMatches();
  const formations = useFormations();
  const plans = useMatchPlans();
  const fixtures = useFixtures();

  const participation = useParticipation();
  const today = todayIso();
  // The next game's rival is the likely choice; any rival can be picked.
  const [rivalId, setRivalId] = useState(() => nextFixture(fixtures, today)?.rivalId ?? "");
  const fixture = rivalId ? briefFixtureFor(rivalId, fixtures, today) : undefined;
  // Who cannot play matters only once a rival is chosen.
  const availability = useAvailabilityIndexOnceWanted(rivalId !== "");
  const [error, setError] = useState<string | null>(null);
  const descId = useId();
  const input = useMemo(
    () =>
      rivalId && availability
        ? preMatchBriefInput(
            rivalId,
            { players, matches, rivals, formations, plans, participation },
            fixture,
            // Who cannot play: on the fixture's day in its competition, or today without one.
            briefUnavailable(availability, fixture?.date ?? today, fixture?.competition),
          )
        : null,
    [
      rivalId,
      players,
      matches,
      rivals,
      formations,
      plans,
      participation,
      fixture,
      availability,
      today,
    ],
  );
  const xi = input?.likelyXI;

  return (
    <Card
      className="no-print mt-5"
      title="Informe previo al partido"
      aria-label="Informe previo al partido"
      description="Rival, historial, once probable con sus cifras y bajas, en un informe para guardar o imprimir."
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!input) {
            setError(BRIEF_NO_RIVAL);
            return;
          }
          setError(null);
          onGenerate(input);
        }}
      >
        <Field label="Rival" error={error ?? undefined} className="max-w-sm">
          {(p) => (
            <Select
              {...p}
              value={rivalId}
              onChange={(e) => {
                setRivalId(e.target.value);
                setError(null);
              }}
            >
              <option value="">Elige un rival…</option>
              {rivals.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {input && xi && (
          <p id={descId} className="text-sm text-slate-600" data-testid="brief-summary">
            {fixture &&
              `Para el partido del ${formatDate(fixture.date)}${fixture.time ? ` a las ${fixture.time}` : ""}${fixture.competition ? ` (${fixture.competition})` : ""}. `}
            {input.unavailable.length > 0 && `Bajas: ${input.unavailable.length}. `}
            {`Historial: ${input.headToHead.wins}-${input.headToHead.draws}-${input.headToHead.losses} en ${input.headToHead.matches} ${input.headToHead.matches === 1 ? "partido" : "partidos"}. `}
            {xi.source === "plan"
              ? `Once probable: el último plan para ${input.rival.name} (${xi.formation}).`
              : xi.source === "mostUsed"
                ? `Once probable: el más usado (${xi.formation}, ${xi.timesUsed} ${xi.timesUsed === 1 ? "partido" : "partidos"}).`
                : "Sin once probable: no hay planes ni alineaciones registradas."}
          </p>
        )}
        <div>
          <Button
            type="submit"
            variant="primary"
            disabled={disabled}
            aria-describedby={input ? descId : undefined}
          >
            {running ? "Generando informe..." : "Generar informe previo"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
