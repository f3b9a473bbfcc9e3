import { useState } from "react";
import { MAX_LINE_COUNT } from "../../../domain/squad/formation-roles";
import { cx } from "../../../ui/cx";

type LineStepperProps = {
  label: string;
  count: number;
  /** Receives raw input; the domain normalizes it (minimum 1, a non-number becomes 1). */
  onChange: (value: unknown) => void;
};

const stepButton =
  "flex h-9 w-9 items-center justify-center text-lg font-medium text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40";

/** − [n] + for one line's player count. The typed text is kept until it is a number or blurs. */
export function LineStepper({ label, count, onChange }: LineStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white shadow-sm">
      <button
        type="button"
        className={cx(stepButton, "border-r border-slate-200")}
        aria-label={`Quitar un jugador de ${label}`}
        disabled={count <= 1}
        onClick={() => onChange(count - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_LINE_COUNT}
        aria-label={`Jugadores en ${label}`}
        className="h-9 w-12 [appearance:textfield] text-center text-sm font-semibold tabular-nums focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
        value={draft ?? String(count)}
        onChange={(e) => {
          const text = e.target.value;
          setDraft(text);
          if (text.trim() !== "" && !Number.isNaN(Number(text))) onChange(text);
        }}
        onBlur={() => {
          if (draft !== null) onChange(draft);
          setDraft(null);
        }}
      />
      <button
        type="button"
        className={cx(stepButton, "border-l border-slate-200")}
        aria-label={`Añadir un jugador a ${label}`}
        disabled={count >= MAX_LINE_COUNT}
        onClick={() => onChange(count + 1)}
      >
        +
      </button>
    </div>
  );
}
