// The live match while it is played: score and clock on top, one-tap events, who is on the
// pitch with their minutes, the bench, and the log. Every change is stored at once. The
// commands are the pure actions of actions/live-actions.ts; this screen only wires them.
import { useCallback, useMemo, useState } from "react";
import { toast } from "sonner";
import { newId } from "../../../domain/base/ids";
import { teamDisplayName } from "../../../domain/records/team-settings";
import {
  canApply,
  clockPhase,
  correctableMinutes,
  nominalMinutes,
  readClock,
} from "../../../domain/live/live-clock";
import type { ClockActionKind } from "../../../domain/live/live-clock";
import { liveState } from "../../../domain/live/live-match";
import type { LiveMatch } from "../../../domain/live/live-match";
import type { EventStamp, MatchEvent } from "../../../domain/records/types";
import { clearLive } from "../../../state/live";
import { useMatchPlans, usePlayers } from "../../../state/hooks";
import { planIdeas } from "../../../domain/calendar/suggestions";
import { useOnline } from "../../../state/online";
import { useTeamSettings } from "../../../state/team-settings";
import { useDialogs } from "../../../ui/dialogs";
import {
  correctMinute,
  deleteEvent,
  dropPreparedSub,
  editEvent,
  goalEvent,
  makePreparedSubs,
  prepareSub,
  pressClock,
  recordEvent,
} from "../actions/live-actions";
import { liveTimeTrusted, matchNow } from "../live-time";
import { useLiveActions } from "../use-live-actions";
import { useNow } from "../use-now";
import { useWakeLock } from "../use-wake-lock";
import { EditEventSheet } from "./EditEventSheet";
import { EventLog } from "./EventLog";
import { EventPad } from "./EventPad";
import type { PadKey } from "./EventPad";
import { MinuteCorrection } from "./MinuteCorrection";
import { CardSheet, GoalSheet, NoteSheet, SubSheet } from "./PickSheets";
import { Scoreboard } from "./Scoreboard";
import { Squad } from "./Squad";

type Picking =
  | { kind: "goal"; stamp: EventStamp }
  | { kind: "card"; stamp: EventStamp; card: "yellow" | "red" }
  | { kind: "sub" }
  | { kind: "note"; stamp: EventStamp }
  | { kind: "edit"; event: MatchEvent };

