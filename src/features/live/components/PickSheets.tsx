// The sheets that ask who: the scorer and the assistant of our goal, the player shown a card,
// the substitutions to prepare and make, and a note's text. They only choose; what a choice does
// is the screen's action (actions/live-actions.ts).
import { useState } from "react";
import type { LiveMatch, LiveState, RosterPlayer } from "../../../domain/live/live-match";
import type { EventStamp } from "../../../domain/records/types";
import type { NameOf } from "../labels";
import { stampText } from "../labels";
import { Choice, Sheet } from "./Sheet";

function PlayerChoice({
  p,
  onClick,
  note,
}: {
  p: RosterPlayer;
  onClick: () => void;
  note?: string | undefined;
}) {
  return (
    <Choice onClick={onClick} label={`${p.number} ${p.name}`}>
      <span className="w-8 shrink-0 rounded-md bg-slate-900 py-1 text-center text-sm text-white tabular-nums">
        {p.number}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate leading-tight">{p.name}</span>
        {note && <span className="block truncate text-xs font-normal text-slate-500">{note}</span>}
      </span>
    </Choice>
  );
}

/** Our goal: first who scored (or nobody), then who assisted (or nobody). */
export function GoalSheet(props: {
  stamp: EventStamp;
  onPitch: readonly RosterPlayer[];
  onClose: () => void;
  onGoal: (scorer: string | null, assist?: string) => void;
}) {
  const { stamp, onPitch, onClose, onGoal } = props;
  const [scorer, setScorer] = useState<string | null | undefined>(undefined);
  return (
    <Sheet
      open
      onClose={onClose}
      title={scorer === undefined ? "¿Quién marcó?" : "¿Quién dio la asistencia?"}
      description={`Gol nuestro · ${stampText(stamp)}`}
    >
      <div className="grid grid-cols-2 gap-2">
        {scorer === undefined ? (
          <>
            {onPitch.map((p) => (
              <PlayerChoice key={p.id} p={p} onClick={() => setScorer(p.id)} />
            ))}
            <Choice tone="muted" className="col-span-2" onClick={() => setScorer(null)}>
              Sin goleador (en propia puerta u otro)
            </Choice>
          </>
        ) : (
          <>
            <Choice tone="muted" className="col-span-2" onClick={() => onGoal(scorer)}>
              Sin asistencia
            </Choice>
            {onPitch
              .filter((p) => p.id !== scorer)
              .map((p) => (
                <PlayerChoice key={p.id} p={p} onClick={() => onGoal(scorer, p.id)} />
              ))}
          </>
        )}
      </div>
    </Sheet>
  );
}

/** A yellow or red card: anyone not sent off, those on the pitch first. */
export function CardSheet(props: {
  stamp: EventStamp;
  card: "yellow" | "red";
  roster: readonly RosterPlayer[];
  state: LiveState;
  onClose: () => void;
  onCard: (playerId: string) => void;
}) {
  const { stamp, card, roster, state, onClose, onCard } = props;
  return (
    <Sheet
      open
      onClose={onClose}
      title={card === "red" ? "Roja: ¿a quién?" : "Amarilla: ¿a quién?"}
      description={stampText(stamp)}
    >
      <div className="grid grid-cols-2 gap-2">
        {roster
          .filter((p) => !state.sentOff.has(p.id))
          .sort((a, b) => Number(state.onPitch.has(b.id)) - Number(state.onPitch.has(a.id)))
          .map((p) => {
            const line = state.players.find((l) => l.player.id === p.id);
            return (
              <PlayerChoice
                key={p.id}
                p={p}
                note={
                  line?.yellow ? "Ya amonestado" : state.onPitch.has(p.id) ? undefined : "Banquillo"
                }
                onClick={() => onCard(p.id)}
              />
            );
          })}
      </div>
    </Sheet>
  );
}

