import { describeCounts } from "../../../domain/data/backup";
import { clearAllData, useCurrentCounts } from "../../../state/data-commands";
import { Button } from "../../../ui/Button";
import { useDialogs } from "../../../ui/dialogs";
import { downloadBackup } from "./backup-download";

/** Clearing everything, behind a confirmation that offers a backup first. */
export function useClearAll() {
  const { confirm } = useDialogs();
  const counts = useCurrentCounts();
  return async (): Promise<{ ok: boolean; message?: string } | null> => {
    const what = describeCounts(counts);
    const ok = await confirm({
      title: "¿Borrar todos los datos?",
      message: (
        <>
          Se borrarán de este navegador {what || "todas las listas"}. Esto no se puede deshacer. La
          conexión de IA se conserva.{" "}
          <span className="mt-3 block">
            ¿Quieres guardar antes una copia?{" "}
            <Button size="sm" className="mt-2" onClick={() => downloadBackup()}>
              Exportar copia de seguridad
            </Button>
          </span>
        </>
      ),
      confirmLabel: "Borrar todo",
      danger: true,
    });
    if (!ok) return null;
    const r = clearAllData();
    return r.ok ? { ok: true } : { ok: false, message: r.message };
  };
}
