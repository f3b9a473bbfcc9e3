import type { Ref } from "react";
import type { PlayerOptionGroup } from "../../../domain/match-plan";
import { positionLabel } from "../../../domain/player-labels";
import type { Player } from "../../../domain/types";
import { Select } from "../../../ui/Field";

const groupLabel: Record<PlayerOptionGroup["position"], string> = {
  Goalkeeper: "Porteros",
  Defender: "Defensas",
  Midfielder: "Centrocampistas",
  Forward: "Delanteros",
  Other: "Otros",
};

/** 'name (#number) — position', the way the coach recognises a player in a list. */
export function playerOptionLabel(player: Player): string {
  const position = positionLabel[player.position] ?? String(player.position ?? "");
  const number = Number.isFinite(player.number) ? ` (#${player.number})` : "";
  return `${player.name}${number}${position ? ` — ${position}` : ""}`;
}

type PlayerSelectProps = {
  id?: string;
  value: string;
  groups: PlayerOptionGroup[];
  placeholder: string;
  onChange: (name: string) => void;
  onFocus?: () => void;
  disabled?: boolean;
  "aria-label"?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A player picker grouped by position (<optgroup>), the slot's own position first. */
export function PlayerSelect({ value, groups, placeholder, onChange, ...rest }: PlayerSelectProps) {
  return (
    <Select value={value} onChange={(e) => onChange(e.target.value)} {...rest}>
      <option value="">{placeholder}</option>
      {groups.map((g) => (
        <optgroup key={g.position} label={groupLabel[g.position]}>
          {g.players.map((p) => (
            <option key={p.id ?? p.name} value={p.name}>
              {playerOptionLabel(p)}
            </option>
          ))}
        </optgroup>
      ))}
    </Select>
  );
}
