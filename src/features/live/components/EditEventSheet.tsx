// Editing one event of the log: its minute and, by kind, its players, card or text.
import { useState } from "react";
import { editedEvent } from "../../../domain/live/live-match";
import type { RosterPlayer } from "../../../domain/live/live-match";
import type { MatchEvent } from "../../../domain/records/types";
import { Sheet } from "./Sheet";

type EditEventSheetProps = {
  event: MatchEvent;
  roster: readonly RosterPlayer[];
  periodMinutes: number;
  onSave: (e: MatchEvent) => void;
  onClose: () => void;
};

const field = "mt-1 block h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base";
const label = "block text-sm font-semibold text-slate-800";

function PlayerPick(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  roster: readonly RosterPlayer[];
  none?: string;
}) {
  return (
    <label className={label}>
      {props.label}
      <select
        className={field}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.none !== undefined && <option value="">{props.none}</option>}
        {props.roster.map((p) => (
          <option key={p.id} value={p.id}>
            {p.number} · {p.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function EditEventSheet({
  event,
  roster,
  periodMinutes,
  onSave,
  onClose,
}: EditEventSheetProps) {
  const [draft, setDraft] = useState<MatchEvent>(event);
  const [minute, setMinute] = useState(String(event.minute));
  const [added, setAdded] = useState(String(event.added));
  const [error, setError] = useState<string>();
  const set = (patch: Partial<MatchEvent>) => setDraft((d) => ({ ...d, ...patch }) as MatchEvent);

  const save = () => {
    const r = editedEvent(draft, { minute, added }, periodMinutes);
    if (r.ok) onSave(r.value);
    else setError(r.message);
  };

  return (
    <Sheet
      open
      onClose={onClose}
      title="Editar evento"
      footer={
        <button
          type="button"
          onClick={save}
          className="h-14 w-full rounded-xl bg-emerald-600 text-base font-bold text-white"
        >
          Guardar cambios
        </button>
      }
    >
      <div className="space-y-3">
        <div className="grid grid-cols-3 gap-2">
          <label className={label}>
            Parte
            <select
              className={field}
              value={draft.period}
              onChange={(e) => set({ period: e.target.value === "2" ? 2 : 1 })}
            >
              <option value="1">1ª</option>
              <option value="2">2ª</option>
            </select>
          </label>
          <label className={label}>
            Minuto
            <input
              className={field}
              inputMode="numeric"
              value={minute}
              onChange={(e) => setMinute(e.target.value)}
            />
          </label>
          <label className={label}>
            Añadido
            <input
              className={field}
              inputMode="numeric"
              value={added}
              onChange={(e) => setAdded(e.target.value)}
            />
          </label>
        </div>
        {draft.kind === "goal" && (
          <>
            <PlayerPick
              label="Goleador"
              value={draft.playerId ?? ""}
              onChange={(v) => set({ playerId: v })}
              roster={roster}
              none="Sin goleador"
            />
            <PlayerPick
              label="Asistencia"
              value={draft.assistId ?? ""}
              onChange={(v) => set({ assistId: v })}
              roster={roster}
              none="Sin asistencia"
            />
          </>
        )}
        {draft.kind === "card" && (
          <>
            <PlayerPick
              label="Jugador"
              value={draft.playerId}
              onChange={(v) => set({ playerId: v })}
              roster={roster}
            />
            <label className={label}>
              Tarjeta
              <select
                className={field}
                value={draft.card}
                onChange={(e) => set({ card: e.target.value === "red" ? "red" : "yellow" })}
              >
                <option value="yellow">Amarilla</option>
                <option value="red">Roja</option>
              </select>
            </label>
          </>
        )}
        {draft.kind === "sub" && (
          <>
            <PlayerPick
              label="Sale"
              value={draft.outId}
              onChange={(v) => set({ outId: v })}
              roster={roster}
            />
            <PlayerPick
              label="Entra"
              value={draft.inId}
              onChange={(v) => set({ inId: v })}
              roster={roster}
            />
          </>
        )}
        {draft.kind === "note" && (
          <label className={label}>
            Nota
            <textarea
              className="mt-1 block min-h-24 w-full rounded-lg border border-slate-300 p-3 text-base"
              value={draft.text}
              onChange={(e) => set({ text: e.target.value })}
            />
          </label>
        )}
        {error && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800"
          >
            {error}
          </p>
        )}
      </div>
    </Sheet>
  );
}
