import { useState } from "react";
import { addRivalNote, removeRivalNote } from "../../../state/rival-commands";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { RivalNoteForm } from "../../../components/RivalNoteForm";
import { Card } from "../../../ui/Card";
import type { RivalId } from "../../../domain/base/ids";

export const NOTES_EMPTY = "No hay notas disponibles.";

type RivalNotesProps = { rivalId: RivalId; notes: readonly string[] };

/** The scouting notes on a rival: add (blank text is ignored, spec 5) and remove. */
export function RivalNotes({ rivalId, notes }: RivalNotesProps) {
  const [error, setError] = useState<string | null>(null);

  const remove = (noteIndex: number) => {
    const r = removeRivalNote(rivalId, noteIndex, notes[noteIndex] ?? "");
    setError(r.ok ? null : r.message);
  };

  return (
    <Card title="Notas" description="Observaciones sobre cómo juega este rival.">
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      {notes.length === 0 ? (
        <p className="text-sm text-slate-500">{NOTES_EMPTY}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Notas del rival">
          {notes.map((note, i) => (
            <li key={i} className="group flex items-start justify-between gap-3 py-2.5">
              <p className="min-w-0 text-sm wrap-anywhere whitespace-pre-line text-slate-800">
                {note}
              </p>
              <Button
                variant="ghost"
                size="sm"
                className="shrink-0 text-slate-400 hover:text-red-700"
                aria-label={`Eliminar nota ${i + 1}`}
                onClick={() => remove(i)}
              >
                Quitar
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <RivalNoteForm
          primary
          placeholder="Añadir una nota…"
          onAdd={(note) => addRivalNote(rivalId, note)}
        />
      </div>
    </Card>
  );
}
