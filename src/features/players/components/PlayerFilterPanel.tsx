// The 'Filtrar' panel of the players list: position and preferred foot, as toggle chips.
import { footLabel, positionLabel } from "../../../domain/squad/player-labels";
import { toggleChoice } from "../../../domain/squad/player-filters";
import type { PlayerFilter } from "../../../domain/squad/player-filters";
import { playerPositions, preferredFeet } from "../../../domain/records/types";
import { Button } from "../../../ui/Button";
import { cx } from "../../../ui/cx";

type Props = {
  id: string;
  filter: PlayerFilter;
  onChange: (filter: PlayerFilter) => void;
};

function Chip({ on, label, onClick }: { on: boolean; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={onClick}
      className={cx(
        "h-8 rounded-full border px-3 text-sm font-medium transition-colors",
        on
          ? "border-brand-700 bg-brand-700 text-white"
          : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
      )}
    >
      {label}
    </button>
  );
}

export function PlayerFilterPanel({ id, filter, onChange }: Props) {
  const any = filter.positions.length + filter.feet.length > 0;
  return (
    <div
      id={id}
      role="group"
      aria-label="Filtros"
      className="flex flex-wrap items-start gap-x-8 gap-y-4 border-t border-slate-100 px-5 py-4"
    >
      <fieldset>
        <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Posición
        </legend>
        <div className="flex flex-wrap gap-2">
          {playerPositions.map((pos) => (
            <Chip
              key={pos}
              label={positionLabel[pos]}
              on={filter.positions.includes(pos)}
              onClick={() =>
                onChange({
                  ...filter,
                  positions: toggleChoice(filter.positions, pos, playerPositions),
                })
              }
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Pie preferido
        </legend>
        <div className="flex flex-wrap gap-2">
          {preferredFeet.map((foot) => (
            <Chip
              key={foot}
              label={footLabel[foot]}
              on={filter.feet.includes(foot)}
              onClick={() =>
                onChange({ ...filter, feet: toggleChoice(filter.feet, foot, preferredFeet) })
              }
            />
          ))}
        </div>
      </fieldset>
      {any && (
        <Button
          variant="ghost"
          size="sm"
          className="self-end"
          onClick={() => onChange({ ...filter, positions: [], feet: [] })}
        >
          Quitar filtros
        </Button>
      )}
    </div>
  );
}
