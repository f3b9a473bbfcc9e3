// Quiet notices above every screen: working offline, and demo data being shown.
import { Link } from "react-router";
import { paths } from "../config/paths";
import { useDemoLoaded } from "../state/demo-status";
import { useOnline } from "../state/online";

const pill = "flex items-center gap-2 rounded-lg border px-3 py-1.5 text-sm";

export function DataNotices() {
  const online = useOnline();
  const demo = useDemoLoaded();
  if (online && !demo) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {!online && (
        <p role="status" className={`${pill} border-slate-200 bg-slate-50 text-slate-600`}>
          <span aria-hidden className="h-2 w-2 rounded-full bg-slate-400" />
          Sin conexión: todo sigue funcionando con los datos de este navegador, salvo los insights
          de IA.
        </p>
      )}
      {demo && (
        <p role="note" className={`${pill} border-violet-200 bg-violet-50 text-violet-900`}>
          <span aria-hidden className="h-2 w-2 rounded-full bg-violet-500" />
          Estás viendo el equipo de ejemplo: son datos inventados.{" "}
          <Link
            to={paths.data}
            className="inline-flex min-h-12 items-center font-medium underline md:min-h-0"
          >
            Borrarlos en Datos
          </Link>
        </p>
      )}
    </div>
  );
}
