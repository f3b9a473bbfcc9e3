import { useId } from "react";
import { formationFigures } from "../../../domain/calendar/match-plan";
import { recordWords } from "../../../domain/base/format";
import type { Formation } from "../../../domain/records/types";
import { KEPT_CHOICE, KEPT_FORMATION_NOTE } from "../../../domain/match/kept-choices";
import { Card } from "../../../ui/Card";
import { Select } from "../../../ui/Field";
import { ComparisonBar, RecordBar } from "../../../ui/Stat";

export const NO_FORMATION = "Selecciona una formación para ver recomendaciones.";

type FormationStepProps = {
  formations: readonly Formation[];
  /** The chosen formation's id ('' for none). */
  value: string;
  onChange: (id: string) => void;
};

/** Step 2: the formation and how it has gone with it so far. */
export function FormationStep({ formations, value, onChange }: FormationStepProps) {
  const id = useId();
  const formation = formations.find((f) => f.id === value);
  const figures = formationFigures(formation);
  return (
    <Card
      title="2. Formación"
      aria-label="2. Formación"
      description="El dibujo táctico se muestra en la pizarra."
    >
      <div className="space-y-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium text-slate-700">
            Formación
          </label>
          <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
            <option value="">Selecciona una formación</option>
            {formations.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
                {f.type && f.id !== KEPT_CHOICE ? ` (${f.type})` : ""}
              </option>
            ))}
          </Select>
          {value === KEPT_CHOICE && <p className="text-xs text-slate-500">{KEPT_FORMATION_NOTE}</p>}
        </div>
        {formation ? (
          <div className="space-y-4" data-testid="formation-stats">
            <div className="flex items-baseline justify-between">
              <p className="text-sm text-slate-600">Partidos jugados</p>
              <p className="text-lg font-semibold tabular-nums" data-testid="formation-games">
                {figures.games}
              </p>
            </div>
            <RecordBar
              wins={figures.wins}
              draws={figures.draws}
              losses={figures.losses}
              words={recordWords(figures.wins, figures.draws, figures.losses)}
            />
            <div className="space-y-4">
              <ComparisonBar
                label="Goles"
                forValue={figures.goalsFor}
                againstValue={figures.goalsAgainst}
              />
              <ComparisonBar
                label="Tiros"
                forValue={figures.shotsFor}
                againstValue={figures.shotsAgainst}
              />
            </div>
          </div>
        ) : (
          <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600">{NO_FORMATION}</p>
        )}
      </div>
    </Card>
  );
}
