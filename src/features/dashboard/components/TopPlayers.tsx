import { Link } from "../../../ui/Link";
import { links } from "../../../config/paths";
import { positionLabel } from "../../../domain/squad/player-labels";
import type { Player } from "../../../domain/records/types";
import { Avatar } from "../../../ui/Avatar";
import { Card } from "../../../ui/Card";
import { EmptyState } from "../../../ui/EmptyState";

/** The 3 best players by goals, then assists (spec 9). */
export function TopPlayers({ players }: { players: Player[] }) {
  return (
    <Card title="Jugadores destacados" flush>
      {players.length === 0 ? (
        <EmptyState>No hay jugadores destacados</EmptyState>
      ) : (
        <ol className="divide-y divide-slate-100" aria-label="Jugadores destacados">
          {players.map((p, i) => (
            <li key={p.id} className="flex items-center gap-3 px-5 py-3">
              <span className="w-4 text-sm font-semibold text-slate-400 tabular-nums">{i + 1}</span>
              <Avatar name={p.name} photo={p.photo} size="sm" />
              <div className="min-w-0 flex-1">
                <Link
                  to={links.player(p.id)}
                  className="block truncate text-sm font-medium text-slate-900 hover:underline"
                >
                  {p.name}
                </Link>
                <p className="text-xs text-slate-500">
                  {positionLabel[p.position] ?? p.position}
                  {p.number ? ` · ${p.number}` : ""}
                </p>
              </div>
              <dl className="flex gap-4 text-right text-sm">
                <div>
                  <dt className="text-xs text-slate-500">Goles</dt>
                  <dd className="font-semibold tabular-nums">{p.stats.goals}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">Asist.</dt>
                  <dd className="font-semibold tabular-nums">{p.stats.assists}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
