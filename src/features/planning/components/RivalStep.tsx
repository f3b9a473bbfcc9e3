import { useId } from "react";
import type { Rival } from "../../../domain/records/types";
import { KEPT_CHOICE, KEPT_RIVAL_NOTE } from "../../../domain/match/kept-choices";
import { addRivalNote } from "../../../state/rival-commands";
import { RivalNoteForm } from "../../../components/RivalNoteForm";
import { Card } from "../../../ui/Card";
import { Select } from "../../../ui/Field";

type RivalStepProps = {
  rivals: readonly Rival[];
  /** The chosen rival's id ('' for none). */
  value: string;
  onChange: (id: string) => void;
};

/** Step 1: the rival, what we know about it, and a note to remember (saved to the rival). */
export function RivalStep({ rivals, value, onChange }: RivalStepProps) {
  const id = useId();
  // A kept choice (the plan's own rival, no longer in 'Rivales') has no notes to add to.
  const rival = value === KEPT_CHOICE ? undefined : rivals.find((r) => r.id === value);
  const notes = rival?.notes ?? [];

  return (
    <Card title="1. Rival" description="¿Contra quién jugamos?" aria-label="1. Rival">
      <div className="space-y-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium text-slate-700">
            Rival
          </label>
          <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
            <option value="">Selecciona un rival</option>
            {rivals.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </Select>
          {value === KEPT_CHOICE && <p className="text-xs text-slate-500">{KEPT_RIVAL_NOTE}</p>}
          {rivals.length === 0 && (
            <p className="text-xs text-slate-500">
              No hay rivales guardados: añádelos en la sección Rivales.
            </p>
          )}
        </div>

        {rival && (
          <section aria-label="Notas del rival">
            <h3 className="text-sm font-medium text-slate-700">Notas del rival</h3>
            {notes.length === 0 ? (
              <p className="mt-1 text-sm text-slate-500">No hay notas disponibles.</p>
            ) : (
              <ul className="mt-2 space-y-1.5">
                {notes.map((n, i) => (
                  <li
                    key={i}
                    className="rounded-lg border-l-4 border-amber-400 bg-amber-50 px-3 py-2 text-sm text-slate-800"
                  >
                    {String(n)}
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}

        <RivalNoteForm
          placeholder={rival ? "Nueva nota…" : "Elige un rival primero"}
          disabled={!rival}
          onAdd={(note) => (rival ? addRivalNote(rival.id, note) : { ok: true })}
        />
      </div>
    </Card>
  );
}
