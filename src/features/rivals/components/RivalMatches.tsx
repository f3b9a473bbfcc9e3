import { useState } from "react";
import { links } from "../../../config/paths";
import { formatDate } from "../../../domain/base/format";
import { matchOutcome } from "../../../domain/timeline/match-result";
import type { MatchOutcome } from "../../../domain/timeline/match-result";
import { pageOf } from "../../../domain/base/paging";
import { outcomeLabel } from "../../../domain/squad/player-labels";
import { matchFormationLabel } from "../../../domain/match/match-view";
import type { Formation, Match } from "../../../domain/records/types";
import { ButtonLink } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { Pager } from "../../../ui/Pager";
import { Table, Td, Th } from "../../../ui/Table";
import { cx } from "../../../ui/cx";

export const RIVAL_MATCHES_EMPTY = "No hay partidos contra este rival todavia.";
/** A rival met for years can have hundreds of matches: show them a page at a time. */
export const RIVAL_MATCHES_PAGE_SIZE = 10;

const outcomeTone: Record<MatchOutcome, string> = {
  win: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  draw: "bg-amber-50 text-amber-700 ring-amber-200",
  loss: "bg-red-50 text-red-700 ring-red-200",
};

/** The stored matches against one rival, newest first; the score is ours first. */
export function RivalMatches({
  matches,
  formations,
}: {
  matches: readonly Match[];
  formations: readonly Formation[];
}) {
  const [page, setPage] = useState(0);
  const shown = pageOf(matches, page, RIVAL_MATCHES_PAGE_SIZE);
  return (
    <Card title="Partidos contra este rival" flush>
      {matches.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-500">{RIVAL_MATCHES_EMPTY}</p>
      ) : (
        <>
          <Table aria-label="Partidos contra este rival">
            <thead>
              <tr>
                <Th>Fecha</Th>
                <Th numeric>Resultado</Th>
                <Th>Formación</Th>
                <Th className="text-right">
                  <span className="sr-only">Acciones</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {shown.items.map((m) => {
                const outcome = matchOutcome(m.score);
                return (
                  <tr key={m.id} data-testid="rival-match-row">
                    <Td className="tabular-nums">{formatDate(m.date)}</Td>
                    <Td numeric>
                      <span className="inline-flex items-center gap-2">
                        <span
                          className={cx(
                            "rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset",
                            outcomeTone[outcome],
                          )}
                        >
                          {outcomeLabel[outcome]}
                        </span>
                        <span className="font-semibold">
                          {m.score.home} - {m.score.away}
                        </span>
                      </span>
                    </Td>
                    <Td>{matchFormationLabel(m, formations)}</Td>
                    <Td className="text-right">
                      <ButtonLink to={links.match(m.id)} size="sm">
                        Ver Detalles
                      </ButtonLink>
                    </Td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          <Pager {...shown} onPage={setPage} />
        </>
      )}
    </Card>
  );
}
