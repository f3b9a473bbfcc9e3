// /matchs: every played match, newest first, searchable by rival or date, one page at a time.
import { useDeferredValue, useMemo, useState } from "react";
import { Link } from "../../ui/Link";
import { links, paths } from "../../config/paths";
import { countOf, formatDate, pluralWord } from "../../domain/base/format";
import { outcomeOf, scoreText } from "../../domain/timeline/match-result";
import { matchFormationLabel, searchMatches } from "../../domain/match/match-view";
import { locationLabel } from "../../domain/squad/player-labels";
import type { Match } from "../../domain/records/types";
import { useFormations, useMatches } from "../../state/hooks";
import { Button, ButtonLink } from "../../ui/Button";
import { SearchInput } from "../../ui/Field";
import { ListPage } from "../../ui/ListPage";
import { Table, Td, Th } from "../../ui/Table";
import { pageOf } from "../../domain/base/paging";
import { Pager } from "../../ui/Pager";
import { OutcomeBadge } from "./components/OutcomeBadge";
import { useDeleteMatch } from "./components/useDeleteMatch";
import { NotSharedNote } from "../../components/NotSharedNote";
import { useNotShared } from "../../state/not-shared";

export const PAGE_SIZE = 25;

export function MatchesPage() {
  const matches = useMatches();
  const removeMatch = useDeleteMatch();
  const formations = useFormations();
  const notShared = useNotShared("match");
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
    <ListPage
      title="Partidos"
      subtitle={`${countOf(matches.length, "match")} ${pluralWord(matches.length, "registrado", "registrados")}`}
      create={{ to: paths.addMatch, label: "Registrar partido" }}
      toolbar={
        <div className="px-5 py-4">
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
      }
      empty={visible.length === 0 && "No se encontraron partidos..."}
      emptyAction={
        matches.length === 0 && (
          <ButtonLink to={paths.addMatch} variant="primary" size="sm">
            Registrar partido
          </ButtonLink>
        )
      }
    >
      <Table aria-label="Partidos">
        <thead>
          <tr>
            <Th>Fecha</Th>
            <Th>Rival</Th>
            <Th hideBelow="xl">Condición</Th>
            <Th numeric hideBelow="sm">
              Marcador
            </Th>
            <Th hideBelow="sm">Resultado</Th>
            <Th hideBelow="xl">Formación</Th>
            <Th numeric pin>
              Acciones
            </Th>
          </tr>
        </thead>
        <tbody>
          {visible.map((m) => (
            <tr key={m.id} className="hover:bg-slate-50/60">
              {/* Until their own columns fit, the condition and the formation go under
                      the rival (on a phone the score and result too), so the actions
                      stay in view and a rival's name keeps to two lines. */}
              <Td className="whitespace-nowrap tabular-nums">{formatDate(m.date)}</Td>
              <Td className="min-w-36 font-medium text-slate-900">
                <Link to={links.match(m.id)} className="hover:underline">
                  {m.rival || m.opponent || "—"}
                </Link>
                <span className="mt-0.5 flex items-center gap-2 font-semibold whitespace-nowrap sm:hidden">
                  {scoreText(m)} <OutcomeBadge outcome={outcomeOf(m)} />
                </span>
                <span className="block text-xs font-normal text-slate-500 xl:hidden">
                  {locationLabel[m.location] ?? "—"} · {matchFormationLabel(m, formations)}
                </span>
                {notShared.has(m.id) && (
                  <NotSharedNote reason={notShared.get(m.id)!} form={links.editMatch(m.id)} />
                )}
              </Td>
              <Td hideBelow="xl">{locationLabel[m.location] ?? "—"}</Td>
              <Td numeric hideBelow="sm" className="font-semibold whitespace-nowrap">
                {scoreText(m)}
              </Td>
              <Td hideBelow="sm">
                <OutcomeBadge outcome={outcomeOf(m)} />
              </Td>
              <Td hideBelow="xl" className="text-slate-600">
                {matchFormationLabel(m, formations)}
              </Td>
              <Td numeric pin>
                <div className="flex flex-col items-stretch justify-end gap-1.5 sm:flex-row">
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
      <Pager {...shownPage} onPage={setPage} />
    </ListPage>
  );
}
