import { Link } from "../../../ui/Link";
import { links, paths } from "../../../config/paths";
import { formatDate } from "../../../domain/base/format";
import { outcomeOf, scoreText } from "../../../domain/timeline/match-result";
import { locationLabel, outcomeLabel } from "../../../domain/squad/player-labels";
import type { Match } from "../../../domain/records/types";
import { Card } from "../../../ui/Card";
import { EmptyState } from "../../../ui/EmptyState";

const dot = { win: "bg-emerald-500", draw: "bg-amber-400", loss: "bg-red-500" } as const;

/** The 5 newest matches (spec 9), each linking to its details. */
export function RecentMatches({ matches }: { matches: Match[] }) {
  return (
    <Card
      title="Últimos partidos"
      flush
      actions={
        <Link to={paths.matches} className="text-sm font-medium text-brand-700 hover:underline">
          Ver todos
        </Link>
      }
    >
      {matches.length === 0 ? (
        <EmptyState>No hay partidos recientes</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Últimos partidos">
          {matches.map((m) => {
            const outcome = outcomeOf(m);
            return (
              <li key={m.id} className="flex items-center gap-4 px-5 py-3">
                <span
                  className={`h-2.5 w-2.5 shrink-0 rounded-full ${dot[outcome]}`}
                  title={outcomeLabel[outcome]}
                  aria-label={outcomeLabel[outcome]}
                  role="img"
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">
                    {m.rival || m.opponent || "—"}
                  </p>
                  <p className="text-xs text-slate-500 tabular-nums">
                    {formatDate(m.date)} · {locationLabel[m.location] ?? "—"}
                  </p>
                </div>
                <span className="text-base font-semibold tabular-nums">{scoreText(m)}</span>
                <Link
                  to={links.match(m.id)}
                  className="text-sm font-medium text-brand-700 hover:underline"
                  aria-label={`Ver detalles del partido contra ${m.rival || m.opponent} del ${formatDate(m.date)}`}
                >
                  Ver detalles
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