export function MatchScreen({ live, onReview }: { live: LiveMatch; onReview: () => void }) {
  const { setup } = live;
  const { confirm } = useDialogs();
  const online = useOnline();
  const team = useTeamSettings();
  const { run, current } = useLiveActions(live);
  const [picking, setPicking] = useState<Picking | null>(null);
  const close = () => setPicking(null);
  const running = clockPhase(live.clock).phase === "running";
  // The match clock's own time: moving the phone's clock mid-match changes nothing.
  const now = useNow(running, matchNow, live.clock);
  const reading = readClock(live.clock, setup.periodMinutes, now);
  const wakeLock = useWakeLock(reading.phase !== "notStarted" && reading.phase !== "finished");
  // Minutes move once a minute; the rest only when the log changes.
  const nowMinute = Math.floor(nominalMinutes(reading, setup.periodMinutes));
  const state = useMemo(() => liveState(live, nowMinute), [live, nowMinute]);
  const roster = setup.roster;
  const nameOf = useMemo(() => {
    const names = new Map<string, string>(roster.map((p) => [p.id, p.name]));
    return (id: string | undefined) => (id ? (names.get(id) ?? "¿?") : "");
  }, [roster]);
  // The plan's substitution ideas among the called-up players, marked on the bench and in the
  // substitution sheet: the same ones planning showed and the match review compares with.
  const plans = useMatchPlans();
  const players = usePlayers();
  const suggested = useMemo(() => {
    const plan = setup.planId ? plans.find((p) => p.id === setup.planId) : undefined;
    if (!plan) return new Set<string>();
    const callUp = new Set<string>(roster.map((p) => p.id));
    return new Set<string>(planIdeas(plan, players, { callUp }).map((p) => p.id));
  }, [setup.planId, plans, players, roster]);
  const started = reading.phase !== "notStarted";

  const periodMinutes = setup.periodMinutes;
  const stampNow = useCallback((): EventStamp => {
    const r = readClock(current().clock, periodMinutes, matchNow());
    return { period: r.period, minute: r.minute, added: r.added };
  }, [current, periodMinutes]);
  const record = useCallback((event: MatchEvent) => run(recordEvent, { event }), [run]);

  const onClock = async (kind: ClockActionKind, ms?: number) => {
    if (kind === "fullTime") {
      const ok = await confirm({
        message: "¿Terminar el partido? El reloj se detendrá y podrás revisarlo antes de guardar.",
        confirmLabel: "Terminar",
      });
      if (!ok) return;
    }
    run(pressClock, ms === undefined ? { kind, at: matchNow() } : { kind, at: matchNow(), ms });
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

  // The pad, the squad and the log draw again only when the match changes: not on the clock's
  // tick, nor when a sheet opens or closes (a tap on a phone waits for that drawing).
  const onPad = useCallback(
    (key: PadKey) => {
      if (key === "rivalGoal" || key === "shot" || key === "rivalShot")
        record({ id: newId(), ...stampNow(), kind: key });
      else if (key === "yellow" || key === "red")
        setPicking({ kind: "card", stamp: stampNow(), card: key });
      else if (key === "sub") setPicking({ kind: "sub" });
      else setPicking({ kind: key, stamp: stampNow() });
    },
    [record, stampNow],
  );
  const onEdit = useCallback((event: MatchEvent) => setPicking({ kind: "edit", event }), []);
  const onDelete = useCallback((event: MatchEvent) => run(deleteEvent, { id: event.id }), [run]);

  const onPitch = useMemo(() => roster.filter((p) => state.onPitch.has(p.id)), [roster, state]);

  return (
    <div className="space-y-3 pb-24">
      <Scoreboard
        teamName={teamDisplayName(team)}
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
          onCorrect={(minute) => {
            const r = run(correctMinute, { minute, at: matchNow() });
            return r.ok ? null : (r.message ?? null);
          }}
        />
      )}
      {!started && (
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
          Pulsa «Pitido inicial» cuando empiece el partido para anotar eventos.
        </p>
      )}

      <EventPad started={started} shots={state.shots} queued={live.queue.length} onPress={onPad} />

      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <div className="space-y-3">
          <Squad setup={setup} state={state} suggested={suggested} />
        </div>
        <EventLog
          state={state}
          nameOf={nameOf}
          rival={setup.rival.name}
          onEdit={onEdit}
          onDelete={onDelete}
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
        <GoalSheet
          stamp={picking.stamp}
          onPitch={onPitch}
          onClose={close}
          onGoal={(scorer, assist) => {
            close();
            record(goalEvent(newId(), picking.stamp, scorer, assist));
          }}
        />
      )}

      {picking?.kind === "card" && (
        <CardSheet
          stamp={picking.stamp}
          card={picking.card}
          roster={roster}
          state={state}
          onClose={close}
          onCard={(playerId) => {
            close();
            record({ id: newId(), ...picking.stamp, kind: "card", playerId, card: picking.card });
          }}
        />
      )}

      {picking?.kind === "sub" && (
        <SubSheet
          live={live}
          state={state}
          onPitch={onPitch}
          nameOf={nameOf}
          suggested={suggested}
          onClose={close}
          onPrepare={(outId, inId) => run(prepareSub, { outId, inId })}
          onDrop={(index) => run(dropPreparedSub, { index })}
          onMake={() => {
            if (run(makePreparedSubs, { stamp: stampNow(), newId }).ok) close();
          }}
        />
      )}

      {picking?.kind === "note" && (
        <NoteSheet
          stamp={picking.stamp}
          onClose={close}
          onSave={(text) => {
            const r = record({ id: newId(), ...picking.stamp, kind: "note", text });
            // Refused (an empty note): the sheet stays open and says why.
            if (!r.ok && r.message) return r.message;
            close();
            return null;
          }}
        />
      )}

      {picking?.kind === "edit" && (
        <EditEventSheet
          event={picking.event}
          roster={roster}
          periodMinutes={setup.periodMinutes}
          onClose={close}
          onSave={(event) => {
            if (run(editEvent, { event }).ok) close();
          }}
        />
      )}
    </div>
  );
}
