// The live match while it is played: score and clock on top, one-tap events, who is on the
// pitch with their minutes, the bench, and the log. Every change is stored at once.
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { TEAM_NAME } from "../../../config/app";
import { newId } from "../../../domain/records/ids";
import {
  applyClock,
  canApply,
  clockPhase,
  correctableMinutes,
  minuteCorrection,
  nominalMinutes,
  readClock,
} from "../../../domain/live/live-clock";
import type { ClockActionKind } from "../../../domain/live/live-clock";
import {
  addEvent,
  liveState,
  makeQueuedSubs,
  queueSub,
  removeEvent,
  replaceEvent,
  unqueueSub,
} from "../../../domain/live/live-match";
import type { LiveMatch, RosterPlayer } from "../../../domain/live/live-match";
import type { EventStamp, MatchEvent } from "../../../domain/records/types";
import { clearLive, getLive, writeLive } from "../../../state/live";
import { useOnline } from "../../../state/online";
import { useDialogs } from "../../../ui/dialogs";
import { eventText, stampText } from "../labels";
import { liveTimeTrusted, matchNow } from "../live-time";
import { useNow } from "../use-now";
import { useWakeLock } from "../use-wake-lock";
import { EditEventSheet } from "./EditEventSheet";
import { EventLog } from "./EventLog";
import { MinuteCorrection } from "./MinuteCorrection";
import { Scoreboard } from "./Scoreboard";
import { Choice, Sheet } from "./Sheet";
import { Squad } from "./Squad";

type Picking =
  | { kind: "goal"; stamp: EventStamp; scorer?: string | null }
  | { kind: "card"; stamp: EventStamp; card: "yellow" | "red" }
  | { kind: "sub"; out?: string }
  | { kind: "note"; stamp: EventStamp }
  | { kind: "edit"; event: MatchEvent };

const pad =
  "flex min-h-16 flex-col items-center justify-center rounded-2xl px-2 text-base font-bold shadow-sm active:translate-y-px disabled:opacity-40";

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

