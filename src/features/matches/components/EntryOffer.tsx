// Under a goal or a card whose player neither started nor came on: the change that brings him
// on, offered right there, so a substitute can be named before his substitution row exists.
// Alt+N in the row takes it (MatchForm's shortcuts look in the focused row first).
import type { UseFormReturn } from "react-hook-form";
import type { MatchFormValues } from "../../../domain/match/match-form";
import type { Player } from "../../../domain/records/types";
import { Button } from "../../../ui/Button";
import { withEntryFor } from "../actions/form-actions";

type Props = {
  form: UseFormReturn<MatchFormValues>;
  players: readonly Player[];
  /** The players picked in this row. */
  picked: readonly string[];
  tookPart: ReadonlySet<string>;
};

export function EntryOffer({ form, players, picked, tookPart }: Props) {
  // Before the XI is chosen nobody has taken part yet: nothing to offer.
  if (tookPart.size === 0) return null;
  const missing = players.filter((p) => picked.includes(p.id) && !tookPart.has(p.id));
  if (missing.length === 0) return null;
  const bringOn = (id: string) => {
    const { subs, index } = withEntryFor(form.getValues("subs"), id);
    form.setValue("subs", subs, { shouldDirty: true });
    // The row exists once React has drawn it.
    requestAnimationFrame(() => form.setFocus(`subs.${index}.playerOut`));
  };
  return (
    <div className="col-span-full space-y-1">
      {missing.map((p) => (
        <p key={p.id} className="flex flex-wrap items-center gap-2 text-sm text-amber-800">
          {p.name} no fue titular ni consta su entrada.
          <Button
            size="sm"
            variant="secondary"
            onClick={() => bringOn(p.id)}
            data-shortcut="KeyN"
            aria-keyshortcuts="Alt+N"
            title="Atajo: Alt+N"
          >
            Añadir su entrada
          </Button>
        </p>
      ))}
    </div>
  );
}
