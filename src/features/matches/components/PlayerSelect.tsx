// A select of squad players, grouped by position, value = player id. Players are always picked,
// never typed. `only` narrows the list (e.g. the bench), keeping the current choice visible.
import type { SelectHTMLAttributes } from "react";
import { positionLabel } from "../../../domain/player-labels";
import { playerPositions } from "../../../domain/types";
import type { Player } from "../../../domain/types";
import { Select } from "../../../ui/Field";

type PlayerSelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  players: readonly Player[];
  only?: ReadonlySet<string> | undefined;
  current?: string | undefined;
  ref?: React.Ref<HTMLSelectElement>;
};

export function PlayerSelect({ players, only, current, ...rest }: PlayerSelectProps) {
  const shown = only ? players.filter((p) => only.has(p.id) || p.id === current) : players;
  return (
    <Select {...rest}>
      <option value="">Elegir jugador…</option>
      {playerPositions.map((pos) => {
        const group = shown.filter((p) => p.position === pos);
        if (group.length === 0) return null;
        return (
          <optgroup key={pos} label={positionLabel[pos]}>
            {group.map((p) => (
              <option key={p.id} value={p.id}>
                {p.number ? `${p.number} · ${p.name}` : p.name}
              </option>
            ))}
          </optgroup>
        );
      })}
    </Select>
  );
}
