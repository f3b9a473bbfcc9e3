import { useState } from "react";
import { addRivalNote, removeRivalNote } from "../../../state/rival-commands";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { Input } from "../../../ui/Field";
import type { RivalId } from "../../../domain/records/ids";

export const NOTES_EMPTY = "No hay notas disponibles.";

type RivalNotesProps = { rivalId: RivalId; notes: readonly string[] };

/** The scouting notes on a rival: add (blank text is ignored, spec 5) and remove. */
export function RivalNotes({ rivalId, notes }: RivalNotesProps) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    if (text.trim() === "") return setText("");
    const r = addRivalNote(rivalId, text);
    if (!r.ok) return setError(r.message || null);
    setError(null);
    setText("");
  };

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
      <form
        className="mt-4 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <Input
          aria-label="Nueva nota"
          placeholder="Añadir una nota…"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" variant="primary" className="shrink-0">
          Añadir nota
        </Button>
      </form>
    </Card>
  );
}
