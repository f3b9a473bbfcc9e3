// 'Once en el campo': the starting XI on the pitch drawing (the one LineupBoard) and, under it,
// who came on, when and for whom.
import { LineupBoard } from "../../../components/LineupBoard";
import { lineupRows, subsByMinute } from "../../../domain/match/match-view";
import type { Formation, Match, Player } from "../../../domain/records/types";
import { Card } from "../../../ui/Card";

type Props = { match: Match; formation: Formation | undefined; players: readonly Player[] };

export function MatchBoardCard({ match, formation, players }: Props) {
  if (!formation) return null;
  const rows = new Map(lineupRows(match, formation, players).map((r) => [r.key, r]));
  const subs = subsByMinute(match).filter((s) => s.playerIn);
  return (
    <Card title="Once en el campo" aria-label="Once en el campo">
      <LineupBoard
        formation={formation}
        label={`Once inicial en ${formation.name}`}
        playerAt={(key) => {
          const r = rows.get(key);
          return r?.playerName ? { name: r.playerName, number: r.shirt ?? undefined } : null;
        }}
        className="mx-auto max-w-xs"
      />
      <h3 className="mt-4 mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        Entraron
      </h3>
      {subs.length === 0 ? (
        <p className="text-sm text-slate-500">Nadie entró desde el banquillo.</p>
      ) : (
        <ul aria-label="Entraron" className="space-y-1 text-sm text-slate-800">
          {subs.map((s, i) => (
            <li key={i}>
              <span className="font-medium">{s.playerIn}</span>{" "}
              <span className="text-slate-500">
                ({s.minute}'{s.playerOut ? `, por ${s.playerOut}` : ""})
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
