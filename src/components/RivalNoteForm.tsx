// The one form that adds a note to a rival: on its detail page and in planning's rival step.
import { useId, useState } from "react";
import { Button } from "../ui/Button";
import { Input } from "../ui/Field";

type RivalNoteFormProps = {
  /** Saves the note (the rival's command); a blank one is never passed (spec 5: ignored). */
  onAdd: (note: string) => { ok: true } | { ok: false; message: string };
  /** No rival chosen yet: nothing to add to. */
  disabled?: boolean;
  placeholder: string;
  primary?: boolean;
};

export function RivalNoteForm({ onAdd, disabled, placeholder, primary }: RivalNoteFormProps) {
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const errorId = useId();
  const add = (e: React.FormEvent) => {
    e.preventDefault();
    const r = text.trim() === "" ? ({ ok: true } as const) : onAdd(text);
    if (r.ok) setText("");
    setError(r.ok ? "" : r.message);
  };
  return (
    <form onSubmit={add} aria-label="Añadir nota al rival">
      <div className="flex gap-2">
        <Input
          aria-label="Nueva nota"
          placeholder={placeholder}
          value={text}
          disabled={disabled}
          aria-invalid={error !== ""}
          {...(error ? { "aria-describedby": errorId } : {})}
          onChange={(e) => setText(e.target.value)}
        />
        <Button
          type="submit"
          variant={primary ? "primary" : "secondary"}
          className="shrink-0"
          disabled={disabled}
        >
          Añadir nota
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
