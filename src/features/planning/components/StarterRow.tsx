import { useId, useMemo } from "react";
import type { Ref } from "react";
import type { PitchSlot } from "../../../domain/squad/formation-roles";
import { slotOptions } from "../../../domain/calendar/match-plan";
import { playerImpact } from "../../../domain/figures/player-impact";
import type { Match, Player } from "../../../domain/records/types";
import { Button } from "../../../ui/Button";
import { cx } from "../../../ui/cx";
import { PlayerComparisonTable } from "./PlayerComparisonTable";
import { PlayerSelect } from "../../../components/PlayerSelect";

export const SELECT_PLAYER_PROMPT = "Seleccionar jugador para ver estadisticas disponibles";

type StarterRowProps = {
  slot: PitchSlot;
  players: readonly Player[];
  matches: readonly Match[];
  /** 'Posición N' → player id. */
  lineup: Readonly<Record<string, string>>;
  /** The id of the player compared with the chosen one. */
  compareWith: string;
  active: boolean;
  onActivate: () => void;
  onChange: (playerId: string) => void;
  onCompareChange: (playerId: string) => void;
  selectRef?: Ref<HTMLInputElement>;
  /** Player id → 'Lesionado', 'Sancionado'… for players who cannot play. */
  marks?: ReadonlyMap<string, string>;
  /** Why this player was suggested ('Once sugerido'), shown under the row. */
  reason?: string | undefined;
};

/** One position of the lineup: its player, and for the active row the figures and a comparison. */
export function StarterRow({
  slot,
  players,
  matches,
  lineup,
  compareWith,
  active,
  onActivate,
  onChange,
  onCompareChange,
  selectRef,
  marks,
  reason,
}: StarterRowProps) {
  const id = useId();
  const chosenId = lineup[slot.key] ?? "";
  const chosen = players.find((p) => p.id === chosenId);
  const compared = chosen ? players.find((p) => p.id === compareWith) : undefined;
  // The slot's own position first, then the rest: the order the picker lists them in.
  const options = useMemo(
    () => slotOptions(players, lineup, slot.key, slot.group).flatMap((g) => g.players),
    [players, lineup, slot.key, slot.group],
  );
  const compareOptions = useMemo(
    () =>
      slotOptions(
        players.filter((p) => p.id !== chosenId),
        {},
        slot.key,
        slot.group,
      ).flatMap((g) => g.players),
    [players, chosenId, slot.key, slot.group],
  );
  const columns = useMemo(
    () =>
      [chosen, compared]
        .filter((p): p is Player => Boolean(p))
        .map((player) => ({ player, starter: playerImpact(player.name, matches).starter })),
    [chosen, compared, matches],
  );

  return (
    <li
      data-testid={`starter-${slot.number}`}
      aria-label={`${slot.key}: ${slot.role}`}
      className={cx(
        "rounded-xl border bg-white transition-colors",
        active ? "border-brand-500 shadow-sm ring-1 ring-brand-500/30" : "border-slate-200",
      )}
    >
      <div className="flex items-center gap-3 px-4 py-3">
        <span
          aria-hidden
          className={cx(
            "flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold tabular-nums",
            chosen ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-600",
          )}
        >
          {slot.number}
        </span>
        <label htmlFor={id} className="w-32 shrink-0 leading-tight">
          <span className="block text-sm font-medium text-slate-900">{slot.role}</span>
          <span className="block text-xs text-slate-500">{slot.key}</span>
        </label>
        <div className="min-w-0 flex-1">
          <PlayerSelect
            id={id}
            ref={selectRef}
            value={chosen ? chosenId : ""}
            players={options}
            placeholder="Seleccionar jugador"
            listLabel={slot.role}
            marks={marks}
            onChange={(playerId) => {
              onChange(playerId);
              onActivate();
            }}
            onFocus={onActivate}
          />
        </div>
        {chosen && marks?.get(chosen.id) && (
          <span
            className="shrink-0 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-200 ring-inset"
            data-testid="starter-unavailable"
          >
            {marks.get(chosen.id)}
          </span>
        )}
        {!active && chosen && (
          <Button
            size="sm"
            variant="ghost"
            onClick={onActivate}
            className="shrink-0 tabular-nums"
            title="Ver estadísticas: goles · asistencias · partidos"
            aria-label={`Ver datos de ${chosen.name}`}
          >
            {chosen.stats.goals} G · {chosen.stats.assists} A · {chosen.stats.matches} PJ
          </Button>
        )}
      </div>
      {reason && (
        <p
          className="-mt-1 px-4 pb-3 pl-[3.75rem] text-xs text-slate-500"
          data-testid="pick-reason"
        >
          {reason}
        </p>
      )}
      {active && (
        <div className="space-y-3 border-t border-slate-100 px-4 py-4">
          {chosen ? (
            <>
              <div className="flex items-center gap-3">
                <label
                  htmlFor={`${id}-cmp`}
                  className="shrink-0 text-sm whitespace-nowrap text-slate-600"
                >
                  Comparar con
                </label>
                <div className="min-w-0 flex-1">
                  <PlayerSelect
                    id={`${id}-cmp`}
                    value={compared ? compareWith : ""}
                    players={compareOptions}
                    placeholder="Ningún jugador"
                    listLabel={`Comparar con (${slot.role})`}
                    onChange={onCompareChange}
                  />
                </div>
              </div>
              <PlayerComparisonTable columns={columns} />
            </>
          ) : (
            <p className="text-sm text-slate-500">{SELECT_PLAYER_PROMPT}</p>
          )}
        </div>
      )}
    </li>
  );
}
