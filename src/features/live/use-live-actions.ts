// Wires the live actions to storage and to the coach: each runs on the live match as stored now
// (so an undo never works on an old copy), its answer is stored at once, and its notice shown.
import { useMemo } from "react";
import { toast } from "sonner";
import type { LiveMatch } from "../../domain/live/live-match";
import { getLive, writeLive } from "../../state/live";
import type { LiveAction, Outcome } from "./actions/live-actions";

/** Stores a live match; a failed write is said, and answers false. */
function store(next: LiveMatch): boolean {
  const r = writeLive(next);
  if (!r.ok) toast.error(r.message);
  return r.ok;
}

/**
 * `run(action, input)`: the action's refusal, or whether its answer was stored. `shown` is the
 * live match the screen shows, used when storage holds none (it was just cleared elsewhere).
 */
export function useLiveActions(shown: LiveMatch) {
  // The same functions until the shown match changes: the parts of the screen handed them
  // draw again only when the match does.
  return useMemo(() => {
    const current = () => getLive().live ?? shown;
    const run = <I>(action: LiveAction<I>, input: I): Outcome | { ok: false; message?: never } => {
      const out = action(current(), input);
      if (!out.ok) return out;
      if (!store(out.live)) return { ok: false };
      const notice = out.notice;
      if (notice) {
        const undo = notice.undo;
        if (notice.lasting)
          toast(notice.text, {
            ...(notice.id ? { id: notice.id } : {}),
            duration: 8000,
            action: undo ? { label: "Deshacer", onClick: () => store(undo(current())) } : undefined,
          });
        else toast(notice.text);
      }
      return out;
    };
    return { run, current };
  }, [shown]);
}
