import { useState } from "react";
import { links, paths } from "../../config/paths";
import { deleteFormation } from "../../state/formation-commands";
import { MatchFilterBar, useMatchFilter } from "../../components/MatchFilterBar";
import { useFilterOptions } from "../../state/match-selectors";
import { useFormationFigures } from "../../state/selectors";
import { Button, ButtonLink } from "../../ui/Button";
import { ListPage } from "../../ui/ListPage";
import { Table, Td, Th } from "../../ui/Table";
import { useDialogs } from "../../ui/dialogs";
import type { FormationId } from "../../domain/base/ids";
import { NotSharedNote } from "../../components/NotSharedNote";
import { useNotShared } from "../../state/not-shared";

export const FORMATIONS_EMPTY = "No hay formaciones disponibles...";

export function FormationsPage() {
  const matchFilter = useMatchFilter();
  const filterOptions = useFilterOptions();
  const formations = useFormationFigures(matchFilter);
  const notShared = useNotShared("formation");
  const { confirm } = useDialogs();
  const [error, setError] = useState<string | null>(null);

  const remove = async (id: FormationId, name: string) => {
    const ok = await confirm({
      title: "Eliminar formación",
      message: `¿Seguro que deseas eliminar la formación «${name}»? Esta acción no se puede deshacer.`,
      danger: true,
      confirmLabel: "Eliminar",
    });
    if (!ok) return;
    const r = deleteFormation(id);
    setError(r.ok ? null : r.message);
  };

  return (
    <ListPage
      title="Formaciones"
      subtitle="Los sistemas de juego del equipo y su rendimiento."
      create={{ to: paths.addFormation, label: "Nueva formación" }}
      filters={<MatchFilterBar options={filterOptions} />}
      error={error}
      empty={formations.length === 0 && FORMATIONS_EMPTY}
      emptyAction={
        <ButtonLink to={paths.addFormation} variant="secondary" size="sm">
          Crear la primera formación
        </ButtonLink>
      }
    >
      <Table aria-label="Formaciones">
        <thead>
          <tr>
            <Th>Nombre</Th>
            <Th>Tipo</Th>
            <Th numeric>Partidos jugados</Th>
            <Th className="text-right">Acciones</Th>
          </tr>
        </thead>
        <tbody>
          {formations.map((f, i) => (
            <tr key={f.id} className="hover:bg-slate-50/70">
              <Td className="font-medium text-slate-900">
                {f.name || "Sin nombre"}
                {notShared.has(f.id) && (
                  <NotSharedNote reason={notShared.get(f.id)!} form={links.formation(i)} />
                )}
              </Td>
              <Td>
                <span className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-700">
                  {f.type}
                </span>
              </Td>
              <Td numeric>{f.gamesPlayed}</Td>
              <Td className="text-right">
                <div className="inline-flex gap-2">
                  <ButtonLink
                    to={links.formation(i)}
                    size="sm"
                    aria-label={`Ver formación ${f.name}`}
                  >
                    Ver
                  </ButtonLink>
                  <Button
                    variant="danger"
                    size="sm"
                    onClick={() => void remove(f.id, f.name)}
                    aria-label={`Eliminar formación ${f.name}`}
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
  );
}
