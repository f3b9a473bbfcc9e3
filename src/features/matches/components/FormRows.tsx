// Shared layout of the add/remove row lists of the match form (goals, assists, cards, changes).
import type { ReactNode } from "react";
import { Button } from "../../../ui/Button";

type RowListProps = {
  title: string;
  addLabel: string;
  onAdd: () => void;
  empty: string;
  count: number;
  children: ReactNode;
};

export function RowList({ title, addLabel, onAdd, empty, count, children }: RowListProps) {
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
        <Button size="sm" variant="secondary" onClick={onAdd}>
          + {addLabel}
        </Button>
      </div>
      {count === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-200 px-4 py-3 text-sm text-slate-500">
          {empty}
        </p>
      ) : (
        <ol className="space-y-3">{children}</ol>
      )}
    </div>
  );
}

type RowProps = { onRemove: () => void; removeLabel: string; children: ReactNode; columns: string };

/** One row: its fields on a grid, and a remove button aligned with the controls. */
export function Row({ onRemove, removeLabel, children, columns }: RowProps) {
  return (
    <li className={`grid items-start gap-3 ${columns}`}>
      {children}
      <Button
        variant="ghost"
        size="md"
        onClick={onRemove}
        aria-label={removeLabel}
        className="mt-7 justify-self-start text-slate-500 hover:text-red-700"
      >
        Quitar
      </Button>
    </li>
  );
}
