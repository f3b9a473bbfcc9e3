// /matchs: every played match, newest first, searchable by rival or date, one page at a time.
import { useDeferredValue, useMemo, useState } from "react";
import { Link } from "react-router";
import { links, paths } from "../../config/paths";
import { countOf, formatDate, pluralWord } from "../../domain/format";
import { outcomeOf, scoreText } from "../../domain/match-result";
import { matchFormationLabel, searchMatches } from "../../domain/match-view";
import { locationLabel } from "../../domain/player-labels";
import type { Match } from "../../domain/types";
import { useFormations, useMatches } from "../../state/hooks";
import { Button, ButtonLink } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { EmptyState } from "../../ui/EmptyState";
import { SearchInput } from "../../ui/Field";
import { PageHeader } from "../../ui/PageHeader";
import { Table, Td, Th } from "../../ui/Table";
import { pageOf } from "../../domain/paging";
import { Pager } from "../../ui/Pager";
import { OutcomeBadge } from "./components/OutcomeBadge";
import { useDeleteMatch } from "./components/useDeleteMatch";

export const PAGE_SIZE = 25;

export function MatchesPage() {
  const matches = useMatches();
  const removeMatch = useDeleteMatch();
  const formations = useFormations();
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(0);
  const deferredQuery = useDeferredValue(query);
  const rows = useMemo(() => searchMatches(matches, deferredQuery), [matches, deferredQuery]);
  const shownPage = pageOf(rows, page, PAGE_SIZE);
  const visible = shownPage.items;

  const remove = async (m: Match) => {
    await removeMatch(m);
  };

  return (
    <>
      <PageHeader
        title="Partidos"
        subtitle={`${countOf(matches.length, "match")} ${pluralWord(matches.length, "registrado", "registrados")}`}
        actions={
          <ButtonLink to={paths.addMatch} variant="primary">
            Registrar partido
          </ButtonLink>
        }
      />
      <Card flush>
        <div className="border-b border-slate-100 px-5 py-4">
          <SearchInput
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(0);
            }}
            placeholder="Buscar por rival o fecha (14/04/2024)"
            aria-label="Buscar partidos por rival o fecha"
            className="max-w-md"
          />
        </div>
        {visible.length === 0 ? (
          <EmptyState
            action={
              matches.length === 0 ? (
                <ButtonLink to={paths.addMatch} variant="primary" size="sm">
                  Registrar partido
                </ButtonLink>
              ) : undefined
            }
          >
            No se encontraron partidos...
          </EmptyState>
        ) : (
          <Table aria-label="Partidos">
            <thead>
              <tr>
                <Th>Fecha</Th>
                <Th>Rival</Th>
                <Th>Condición</Th>
                <Th numeric>Marcador</Th>
                <Th>Resultado</Th>
                <Th>Formación</Th>
                <Th numeric>Acciones</Th>
              </tr>
            </thead>
            <tbody>
              {visible.map((m) => (
                <tr key={m.id} className="hover:bg-slate-50/60">
                  <Td className="whitespace-nowrap tabular-nums">{formatDate(m.date)}</Td>
                  <Td className="font-medium text-slate-900">
                    <Link to={links.match(m.id)} className="hover:underline">
                      {m.rival || m.opponent || "—"}
                    </Link>
                  </Td>
                  <Td>{locationLabel[m.location] ?? "—"}</Td>
                  <Td numeric className="font-semibold whitespace-nowrap">
                    {scoreText(m)}
                  </Td>
                  <Td>
                    <OutcomeBadge outcome={outcomeOf(m)} />
                  </Td>
                  <Td className="text-slate-600">{matchFormationLabel(m, formations)}</Td>
                  <Td numeric>
                    <div className="flex justify-end gap-1.5">
                      <ButtonLink
                        to={links.match(m.id)}
                        size="sm"
                        variant="secondary"
                        aria-label={`Ver partido contra ${m.rival || m.opponent} del ${formatDate(m.date)}`}
                      >
                        Ver
                      </ButtonLink>
                      <ButtonLink
                        to={links.editMatch(m.id)}
                        size="sm"
                        variant="secondary"
                        aria-label={`Editar partido contra ${m.rival || m.opponent} del ${formatDate(m.date)}`}
                      >
                        Editar
                      </ButtonLink>
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => void remove(m)}
                        aria-label={`Eliminar partido contra ${m.rival || m.opponent} del ${formatDate(m.date)}`}
                      >
                        Eliminar
                      </Button>
                    </div>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <Pager {...shownPage} onPage={setPage} />
      </Card>
    </>
  );
}
