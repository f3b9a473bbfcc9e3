import { useId, useMemo } from "react";
import type { Ref } from "react";
import { num } from "../../../domain/records/guards";
import type { PitchSlot } from "../../../domain/squad/formation-roles";
import { playerByName, slotOptions } from "../../../domain/calendar/match-plan";
import { playerImpact } from "../../../domain/figures/player-impact";
import type { Match, Player } from "../../../domain/records/types";
import { Button } from "../../../ui/Button";
import { cx } from "../../../ui/cx";
import { PlayerComparisonTable } from "./PlayerComparisonTable";
import { PlayerSelect } from "./PlayerSelect";

export const SELECT_PLAYER_PROMPT = "Seleccionar jugador para ver estadisticas disponibles";

type StarterRowProps = {
  slot: PitchSlot;
  players: readonly Player[];
  matches: readonly Match[];
  lineup: Readonly<Record<string, string>>;
  compareWith: string;
  active: boolean;
  onActivate: () => void;
  onChange: (name: string) => void;
  onCompareChange: (name: string) => void;
  selectRef?: Ref<HTMLInputElement>;
  /** Player id → 'Lesionado', 'Sancionado'… for players who cannot play. */
  marks?: ReadonlyMap<string, string>;
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
}: StarterRowProps) {
  const id = useId();
  const chosenName = lineup[slot.key] ?? "";
  const chosen = playerByName(players, chosenName);
  const compared = chosen ? playerByName(players, compareWith) : undefined;
  const options = useMemo(
    () => slotOptions(players, lineup, slot.key, slot.group),
    [players, lineup, slot.key, slot.group],
  );
  const compareOptions = useMemo(
    () =>
      slotOptions(
        players.filter((p) => p.name !== chosenName),
        {},
        slot.key,
        slot.group,
      ),
    [players, chosenName, slot.key, slot.group],
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
        <PlayerSelect
          id={id}
          ref={selectRef}
          value={chosenName}
          groups={options}
          placeholder="Seleccionar jugador"
          listLabel={slot.role}
          marks={marks}
          onChange={(name) => {
            onChange(name);
            onActivate();
          }}
          onFocus={onActivate}
        />
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
            {num(chosen.stats?.goals)} G · {num(chosen.stats?.assists)} A ·{" "}
            {num(chosen.stats?.matches)} PJ
          </Button>
        )}
      </div>
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
                <PlayerSelect
                  id={`${id}-cmp`}
                  value={compared ? compareWith : ""}
                  groups={compareOptions}
                  placeholder="Ningún jugador"
                  listLabel={`Comparar con (${slot.role})`}
                  onChange={onCompareChange}
                />
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
