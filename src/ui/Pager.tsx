// Page controls for long lists; the numbers come from the caller (domain pageOf).
import { Button } from "./Button";

type PagerProps = {
  page: number;
  pages: number;
  from: number;
  to: number;
  total: number;
  onPage: (page: number) => void;
  /** The navigation's name; two pagers on one screen need different ones. */
  label?: string;
};

export function Pager({ page, pages, from, to, total, onPage, label = "Páginas" }: PagerProps) {
  if (pages <= 1) return null;
  const n = (x: number) => x.toLocaleString("es-ES");
  return (
    <nav
      aria-label={label}
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
