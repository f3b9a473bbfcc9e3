// The planning's player picker: the shared searchable combobox (find by shirt number or name)
// over the slot's options, the slot's own position first. The plan stores
// names (spec 3), so this converts between the name kept in the plan and the player's id.
import type { Ref } from "react";
import { PlayerCombobox } from "../../../components/PlayerCombobox";
import type { PlayerOptionGroup } from "../../../domain/calendar/match-plan";

type PlayerSelectProps = {
  id: string;
  /** The chosen player's name ('' for none). */
  value: string;
  groups: PlayerOptionGroup[];
  placeholder: string;
  /** The list's accessible name. */
  listLabel: string;
  onChange: (name: string) => void;
  onFocus?: () => void;
  ref?: Ref<HTMLInputElement>;
  marks?: ReadonlyMap<string, string> | undefined;
};

export function PlayerSelect({ value, groups, onChange, ...rest }: PlayerSelectProps) {
  const players = groups.flatMap((g) => g.players);
  const chosen = players.find((p) => p.name === value);
  return (
    <div className="min-w-0 flex-1">
      <PlayerCombobox
        {...rest}
        players={players}
        value={chosen?.id ?? ""}
        onChange={(id) => onChange(players.find((p) => p.id === id)?.name ?? "")}
      />
    </div>
  );
}
