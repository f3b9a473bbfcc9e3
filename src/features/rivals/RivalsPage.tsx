import { useMemo, useState } from "react";
import { links, paths } from "../../config/paths";
import { formatRecord } from "../../domain/timeline/match-result";
import { matchesSearch } from "../../domain/base/text";
import { useRivals } from "../../state/hooks";
import { deleteRival } from "../../state/rival-commands";
import { MatchFilterBar, useMatchFilter } from "../../components/MatchFilterBar";
import { restoreRival } from "../../state/rival-undo";
import { useFilterOptions, useFilteredMatches } from "../../state/match-selectors";
import { useRivalRecords } from "../../state/selectors";
import { Avatar } from "../../ui/Avatar";
import { Button, ButtonLink } from "../../ui/Button";
import { SearchInput } from "../../ui/Field";
import { ListPage } from "../../ui/ListPage";
import { Table, Td, Th } from "../../ui/Table";
import { showToast, showUndoToast, Toasts } from "../../ui/toast";
import { ColorSwatches } from "./components/ColorSwatches";
import type { RivalId } from "../../domain/base/ids";
import { NotSharedNote } from "../../components/NotSharedNote";
import { useNotShared } from "../../state/not-shared";

export const RIVALS_EMPTY = "No hay rivales disponibles...";
export const RECORD_LEGEND = "V-D-E: victorias-derrotas-empates";

export function RivalsPage() {
  const matchFilter = useMatchFilter();
  const filterOptions = useFilterOptions();
  const { matches } = useFilteredMatches(matchFilter);
  const rivals = useRivals();
  const notShared = useNotShared("rival");
  // Every rival's record in one pass over the matches, shared until a list changes.
  const records = useRivalRecords(matches);
  const [query, setQuery] = useState("");
  const [error, setError] = useState<string | null>(null);

  // Records come from the stored matches (spec 4), not from the rival's own counters.
  const rows = useMemo(
    () => rivals.map((rival, index) => ({ rival, index, record: records[index]! })),
    [rivals, records],
  );
  // A blank search shows every row without normalizing their names (as the other lists do).
  const shown =
    query.trim() === "" ? rows : rows.filter((r) => matchesSearch([r.rival.name], query));

  // Spec 5: rivals are deleted without confirmation; 'Deshacer' puts the rival back for a few
  // seconds, whole and at its old place.
  const remove = (id: RivalId) => {
    const index = rivals.findIndex((x) => x.id === id);
    const rival = rivals[index];
    const r = deleteRival(id);
    setError(r.ok ? null : r.message);
    if (!r.ok || !rival) return;
    showUndoToast({
      message: `Rival «${rival.name}» eliminado.`,
      onUndo: () => {
        const undone = restoreRival(rival, index);
        if (undone.ok) showToast(`Rival «${rival.name}» restaurado.`);
        else showToast(undone.message, "error");
      },
    });
  };

  return (
    <>
      <ListPage
        title="Rivales"
        subtitle="Los equipos contra los que juegas, con su historial."
        create={{ to: paths.addRival, label: "Nuevo rival" }}
        filters={<MatchFilterBar options={filterOptions} />}
        error={error}
        toolbar={
          <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
            <SearchInput
              className="w-full max-w-xs"
              placeholder="Buscar rival por nombre"
              aria-label="Buscar rival por nombre"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <p className="text-xs text-slate-500">Récord {RECORD_LEGEND}</p>
          </div>
        }
        empty={
          rivals.length === 0
            ? RIVALS_EMPTY
            : shown.length === 0 && "No hay rivales disponibles con ese nombre."
        }
        emptyAction={
          rivals.length === 0 && (
            <ButtonLink to={paths.addRival} size="sm">
              Añadir el primer rival
            </ButtonLink>
          )
        }
      >
        <Table aria-label="Rivales">
          <thead>
            <tr>
              <Th>Rival</Th>
              <Th>Estadio</Th>
              <Th numeric>Partidos</Th>
              <Th numeric>
                <abbr title="victorias-derrotas-empates" className="no-underline">
                  Récord (V-D-E)
                </abbr>
              </Th>
              <Th className="text-right">Acciones</Th>
            </tr>
          </thead>
          <tbody>
            {shown.map(({ rival, index, record }) => (
              <tr key={rival.id} className="hover:bg-slate-50/70" data-testid="rival-row">
                <Td>
                  <div className="flex items-center gap-3">
                    <Avatar name={rival.name} photo={rival.logo} size="sm" />
                    <span className="font-medium text-slate-900" data-testid="rival-name">
                      {rival.name}
                    </span>
                    <ColorSwatches primary={rival.primaryColor} secondary={rival.secondaryColor} />
                  </div>
                  {notShared.has(rival.id) && (
                    <NotSharedNote reason={notShared.get(rival.id)!} form={links.rival(index)} />
                  )}
                </Td>
                <Td className="text-slate-600">{rival.homeGround || "—"}</Td>
                <Td numeric>{record.played}</Td>
                <Td numeric className="font-medium">
                  {formatRecord(record)}
                </Td>
                <Td className="text-right">
                  <div className="inline-flex gap-2">
                    <ButtonLink
                      to={links.rival(index)}
                      size="sm"
                      aria-label={`Ver rival ${rival.name}`}
                    >
                      Ver
                    </ButtonLink>
                    <Button
                      variant="danger"
                      size="sm"
                      onClick={() => remove(rival.id)}
                      aria-label={`Eliminar rival ${rival.name}`}
                    >
                      Eliminar
                    </Button>
                  </div>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ListPage>
      <Toasts />
    </>
  );
}
