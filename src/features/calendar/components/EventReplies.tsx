// The players' replies to one published event (a fixture or a training session) on the
// calendar: '14 van · 3 no · 2 sin responder · 3 sin cuenta', who has not answered (ready to copy
// into the team chat, naming the event) and replies from accounts with no player.
import { useState } from "react";
import { notAnsweredText, repliesLine } from "../../../domain/replies/coach";
import { replyAnswerLabels } from "../../../domain/replies/documents";
import type { ScheduleEvent } from "../../../domain/replies/documents";
import { useEventReplies } from "../../../state/event-replies";
import { Button } from "../../../ui/Button";

export function EventReplies({
  event,
  testId,
}: {
  event: Pick<ScheduleEvent, "eventId" | "date" | "time" | "title">;
  testId: string;
}) {
  const r = useEventReplies(event.eventId);
  const [copied, setCopied] = useState<"" | "ok" | "error">("");
  if (!r) return null;
  const text = notAnsweredText(
    event,
    r.sinResponder.map((p) => p.name),
  );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("ok");
    } catch {
      setCopied("error");
    }
  };
  return (
    <div className="sm:pl-[4.5rem]" data-testid={testId}>
      <p className="text-sm font-medium text-slate-800">{repliesLine(r)}</p>
      {r.sinResponder.length > 0 && (
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer py-2 text-brand-800">Sin responder</summary>
          <pre className="mt-1 whitespace-pre-wrap rounded bg-slate-50 p-2 font-sans text-slate-800">
            {text}
          </pre>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Button size="sm" onClick={() => void copy()}>
              Copiar lista
            </Button>
            {copied === "ok" && (
              <span role="status">Lista copiada: pégala en el chat del equipo.</span>
            )}
            {copied === "error" && (
              <span role="status">
                El navegador no dejó copiar. Selecciona la lista y cópiala a mano.
              </span>
            )}
          </div>
        </details>
      )}
      {r.unlinked.length > 0 && (
        <ul className="mt-1 text-sm text-amber-800" aria-label="Respuestas de cuentas sin jugador">
          {r.unlinked.map((x) => (
            <li key={x.user}>
              «{x.user}» (cuenta sin jugador): {replyAnswerLabels[x.answer]}
              {x.reason ? ` · ${x.reason}` : ""}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
