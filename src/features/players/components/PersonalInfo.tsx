import type { ReactNode } from "react";
import { ageOn, todayIso } from "../../../domain/base/dates";
import { formatDate } from "../../../domain/base/format";
import { footLabel, positionLabel } from "../../../domain/squad/player-labels";
import type { Player } from "../../../domain/records/types";

const none = <span className="text-slate-400">—</span>;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-right text-sm font-medium text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** The player's personal details as a definition list; age comes from the birthdate. */
export function PersonalInfo({ player }: { player: Player }) {
  const age = player.birthdate ? ageOn(player.birthdate, todayIso()) : null;
  return (
    <dl className="divide-y divide-slate-100">
      <Item label="Posición">{positionLabel[player.position] ?? player.position}</Item>
      <Item label="Dorsal">#{player.number}</Item>
      <Item label="Edad">
        {age !== null ? (
          <>
            {age} años
            <span className="ml-1.5 font-normal text-slate-500">
              ({formatDate(player.birthdate ?? "")})
            </span>
          </>
        ) : (
          none
        )}
      </Item>
      <Item label="Altura">{player.height !== undefined ? `${player.height} cm` : none}</Item>
      <Item label="Peso">{player.weight !== undefined ? `${player.weight} kg` : none}</Item>
      <Item label="Pie preferido">{footLabel[player.preferredFoot]}</Item>
    </dl>
  );
}
