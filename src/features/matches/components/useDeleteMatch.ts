// Deleting a match, from the list or its detail: the confirmation offers to keep its figures
// (default, spec 4: deleting does not undo what saving added) or to remove them too.
import type { Match } from "../../../domain/records/types";
import { deleteMatch } from "../../../state/match-commands";
import { useDialogs } from "../../../ui/dialogs";

export const DELETE_MATCH_MESSAGE =
  "¿Eliminar este partido? Si conservas sus estadísticas, los totales de los jugadores, de la formación y del rival no cambian: eliminar un partido no deshace lo que sumó al guardarse. Si las eliminas también, se restan como si nunca se hubiera jugado.";
export const KEEP_FIGURES_LABEL = "Eliminar y conservar estadísticas";
export const DROP_FIGURES_LABEL = "Eliminar también sus estadísticas";

/** Returns `remove(match)`: asks, deletes as chosen, and resolves true when it was deleted. */
export function useDeleteMatch() {
  const { choose, alert } = useDialogs();
  return async (m: Match): Promise<boolean> => {
    const choice = await choose({
      title: `Eliminar el partido contra ${m.rival || m.opponent || "el rival"}`,
      message: DELETE_MATCH_MESSAGE,
      choices: [
        { value: "drop", label: DROP_FIGURES_LABEL, danger: true },
        { value: "keep", label: KEEP_FIGURES_LABEL },
      ],
    });
    if (choice === null) return false;
    const r = deleteMatch(m.id, { keepFigures: choice === "keep" });
    if (!r.ok) {
      await alert({ title: "No se eliminó el partido", message: r.message });
      return false;
    }
    return true;
  };
}
