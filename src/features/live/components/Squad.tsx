// Who is on the pitch, by position, and who is on the bench, each with minutes played and time
// on the bench, and the fair-play hint.
import { memo } from "react";
import { pitchRows } from "../../../domain/squad/formation-roles";
import { boardName } from "../../../ui/short-name";
import type { LiveSetup, LiveState, PlayerLine } from "../../../domain/live/live-match";

type SquadProps = {
  setup: LiveSetup;
  state: LiveState;
  /** The plan's substitution ideas (ids), marked on the bench. */
  suggested?: ReadonlySet<string>;
};

function Tile({ line, role }: { line: PlayerLine | undefined; role: string }) {
  if (!line) {
    return (
      <li className="flex min-h-16 min-w-0 flex-1 flex-col items-center justify-center rounded-xl border-2 border-dashed border-white/60 px-1 py-1 text-center text-xs font-semibold text-white">
        <span>{role}</span>
        <span>Vacía</span>
      </li>
    );
  }
  return (
    <li
      className="flex min-h-16 min-w-0 flex-1 flex-col items-center justify-center rounded-xl bg-white/95 px-1 py-1 text-center shadow"
      aria-label={`${role}: ${line.player.name}, ${line.minutes} minutos`}
    >
      <span className="flex items-center gap-1 text-xs font-semibold text-slate-500">
        <span className="rounded bg-slate-900 px-1 text-white tabular-nums">
          {line.player.number}
        </span>
        {line.yellow > 0 && (
          <span aria-label="amonestado" className="inline-block h-3 w-2 rounded-sm bg-yellow-400" />
        )}
      </span>
      <span className="w-full truncate text-sm leading-tight font-bold text-slate-900">
        {boardName(line.player.name)}
      </span>
      <span className="text-xs font-semibold text-slate-600 tabular-nums">{line.minutes}′</span>
    </li>
  );
}

export const Squad = memo(function Squad({ setup, state, suggested }: SquadProps) {
  const byId = new Map<string, (typeof state.players)[number]>(
    state.players.map((l) => [l.player.id, l]),
  );
  // The forwards at the top, as the coach looks at the pitch from our half.
  const rows = [...pitchRows(setup.formation)].reverse();
  const bench = state.players.filter((l) => !l.onPitch);
  return (
    <>
      <section aria-label="En el campo" className="rounded-2xl bg-emerald-700 p-2">
        <h2 className="px-1 pb-1 text-sm font-bold text-white">
          En el campo ({state.onPitch.size})
        </h2>
        <div className="space-y-2">
          {rows.map((row, i) => (
            <ul key={i} className="flex gap-1.5">
              {row.map((slot) => {
                const id = state.positions[slot.key];
                return (
                  <Tile key={slot.key} role={slot.role} line={id ? byId.get(id) : undefined} />
                );
              })}
            </ul>
          ))}
        </div>
      </section>
      <section aria-label="Banquillo" className="rounded-2xl border border-slate-200 bg-white">
        <h2 className="border-b border-slate-100 px-3 py-2 text-sm font-bold text-slate-900">
          Banquillo y minutos
        </h2>
        {bench.length === 0 ? (
          <p className="px-3 py-3 text-sm text-slate-600">No hay nadie en el banquillo.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {bench.map((l) => (
              <li key={l.player.id} className="flex items-center gap-3 px-3 py-2">
                <span className="w-7 text-center font-bold text-slate-500 tabular-nums">
                  {l.player.number}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-slate-900">
                    {l.player.name}
                  </span>
                  <span className="text-xs text-slate-600 tabular-nums">
                    {l.sentOff ? "Expulsado · " : ""}Jugados {l.minutes}′ · Banquillo{" "}
                    {l.benchMinutes}′
                  </span>
                </span>
                {suggested?.has(l.player.id) && !l.sentOff && (
                  <span
                    className="rounded-full bg-sky-100 px-2 py-1 text-xs font-bold text-sky-900"
                    data-testid="bench-suggested"
                  >
                    Sugerido
                  </span>
                )}
                {l.lowMinutes && (
                  <span className="rounded-full bg-amber-100 px-2 py-1 text-xs font-bold text-amber-900">
                    Pocos minutos
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        {state.players.some((l) => l.onPitch && l.lowMinutes) && (
          <p className="border-t border-slate-100 px-3 py-2 text-xs text-amber-900">
            En el campo con pocos minutos:{" "}
            {state.players
              .filter((l) => l.onPitch && l.lowMinutes)
              .map((l) => l.player.name)
              .join(", ")}
            .
          </p>
        )}
      </section>
    </>
  );
});
