// Setting the minute being played by hand: for a clock that ran away (the phone's clock moved,
// more than 30 minutes of added time) or one started late. The rule is live-clock's
// `minuteCorrection`; this is the form.
import { useId, useState } from "react";
import type { ClockReading } from "../../../domain/live/live-clock";
import { MAX_ADDED_MINUTES } from "../../../domain/live/live-clock";

type MinuteCorrectionProps = {
  reading: ClockReading;
  range: { min: number; max: number };
  /** This page opened after the phone's clock moved: the time meanwhile was not counted. */
  untrusted: boolean;
  /** Sets the minute; returns why not, or null when done. */
  onCorrect: (minute: number) => string | null;
};

export function MinuteCorrection({ reading, range, untrusted, onCorrect }: MinuteCorrectionProps) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const showForm = open || reading.overrun;

  const submit = () => {
    const minute = value.trim() === "" ? Number.NaN : Number(value);
    const problem = onCorrect(minute);
    setError(problem);
    if (problem === null) {
      setOpen(false);
      setValue("");
    }
  };

  return (
    <section aria-label="Corregir minuto" className="space-y-2">
      {reading.overrun && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-900"
        >
          El reloj pasa de {MAX_ADDED_MINUTES} minutos de añadido: ¿ha cambiado la hora del
          teléfono? Escribe el minuto que se está jugando.
        </p>
      )}
      {untrusted && !reading.overrun && (
        <p role="status" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          La hora del teléfono cambió mientras la página estaba cerrada: ese tiempo no se ha
          contado. Si el minuto no es el del partido, corrígelo.
        </p>
      )}
      {showForm ? (
        <form
          // The Spanish message below says what is wrong, not the browser's bubble.
          noValidate
          className="flex flex-wrap items-end gap-2 rounded-xl border border-slate-200 bg-white p-3"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label htmlFor={id} className="w-full text-sm font-semibold text-slate-800">
            Minuto que se está jugando ({range.min}–{range.max})
          </label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={range.min}
            max={range.max}
            step={1}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="h-12 w-24 rounded-lg border border-slate-300 px-3 text-lg tabular-nums"
          />
          <button
            type="submit"
            className="h-12 rounded-lg bg-slate-900 px-4 font-semibold text-white"
          >
            Fijar minuto
          </button>
          {!reading.overrun && (
            <button
              type="button"
              className="h-12 rounded-lg border border-slate-300 px-4 font-semibold text-slate-800"
              onClick={() => {
                setOpen(false);
                setError(null);
              }}
            >
              Cancelar
            </button>
          )}
          {error && (
            <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
              {error}
            </p>
          )}
        </form>
      ) : (
        <button
          type="button"
          className="h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800"
          onClick={() => setOpen(true)}
        >
          Corregir minuto
        </button>
      )}
    </section>
  );
}
