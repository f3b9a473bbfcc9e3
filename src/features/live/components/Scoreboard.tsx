import type { ClockActionKind, ClockReading } from "../../../domain/live/live-clock";
import { allowedActions } from "../../../domain/live/live-clock";

type ScoreboardProps = {
  teamName: string;
  rival: string;
  location: "home" | "away";
  score: { for: number; against: number };
  reading: ClockReading;
  wakeLock: boolean;
  offline: boolean;
  onClock: (kind: ClockActionKind, ms?: number) => void;
  onReview: () => void;
};

const PHASE_TEXT = {
  notStarted: "Sin empezar",
  running: "En juego",
  paused: "En pausa",
  halfTime: "Descanso",
  finished: "Final",
} as const;

const big =
  "flex min-h-14 flex-1 items-center justify-center rounded-xl px-3 text-base font-bold shadow-sm active:translate-y-px";

const teamName =
  "min-w-0 text-sm leading-tight font-semibold [overflow-wrap:anywhere] sm:text-base";

/** Score, clock and the clock's buttons: the top of the live screen, always in view. */
export function Scoreboard(props: ScoreboardProps) {
  const { reading, score, location } = props;
  const allowed = allowedActions(reading.phase, reading.period);
  const us = { name: props.teamName, goals: score.for };
  const them = { name: props.rival, goals: score.against };
  const [left, right] = location === "home" ? [us, them] : [them, us];
  return (
    <section
      aria-label="Marcador"
      className="sticky top-14 z-20 -mx-3 border-b border-slate-800 bg-slate-900 px-3 pt-3 pb-3 text-white md:static md:mx-0 md:rounded-2xl"
    >
      <div className="flex items-center justify-between gap-2 text-xs font-semibold tracking-wide text-slate-300 uppercase">
        <span>
          {reading.period === 1 ? "1ª parte" : "2ª parte"} · {PHASE_TEXT[reading.phase]}
        </span>
        <span className="flex items-center gap-2">
          {props.offline && (
            <span className="rounded bg-amber-400 px-1.5 py-0.5 text-slate-950">
              Sin conexión · todo se guarda aquí
            </span>
          )}
          {props.wakeLock && <span title="La pantalla no se apagará">Pantalla encendida</span>}
        </span>
      </div>
      <div className="mt-1 grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        {/* Whole names: on two lines (or more) and smaller on a phone, never cut. */}
        <p className={`text-right ${teamName}`}>{left.name}</p>
        <p
          className="text-4xl font-black tabular-nums"
          data-testid="live-score"
          aria-label={`${us.name} ${us.goals}, ${them.name} ${them.goals}`}
        >
          {left.goals} – {right.goals}
        </p>
        <p className={teamName}>{right.name}</p>
      </div>
      <div className="mt-1 flex items-baseline justify-center gap-3">
        <span className="font-mono text-3xl font-bold tabular-nums" data-testid="live-clock">
          {reading.clockText}
        </span>
        <span
          className="rounded-md bg-emerald-400 px-2 py-0.5 text-lg font-black text-slate-950 tabular-nums"
          data-testid="live-minute"
        >
          {reading.phase === "notStarted" ? "0'" : reading.label}
        </span>
      </div>
      <div className="mt-3 flex gap-2">
        {allowed.includes("start") && (
          <button
            type="button"
            className={`${big} bg-emerald-500 text-slate-950`}
            onClick={() => props.onClock("start")}
          >
            Pitido inicial
          </button>
        )}
        {allowed.includes("pause") && (
          <button
            type="button"
            className={`${big} bg-white text-slate-900`}
            onClick={() => props.onClock("pause")}
          >
            Pausar
          </button>
        )}
        {allowed.includes("resume") && (
          <button
            type="button"
            className={`${big} bg-emerald-500 text-slate-950`}
            onClick={() => props.onClock("resume")}
          >
            Reanudar
          </button>
        )}
        {allowed.includes("halfTime") && (
          <button
            type="button"
            className={`${big} bg-slate-700 text-white`}
            onClick={() => props.onClock("halfTime")}
          >
            Fin 1ª parte
          </button>
        )}
        {allowed.includes("secondHalf") && (
          <button
            type="button"
            className={`${big} bg-emerald-500 text-slate-950`}
            onClick={() => props.onClock("secondHalf")}
          >
            Empezar 2ª parte
          </button>
        )}
        {allowed.includes("fullTime") && (
          <button
            type="button"
            className={`${big} bg-slate-700 text-white`}
            onClick={() => props.onClock("fullTime")}
          >
            Final del partido
          </button>
        )}
        {reading.phase === "finished" && (
          <button
            type="button"
            className={`${big} bg-emerald-500 text-slate-950`}
            onClick={props.onReview}
          >
            Revisar y guardar
          </button>
        )}
      </div>
      {allowed.includes("adjust") && (
        <div className="mt-2 flex items-center justify-center gap-2 text-sm text-slate-300">
          <span>Ajustar reloj</span>
          <button
            type="button"
            className="h-12 min-w-12 rounded-lg border border-slate-600 px-3 font-semibold text-white"
            onClick={() => props.onClock("adjust", -60_000)}
            aria-label="Restar un minuto al reloj"
          >
            −1′
          </button>
          <button
            type="button"
            className="h-12 min-w-12 rounded-lg border border-slate-600 px-3 font-semibold text-white"
            onClick={() => props.onClock("adjust", 60_000)}
            aria-label="Sumar un minuto al reloj"
          >
            +1′
          </button>
        </div>
      )}
    </section>
  );
}
