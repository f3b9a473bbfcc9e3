// Page controls for long lists: a season of hundreds of matches renders one page at a time.
import { Button } from "../../../ui/Button";

type PagerProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const from = page * pageSize + 1;
  const to = Math.min(total, from + pageSize - 1);
  const n = (x: number) => x.toLocaleString("es-ES");
  return (
    <nav
      aria-label="Páginas"
      className="flex items-center justify-between gap-3 border-t border-slate-100 px-5 py-3 text-sm text-slate-600"
    >
      <p className="tabular-nums">
        {n(from)}–{n(to)} de {n(total)}
      </p>
      <div className="flex items-center gap-2">
        <Button size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
          Anterior
        </Button>
        <span className="tabular-nums">
          Página {page + 1} de {pages}
        </span>
        <Button size="sm" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
          Siguiente
        </Button>
      </div>
    </nav>
  );
}
