// The one-tap buttons of the live screen: goals, shots, cards, substitutions and notes. Each
// only says which was pressed; what it records is the screen's action.
import { memo } from "react";
import type { LiveState } from "../../../domain/live/live-match";

export type PadKey =
  "goal" | "rivalGoal" | "shot" | "rivalShot" | "yellow" | "red" | "sub" | "note";

const pad =
  "flex min-h-16 flex-col items-center justify-center rounded-2xl px-2 text-base font-bold shadow-sm active:translate-y-px disabled:opacity-40";

/** Drawn again only when its props change (memo): the clock's tick and a sheet leave it be. */
export const EventPad = memo(function EventPad(props: {
  started: boolean;
  shots: LiveState["shots"];
  queued: number;
  onPress: (key: PadKey) => void;
}) {
  const { started, shots, queued, onPress } = props;
  return (
    <section aria-label="Anotar" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <button
        type="button"
        disabled={!started}
        className={`${pad} bg-emerald-600 text-lg text-white`}
        onClick={() => onPress("goal")}
        aria-label="Gol nuestro"
      >
        Gol nuestro
      </button>
      <button
        type="button"
        disabled={!started}
        className={`${pad} bg-slate-800 text-white`}
        onClick={() => onPress("rivalGoal")}
      >
        Gol rival
      </button>
      <button
        type="button"
        disabled={!started}
        className={`${pad} border-2 border-emerald-700 bg-white text-emerald-800`}
        onClick={() => onPress("shot")}
        aria-label="Tiro"
      >
        Tiro
        <span className="text-xs font-semibold tabular-nums">{shots.for}</span>
      </button>
      <button
        type="button"
        disabled={!started}
        className={`${pad} border-2 border-slate-700 bg-white text-slate-800`}
        onClick={() => onPress("rivalShot")}
        aria-label="Tiro rival"
      >
        Tiro rival
        <span className="text-xs font-semibold tabular-nums">{shots.against}</span>
      </button>
      <button
        type="button"
        disabled={!started}
        className={`${pad} bg-yellow-300 text-slate-950`}
        onClick={() => onPress("yellow")}
      >
        Amarilla
      </button>
      <button
        type="button"
        disabled={!started}
        className={`${pad} bg-red-600 text-white`}
        onClick={() => onPress("red")}
      >
        Roja
      </button>
      <button
        type="button"
        disabled={!started}
        className={`${pad} bg-sky-700 text-white`}
        onClick={() => onPress("sub")}
        aria-label="Cambio"
      >
        Cambio
        {queued > 0 && <span className="text-xs font-semibold">{queued} en cola</span>}
      </button>
      <button
        type="button"
        disabled={!started}
        className={`${pad} border-2 border-slate-300 bg-white text-slate-800`}
        onClick={() => onPress("note")}
        aria-label="Nota"
      >
        Nota
      </button>
    </section>
  );
});
