// The 'Sin conexión' notice. Loaded once the page has loaded and the browser is idle
// (DataNotices): telling a network apart from a cached page takes requests and timers that the
// first screen does not need to carry.
import { useOnline } from "../state/online";
import { pill } from "./notice-pill";

export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <p role="status" className={`${pill} border-slate-200 bg-slate-50 text-slate-600`}>
      <span aria-hidden className="h-2 w-2 rounded-full bg-slate-400" />
      Sin conexión: todo sigue funcionando con los datos de este navegador, salvo los insights de
      IA.
    </p>
  );
}
