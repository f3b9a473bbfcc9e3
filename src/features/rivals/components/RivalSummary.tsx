import type { ReactNode } from "react";
import { formatRecord } from "../../../domain/timeline/match-result";
import { recordWords } from "../../../domain/base/format";
import type { Record3 } from "../../../domain/timeline/match-result";
import type { Rival } from "../../../domain/records/types";
import { Avatar } from "../../../ui/Avatar";
import { Card } from "../../../ui/Card";
import { RecordBar, StatTile } from "../../../ui/Stat";
import { ColorSwatches } from "./ColorSwatches";

type RivalSummaryProps = {
  rival: Rival;
  record: { played: number } & Record3;
  actions?: ReactNode;
};

/** Logo, name, ground, colours and the record computed from the stored matches. */
export function RivalSummary({ rival, record, actions }: RivalSummaryProps) {
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-center gap-4">
          <Avatar name={rival.name} photo={rival.logo} size="lg" />
          <div className="min-w-0">
            <h2 className="truncate text-xl font-semibold">{rival.name}</h2>
            <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">Estadio</dt>
              <dd className="text-slate-800">{rival.homeGround || "Sin indicar"}</dd>
              <dt className="text-slate-500">Colores</dt>
              <dd>
                <ColorSwatches
                  primary={rival.primaryColor}
                  secondary={rival.secondaryColor}
                  size="md"
                />
              </dd>
            </dl>
          </div>
        </div>
        {actions}
      </div>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <StatTile label="Partidos jugados" value={record.played} />
        <StatTile
          label="Récord (V-D-E)"
          value={<span data-testid="rival-record">{formatRecord(record)}</span>}
          hint="victorias-derrotas-empates"
        />
      </div>
      <div className="mt-4">
        <RecordBar
          wins={record.wins}
          draws={record.draws}
          losses={record.losses}
          words={recordWords(record.wins, record.draws, record.losses)}
        />
      </div>
    </Card>
  );
}
