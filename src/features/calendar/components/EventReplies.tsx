// The players' replies to one published event (a fixture or a training session) on the
// calendar: '14 van · 3 no · 2 sin responder · 3 sin cuenta', who has not answered (a reminder
// naming the event, shared through the phone's share sheet or copied for the team chat) and
// replies from accounts with no player.
import { useState } from "react";
import { notAnsweredText, repliesLine } from "../../../domain/replies/coach";
import { replyAnswerLabels } from "../../../domain/replies/documents";
import type { ScheduleEvent } from "../../../domain/replies/documents";
import { useEventReplies } from "../../../state/event-replies";
import { Button } from "../../../ui/Button";
import type { ShareOutcome } from "../share-reminder";
import { canShare, shareMessages, shareOrCopy } from "../share-reminder";

export function EventReplies({
  event,
  testId,
}: {
  event: Pick<ScheduleEvent, "eventId" | "date" | "time" | "title">;
  testId: string;
}) {
  const r = useEventReplies(event.eventId);
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  if (!r) return null;
  const text = notAnsweredText(
    event,
    r.sinResponder.map((p) => p.name),
  );
  const send = async () => setOutcome(await shareOrCopy(text, navigator));
  const message = outcome ? shareMessages[outcome] : "";
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
            <Button size="sm" className="max-md:min-h-12" onClick={() => void send()}>
              {canShare(navigator) ? "Compartir recordatorio" : "Copiar lista"}
            </Button>
            {message && <span role="status">{message}</span>}
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
