// The player's match log: every match he was in, newest first, a page at a
// time (every match when printed), each row linking to the match. Only the page shown is built
// into rows (a player of a thousand matches would otherwise have every row worked out on every
// visit).
import { useMemo } from "react";
import { Link } from "../../../ui/Link";
import { usePagedRows } from "../../../ui/usePagedRows";
import { links } from "../../../config/paths";
import { formatDate } from "../../../domain/base/format";
import { locationLabel, outcomeLabel } from "../../../domain/squad/player-labels";
import { playerMatchEntry } from "../../../domain/figures/player-match-log";
import type { PlayerMatchEntry } from "../../../domain/figures/player-match-log";
import type { Formation, Match, Player } from "../../../domain/records/types";
import { Pager } from "../../../ui/Pager";
import { Table, Td, Th } from "../../../ui/Table";
import { cx } from "../../../ui/cx";
import { CardCounts } from "./PositionBadge";

export const MATCH_LOG_PAGE_SIZE = 10;

const outcomeTone = {
  win: "text-emerald-700",
  draw: "text-amber-700",
  loss: "text-red-700",
} as const;

type Props = {
  who: Pick<Player, "id" | "name">;
  /** His log's matches, newest first (`playerLogMatches`). */
  matches: readonly Match[];
  formations: readonly Formation[];
};

export function MatchLogTable({ who, matches, formations }: Props) {
  const shown = usePagedRows(matches, MATCH_LOG_PAGE_SIZE);
  const rows = useMemo(
    () =>
      shown.items
        .map((m) => playerMatchEntry(who, m, formations))
        .filter((e): e is PlayerMatchEntry => e !== null),
    [who, shown.items, formations],
  );
  return (
    <>
      <Table aria-label="Partidos del jugador">
        <thead>
          <tr>
            <Th>Fecha</Th>
            <Th>Rival</Th>
            {/* On a phone the minutes come right after the rival; role, goals and assists are in
                the cards below. */}
            <Th numeric title="Minutos jugados">
              Min.
            </Th>
            <Th>Resultado</Th>
            <Th hideBelow="sm">Rol</Th>
            <Th numeric hideBelow="sm">
              Goles
            </Th>
            <Th numeric hideBelow="sm">
              Asist.
            </Th>
            <Th numeric hideBelow="xl">
              Tarjetas
            </Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.matchId} data-testid="player-match-row" className="hover:bg-slate-50/70">
              <Td className="whitespace-nowrap tabular-nums">
                <Link
                  to={links.match(e.matchId)}
                  className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                  aria-label={`Ver partido contra ${e.rival} del ${formatDate(e.date)}`}
                >
                  {formatDate(e.date)}
                </Link>
              </Td>
              <Td>
                {e.rival || "—"}
                <span className="ml-1.5 text-xs text-slate-500">
                  {locationLabel[e.location] ?? ""}
                </span>
              </Td>
              <Td numeric>{e.minutes}</Td>
              <Td className="whitespace-nowrap">
                <span className="tabular-nums">
                  {e.score.home} - {e.score.away}
                </span>{" "}
                {/* Under the score on a phone, so the minutes fit beside it. */}
                <span className={cx("text-xs font-medium max-sm:block", outcomeTone[e.outcome])}>
                  {outcomeLabel[e.outcome]}
                </span>
              </Td>
              <Td hideBelow="sm">
                {e.role}
                {e.cameOnAt !== undefined && (
                  <span className="ml-1.5 text-xs text-slate-500 tabular-nums">
                    (min. {e.cameOnAt})
                  </span>
                )}
              </Td>
              <Td numeric hideBelow="sm">
                {e.goals}
              </Td>
              <Td numeric hideBelow="sm">
                {e.assists}
              </Td>
              <Td numeric hideBelow="xl">
                <CardCounts yellow={e.yellowCards} red={e.redCards} />
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager {...shown} />
    </>
  );
}
