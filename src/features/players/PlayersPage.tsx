import { useCallback, useId, useMemo, useState } from "react";
import { paths } from "../../config/paths";
import { countOf } from "../../domain/base/format";
import {
  activeFilterCount,
  filterPlayers,
  isFiltering,
  noPlayerFilter,
  sortSquad,
} from "../../domain/squad/player-filters";
import type { PlayerFilter } from "../../domain/squad/player-filters";
import { pageOf } from "../../domain/base/paging";
import { MatchFilterBar, useMatchFilter } from "../../components/MatchFilterBar";
import { useFilterOptions } from "../../state/match-selectors";
import { useFigureView } from "../../state/selectors";
import { Button, ButtonLink } from "../../ui/Button";
import { SearchInput } from "../../ui/Field";
import { ListPage } from "../../ui/ListPage";
import { Pager } from "../../ui/Pager";
import { PlayerFilterPanel } from "./components/PlayerFilterPanel";
import { PlayersTable } from "./components/PlayersTable";
import { useDeletePlayer } from "./components/use-delete-player";

export const EMPTY_PLAYERS_TEXT = "No se encontraron jugadores. Intenta con otra busqueda.";
/** A real squad fits on one page; a club's whole register is paged so the table stays quick. */
export const PLAYERS_PAGE_SIZE = 40;

export function PlayersPage() {
  const matchFilter = useMatchFilter();
  const filterOptions = useFilterOptions();
  const view = useFigureView(matchFilter);
  const players = view.players;
  const [filter, setFilterState] = useState<PlayerFilter>(noPlayerFilter);
  const [page, setPage] = useState(0);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const panelId = useId();

  const squad = useMemo(() => sortSquad(players), [players]);
  const shown = useMemo(() => filterPlayers(squad, filter), [squad, filter]);
  const shownPage = pageOf(shown, page, PLAYERS_PAGE_SIZE);
  // A new search or filter starts from the first page.
  const setFilter = useCallback((next: PlayerFilter | ((f: PlayerFilter) => PlayerFilter)) => {
    setFilterState(next);
    setPage(0);
  }, []);
  const onDelete = useDeletePlayer(setError);
  const handleDelete = useCallback(
    (p: Parameters<typeof onDelete>[0]) => void onDelete(p),
    [onDelete],
  );
  const filters = activeFilterCount(filter);

  return (
    <ListPage
      title="Jugadores"
      subtitle={`${countOf(players.length, "player")} en la plantilla`}
      create={{ to: paths.addPlayer, label: "+ Añadir jugador" }}
      filters={<MatchFilterBar options={filterOptions} />}
      error={error}
      toolbar={
        <>
          <div className="flex flex-wrap items-center gap-3 px-5 py-4">
            <SearchInput
              className="min-w-0 flex-1 sm:max-w-sm"
              placeholder="Buscar por nombre o posición"
              aria-label="Buscar jugadores por nombre o posición"
              value={filter.query}
              onChange={(e) => setFilter((f) => ({ ...f, query: e.target.value }))}
            />
            <Button
              variant={filtersOpen || filters > 0 ? "primary" : "secondary"}
              aria-expanded={filtersOpen}
              aria-controls={panelId}
              onClick={() => setFiltersOpen((o) => !o)}
            >
              Filtrar
              {filters > 0 && (
                <span className="rounded-full bg-white/25 px-1.5 text-xs tabular-nums">
                  {filters}
                </span>
              )}
            </Button>
            {isFiltering(filter) && (
              <p className="ml-auto text-sm text-slate-500" aria-live="polite">
                {shown.length} de {players.length}
              </p>
            )}
          </div>
          {filtersOpen && <PlayerFilterPanel id={panelId} filter={filter} onChange={setFilter} />}
        </>
      }
      empty={shown.length === 0 && EMPTY_PLAYERS_TEXT}
      emptyAction={
        isFiltering(filter) ? (
          <Button variant="secondary" size="sm" onClick={() => setFilter(noPlayerFilter)}>
            Limpiar búsqueda y filtros
          </Button>
        ) : (
          <ButtonLink to={paths.addPlayer} variant="primary" size="sm">
            Añadir jugador
          </ButtonLink>
        )
      }
    >
      <PlayersTable players={shownPage.items} onDelete={handleDelete} />
      <Pager {...shownPage} onPage={setPage} />
    </ListPage>
  );
}