export function MatchScreen({ live, onReview }: { live: LiveMatch; onReview: () => void }) {
  const { setup } = live;
  const { confirm } = useDialogs();
  const online = useOnline();
  const [picking, setPicking] = useState<Picking | null>(null);
  const running = clockPhase(live.clock).phase === "running";
  // The match clock's own time: moving the phone's clock mid-match changes nothing.
  const now = useNow(running, matchNow, live.clock);
  const reading = readClock(live.clock, setup.periodMinutes, now);
  const wakeLock = useWakeLock(reading.phase !== "notStarted" && reading.phase !== "finished");
  // Minutes move once a minute; the rest only when the log changes.
  const nowMinute = Math.floor(nominalMinutes(reading, setup.periodMinutes));
  const state = useMemo(() => liveState(live, nowMinute), [live, nowMinute]);
  const roster = setup.roster;
  const names = useMemo(() => new Map(roster.map((p) => [p.id, p.name])), [roster]);
  const nameOf = (id: string | undefined) => (id ? (names.get(id) ?? "¿?") : "");
  const started = reading.phase !== "notStarted";

  const store = (next: LiveMatch) => {
    const r = writeLive(next);
    if (!r.ok) toast.error(r.message);
    return r.ok;
  };

  /** Reads the stored match again so an undo never works on an old copy. */
  const current = () => getLive().live ?? live;

  const stampNow = (): EventStamp => {
    const r = readClock(current().clock, setup.periodMinutes, matchNow());
    return { period: r.period, minute: r.minute, added: r.added };
  };

  const record = (event: MatchEvent) => {
    const next = addEvent(current(), event);
    if (!store(next)) return;
    const s = liveState(next, event.minute);
    const text = eventText(event, nameOf, setup.rival.name, s.secondYellows.has(event.id));
    toast(`${stampText(event)} · ${text}`, {
      id: event.id,
      duration: 8000,
      action: { label: "Deshacer", onClick: () => store(removeEvent(current(), event.id)) },
    });
  };

  const onClock = async (kind: ClockActionKind, ms?: number) => {
    if (kind === "fullTime") {
      const ok = await confirm({
        message: "¿Terminar el partido? El reloj se detendrá y podrás revisarlo antes de guardar.",
        confirmLabel: "Terminar",
      });
      if (!ok) return;
    }
    const at = matchNow();
    const action = ms === undefined ? { kind, at } : { kind, at, ms };
    store({ ...current(), clock: [...applyClock(current().clock, action)] });
  };

  const correctMinute = (minute: number): string | null => {
    const clock = current().clock;
    const r = minuteCorrection(clock, setup.periodMinutes, matchNow(), minute);
    if (!r.ok) return r.message;
    if (!store({ ...current(), clock: [...applyClock(clock, r.action)] })) return null;
    toast(`Minuto corregido: ${readClock(current().clock, setup.periodMinutes, matchNow()).label}`);
    return null;
  };

  const discard = async () => {
    const ok = await confirm({
      message: "¿Descartar el partido en directo? Se perderán todos sus eventos.",
      confirmLabel: "Descartar",
      danger: true,
    });
    if (!ok) return;
    const r = clearLive();
    if (!r.ok) toast.error(r.message);
  };

  const quick = (kind: "rivalGoal" | "shot" | "rivalShot") =>
    record({ id: newId(), ...stampNow(), kind });

  const onPitch = roster.filter((p) => state.onPitch.has(p.id));
  const queued = new Set(live.queue.flatMap((q) => [q.outId, q.inId]));

  return (
    <div className="space-y-3 pb-24">
      <Scoreboard
        teamName={TEAM_NAME}
        rival={setup.rival.name}
        location={setup.location}
        score={state.score}
        reading={reading}
        wakeLock={wakeLock}
        offline={!online}
        onClock={(k, ms) => void onClock(k, ms)}
        onReview={onReview}
      />
      {canApply(live.clock, "adjust") && (
        <MinuteCorrection
          reading={reading}
          range={correctableMinutes(live.clock, setup.periodMinutes)}
          untrusted={!liveTimeTrusted()}
          onCorrect={correctMinute}
        />
      )}
      {!started && (
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
          Pulsa «Pitido inicial» cuando empiece el partido para anotar eventos.
        </p>
      )}

      <section aria-label="Anotar" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <button
          type="button"
          disabled={!started}
          className={`${pad} bg-emerald-600 text-lg text-white`}
          onClick={() => setPicking({ kind: "goal", stamp: stampNow() })}
          aria-label="Gol nuestro"
        >
          Gol nuestro
        </button>
        <button
          type="button"
          disabled={!started}
          className={`${pad} bg-slate-800 text-white`}
          onClick={() => quick("rivalGoal")}
        >
          Gol rival
        </button>
        <button
          type="button"
          disabled={!started}
          className={`${pad} border-2 border-emerald-700 bg-white text-emerald-800`}
          onClick={() => quick("shot")}
          aria-label="Tiro"
        >
          Tiro
          <span className="text-xs font-semibold tabular-nums">{state.shots.for}</span>
        </button>
        <button
          type="button"
          disabled={!started}
          className={`${pad} border-2 border-slate-700 bg-white text-slate-800`}
          onClick={() => quick("rivalShot")}
          aria-label="Tiro rival"
        >
          Tiro rival
          <span className="text-xs font-semibold tabular-nums">{state.shots.against}</span>
        </button>
        <button
          type="button"
          disabled={!started}
          className={`${pad} bg-yellow-300 text-slate-950`}
          onClick={() => setPicking({ kind: "card", stamp: stampNow(), card: "yellow" })}
        >
          Amarilla
        </button>
        <button
          type="button"
          disabled={!started}
          className={`${pad} bg-red-600 text-white`}
          onClick={() => setPicking({ kind: "card", stamp: stampNow(), card: "red" })}
        >
          Roja
        </button>
        <button
          type="button"
          disabled={!started}
          className={`${pad} bg-sky-700 text-white`}
          onClick={() => setPicking({ kind: "sub" })}
          aria-label="Cambio"
        >
          Cambio
          {live.queue.length > 0 && (
            <span className="text-xs font-semibold">{live.queue.length} en cola</span>
          )}
        </button>
        <button
          type="button"
          disabled={!started}
          className={`${pad} border-2 border-slate-300 bg-white text-slate-800`}
          onClick={() => setPicking({ kind: "note", stamp: stampNow() })}
          aria-label="Nota"
        >
          Nota
        </button>
      </section>

      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <div className="space-y-3">
          <Squad setup={setup} state={state} />
        </div>
        <EventLog
          state={state}
          nameOf={nameOf}
          rival={setup.rival.name}
          onEdit={(event) => setPicking({ kind: "edit", event })}
          onDelete={(event) => {
            const before = current();
            const index = before.events.findIndex((e) => e.id === event.id);
            if (!store(removeEvent(before, event.id))) return;
            toast(
              `Borrado: ${stampText(event)} · ${eventText(event, nameOf, setup.rival.name, false)}`,
              {
                duration: 8000,
                action: {
                  label: "Deshacer",
                  onClick: () => {
                    const c = current();
                    const events = [...c.events];
                    events.splice(Math.min(index, events.length), 0, event);
                    store({ ...c, events });
                  },
                },
              },
            );
          }}
        />
      </div>

      <div className="flex flex-wrap gap-2 pt-2">
        <button
          type="button"
          onClick={() => void discard()}
          className="h-12 rounded-xl border border-red-300 px-4 text-sm font-semibold text-red-700"
        >
          Descartar partido
        </button>
        {started && reading.phase !== "finished" && (
          <button
            type="button"
            onClick={onReview}
            className="h-12 rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-700"
          >
            Ver cómo quedará guardado
          </button>
        )}
      </div>

      {picking?.kind === "goal" && (
        <Sheet
          open
          onClose={() => setPicking(null)}
          title={picking.scorer === undefined ? "¿Quién marcó?" : "¿Quién dio la asistencia?"}
          description={`Gol nuestro · ${stampText(picking.stamp)}`}
        >
          <div className="grid grid-cols-2 gap-2">
            {picking.scorer === undefined ? (
              <>
                {onPitch.map((p) => (
                  <PlayerChoice
                    key={p.id}
                    p={p}
                    onClick={() => setPicking({ ...picking, scorer: p.id })}
                  />
                ))}
                <Choice
                  tone="muted"
                  className="col-span-2"
                  onClick={() => setPicking({ ...picking, scorer: null })}
                >
                  Sin goleador (en propia puerta u otro)
                </Choice>
              </>
            ) : (
              <>
                <Choice
                  tone="muted"
                  className="col-span-2"
                  onClick={() => {
                    setPicking(null);
                    record({
                      id: newId(),
                      ...picking.stamp,
                      kind: "goal",
                      ...(picking.scorer ? { playerId: picking.scorer } : {}),
                    });
                  }}
                >
                  Sin asistencia
                </Choice>
                {onPitch
                  .filter((p) => p.id !== picking.scorer)
                  .map((p) => (
                    <PlayerChoice
                      key={p.id}
                      p={p}
                      onClick={() => {
                        setPicking(null);
                        record({
                          id: newId(),
                          ...picking.stamp,
                          kind: "goal",
                          ...(picking.scorer ? { playerId: picking.scorer } : {}),
                          assistId: p.id,
                        });
                      }}
                    />
                  ))}
              </>
            )}
          </div>
        </Sheet>
      )}

      {picking?.kind === "card" && (
        <Sheet
          open
          onClose={() => setPicking(null)}
          title={picking.card === "red" ? "Roja: ¿a quién?" : "Amarilla: ¿a quién?"}
          description={stampText(picking.stamp)}
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
                      line?.yellow
                        ? "Ya amonestado"
                        : state.onPitch.has(p.id)
                          ? undefined
                          : "Banquillo"
                    }
                    onClick={() => {
                      setPicking(null);
                      record({
                        id: newId(),
                        ...picking.stamp,
                        kind: "card",
                        playerId: p.id,
                        card: picking.card,
                      });
                    }}
                  />
                );
              })}
          </div>
        </Sheet>
      )}

      {picking?.kind === "sub" && (
        <Sheet
          open
          onClose={() => setPicking(null)}
          title={picking.out ? `Entra por ${nameOf(picking.out)}` : "¿Quién sale?"}
          description="Elige quién sale y quién entra. Puedes preparar varios cambios y hacerlos a la vez."
          footer={
            live.queue.length > 0 ? (
              <button
                type="button"
                className="h-14 w-full rounded-xl bg-sky-700 text-base font-bold text-white"
                onClick={() => {
                  const { live: next, made } = makeQueuedSubs(current(), stampNow(), newId);
                  if (!store(next)) return;
                  setPicking(null);
                  toast(
                    `${stampText(made[0]!)} · ${made.length === 1 ? "1 cambio hecho" : `${made.length} cambios hechos`}`,
                    {
                      duration: 8000,
                      action: {
                        label: "Deshacer",
                        onClick: () => {
                          let c = current();
                          for (const m of made) c = removeEvent(c, m.id);
                          store(c);
                        },
                      },
                    },
                  );
                }}
              >
                {live.queue.length === 1 ? "Hacer 1 cambio" : `Hacer ${live.queue.length} cambios`}
              </button>
            ) : undefined
          }
        >
          {live.queue.length > 0 && (
            <ul aria-label="Cambios preparados" className="mb-3 space-y-1">
              {live.queue.map((q, i) => (
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
                    onClick={() => store(unqueueSub(current(), i))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="grid grid-cols-2 gap-2">
            {!picking.out
              ? onPitch
                  .filter((p) => !queued.has(p.id))
                  .map((p) => (
                    <PlayerChoice
                      key={p.id}
                      p={p}
                      note={`${state.players.find((l) => l.player.id === p.id)?.minutes ?? 0}′`}
                      onClick={() => setPicking({ kind: "sub", out: p.id })}
                    />
                  ))
              : state.bench
                  .filter((p) => !queued.has(p.id))
                  .map((p) => {
                    const line = state.players.find((l) => l.player.id === p.id);
                    return (
                      <PlayerChoice
                        key={p.id}
                        p={p}
                        note={line?.lowMinutes ? "Pocos minutos" : `${line?.minutes ?? 0}′`}
                        onClick={() => {
                          store(queueSub(current(), { outId: picking.out!, inId: p.id }));
                          setPicking({ kind: "sub" });
                        }}
                      />
                    );
                  })}
            {picking.out && state.bench.filter((p) => !queued.has(p.id)).length === 0 && (
              <p className="col-span-2 text-sm text-slate-600">No queda nadie en el banquillo.</p>
            )}
          </div>
        </Sheet>
      )}

      {picking?.kind === "note" && (
        <NoteSheet
          stamp={picking.stamp}
          onClose={() => setPicking(null)}
          onSave={(text) => {
            setPicking(null);
            record({ id: newId(), ...picking.stamp, kind: "note", text });
          }}
        />
      )}

      {picking?.kind === "edit" && (
        <EditEventSheet
          event={picking.event}
          roster={roster}
          periodMinutes={setup.periodMinutes}
          onClose={() => setPicking(null)}
          onSave={(event) => {
            const before = current().events.find((e) => e.id === event.id);
            if (store(replaceEvent(current(), event))) {
              setPicking(null);
              toast(
                `Editado: ${stampText(event)} · ${eventText(event, nameOf, setup.rival.name, false)}`,
                {
                  duration: 8000,
                  action: before
                    ? { label: "Deshacer", onClick: () => store(replaceEvent(current(), before)) }
                    : undefined,
                },
              );
            }
          }}
        />
      )}
    </div>
  );
}

function NoteSheet(props: {
  stamp: EventStamp;
  onClose: () => void;
  onSave: (text: string) => void;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState(false);
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
          onClick={() => (text.trim() ? props.onSave(text.trim()) : setError(true))}
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
            setError(false);
          }}
        />
      </label>
      {error && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          Escribe la nota.
        </p>
      )}
    </Sheet>
  );
}