/** Substitutions: pick who leaves, then who comes on; prepared ones are made in one tap. */
export function SubSheet(props: {
  live: LiveMatch;
  state: LiveState;
  onPitch: readonly RosterPlayer[];
  nameOf: NameOf;
  /** The plan's substitution ideas (ids): marked 'Sugerido'. */
  suggested: ReadonlySet<string>;
  onClose: () => void;
  onPrepare: (outId: string, inId: string) => void;
  onDrop: (index: number) => void;
  onMake: () => void;
}) {
  const { live, state, onPitch, nameOf, suggested, onClose, onPrepare, onDrop, onMake } = props;
  const [out, setOut] = useState<string | undefined>();
  const queue = live.queue;
  const queued = new Set(queue.flatMap((q) => [q.outId, q.inId]));
  const lineOf = (id: string) => state.players.find((l) => l.player.id === id);
  const bench = state.bench.filter((p) => !queued.has(p.id));
  return (
    <Sheet
      open
      onClose={onClose}
      title={out ? `Entra por ${nameOf(out)}` : "¿Quién sale?"}
      description="Elige quién sale y quién entra. Puedes preparar varios cambios y hacerlos a la vez."
      footer={
        queue.length > 0 ? (
          <button
            type="button"
            className="h-14 w-full rounded-xl bg-sky-700 text-base font-bold text-white"
            onClick={onMake}
          >
            {queue.length === 1 ? "Hacer 1 cambio" : `Hacer ${queue.length} cambios`}
          </button>
        ) : undefined
      }
    >
      {queue.length > 0 && (
        <ul aria-label="Cambios preparados" className="mb-3 space-y-1">
          {queue.map((q, i) => (
            <li
              key={`${q.outId}-${q.inId}`}
              className="flex items-center gap-2 rounded-lg bg-sky-50 px-3 py-1 text-sm font-semibold text-sky-950"
            >
              <span className="flex-1">
                Entra {nameOf(q.inId)} · sale {nameOf(q.outId)}
              </span>
              <button
                type="button"
                className="h-12 w-12 rounded-lg text-xl"
                aria-label={`Quitar el cambio de ${nameOf(q.outId)}`}
                onClick={() => onDrop(i)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid grid-cols-2 gap-2">
        {!out
          ? onPitch
              .filter((p) => !queued.has(p.id))
              .map((p) => (
                <PlayerChoice
                  key={p.id}
                  p={p}
                  note={`${lineOf(p.id)?.minutes ?? 0}′`}
                  onClick={() => setOut(p.id)}
                />
              ))
          : bench.map((p) => {
              const line = lineOf(p.id);
              return (
                <PlayerChoice
                  key={p.id}
                  p={p}
                  note={`${suggested.has(p.id) ? "Sugerido · " : ""}${line?.lowMinutes ? "Pocos minutos" : `${line?.minutes ?? 0}′`}`}
                  onClick={() => {
                    onPrepare(out, p.id);
                    setOut(undefined);
                  }}
                />
              );
            })}
        {out && bench.length === 0 && (
          <p className="col-span-2 text-sm text-slate-600">No queda nadie en el banquillo.</p>
        )}
      </div>
    </Sheet>
  );
}

/** A note's text; `onSave` answers why not (an empty note), or null when saved. */
export function NoteSheet(props: {
  stamp: EventStamp;
  onClose: () => void;
  onSave: (text: string) => string | null;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <Sheet
      open
      onClose={props.onClose}
      title="Nota"
      description={stampText(props.stamp)}
      footer={
        <button
          type="button"
          className="h-14 w-full rounded-xl bg-emerald-600 text-base font-bold text-white"
          onClick={() => setError(props.onSave(text.trim()))}
        >
          Guardar nota
        </button>
      }
    >
      <label className="block text-sm font-semibold text-slate-800">
        Texto de la nota
        <textarea
          className="mt-1 block min-h-28 w-full rounded-lg border border-slate-300 p-3 text-base"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
      </label>
      {error && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </Sheet>
  );
}
