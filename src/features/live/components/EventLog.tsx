import { memo } from "react";
import type { LiveState } from "../../../domain/live/live-match";
import type { MatchEvent } from "../../../domain/records/types";
import { KIND_TAG, eventText, stampText } from "../labels";
import type { NameOf } from "../labels";

type EventLogProps = {
  state: LiveState;
  nameOf: NameOf;
  rival: string;
  onEdit: (e: MatchEvent) => void;
  onDelete: (e: MatchEvent) => void;
};

/** Every event, newest first, each with Editar and Borrar. */
export const EventLog = memo(function EventLog({
  state,
  nameOf,
  rival,
  onEdit,
  onDelete,
}: EventLogProps) {
  const events = [...state.ordered].reverse();
  return (
    <section
      aria-label="Registro del partido"
      className="rounded-2xl border border-slate-200 bg-white"
    >
      <h2 className="border-b border-slate-100 px-3 py-2 text-sm font-bold text-slate-900">
        Registro ({events.length})
      </h2>
      {events.length === 0 ? (
        <p className="px-3 py-3 text-sm text-slate-600">Aún no hay eventos.</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {events.map((e) => {
            const text = eventText(e, nameOf, rival, state.secondYellows.has(e.id));
            const issue = state.issues.get(e.id);
            const them = e.kind === "rivalGoal" || e.kind === "rivalShot";
            return (
              // On a phone the text takes the whole second line, under the minute, the tag and
              // the buttons, so a row is two lines instead of the buttons squeezing it to seven.
              <li
                key={e.id}
                className="flex flex-wrap items-center gap-x-2 px-3 py-1.5 sm:flex-nowrap"
                aria-label={text}
              >
                <span className="w-12 shrink-0 font-mono text-sm font-bold text-slate-900 tabular-nums">
                  {stampText(e)}
                </span>
                <span
                  aria-hidden
                  className={`w-14 shrink-0 rounded px-1 py-0.5 text-center text-[11px] font-black ${
                    e.kind === "card" && (e.card === "red" || state.secondYellows.has(e.id))
                      ? "bg-red-600 text-white"
                      : KIND_TAG[e.kind].className
                  }`}
                >
                  {e.kind === "card" && (e.card === "red" || state.secondYellows.has(e.id))
                    ? "TR"
                    : KIND_TAG[e.kind].text}
                </span>
                <span className="order-last min-w-0 basis-full text-sm sm:order-none sm:flex-1 sm:basis-auto">
                  <span
                    className={`block ${them ? "text-slate-600" : "font-semibold text-slate-900"}`}
                  >
                    {text}
                  </span>
                  {issue && (
                    <span className="block text-xs font-semibold text-red-700">{issue}</span>
                  )}
                </span>
                <button
                  type="button"
                  onClick={() => onEdit(e)}
                  className="ml-auto h-12 min-w-12 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 sm:ml-0"
                  aria-label={`Editar: ${text}`}
                >
                  Editar
                </button>
                <button
                  type="button"
                  onClick={() => onDelete(e)}
                  className="h-12 min-w-12 rounded-lg px-2 text-sm font-semibold text-red-700 hover:bg-red-50"
                  aria-label={`Borrar: ${text}`}
                >
                  Borrar
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
});
