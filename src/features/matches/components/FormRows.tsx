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
  /** Alt + this letter adds a row from anywhere in the form (MatchForm listens), without tabbing
   * through every field on the way. */
  shortcut?: string;
};

export function RowList({
  title,
  addLabel,
  onAdd,
  empty,
  count,
  children,
  shortcut,
}: RowListProps) {
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
      {count === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-200 px-4 py-3 text-sm text-slate-500">
          {empty}
        </p>
      ) : (
        <ol className="space-y-3">{children}</ol>
      )}
      {/* After the rows: the next row is one Tab away from the last one filled in. */}
      <Button
        size="sm"
        variant="secondary"
        onClick={onAdd}
        {...(shortcut
          ? {
              "data-shortcut": `Key${shortcut.toUpperCase()}`,
              "aria-keyshortcuts": `Alt+${shortcut.toUpperCase()}`,
              title: `Atajo: Alt+${shortcut.toUpperCase()}`,
            }
          : {})}
      >
        + {addLabel}
      </Button>
    </div>
  );
}

type RowProps = {
  onRemove: () => void;
  removeLabel: string;
  children: ReactNode;
  columns: string;
  /** A line across the row, after its remove button. */
  below?: ReactNode;
};

/** One row: its fields on a grid, and a remove button aligned with the controls. */
export function Row({ onRemove, removeLabel, children, columns, below }: RowProps) {
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
      {below}
    </li>
  );
}
