// The player view's pure actions: what a tap on 'Voy', 'No voy' or 'Duda' does (send now, or
// ask the reason first), the reason's check, and the quiet lines that say what is on the server
// and what is still waiting on the phone.
import type { Reply, ReplyAnswer } from "../../domain/replies/documents";
import { replyAnswerLabels } from "../../domain/replies/documents";
import { checkReason } from "../../domain/replies/player-schedule";
import type { RepliesConnection } from "../../state/player";

/** The reason being written for 'No voy' (one event at a time). */
export type ReasonDraft = { eventId: string; reason: string; error?: string };

/** What a tap leads to: the draft to show (or none) and the answer to write now (or none). */
export type Step = {
  draft: ReasonDraft | null;
  send: { eventId: string; answer: ReplyAnswer; reason: string } | null;
};

/**
 * A tap on an answer. 'No voy' opens the reason (the one given before, when changing it); 'Voy'
 * and 'Duda' are written at once and close any reason being written for that event. Tapping the
 * answer already given changes nothing.
 */
export function tapAnswer(
  draft: ReasonDraft | null,
  eventId: string,
  answer: ReplyAnswer,
  current: Reply | undefined,
): Step {
  if (answer === "no_voy")
    return {
      draft: {
        eventId,
        reason:
          draft?.eventId === eventId
            ? draft.reason
            : current?.answer === "no_voy"
              ? current.reason
              : "",
      },
      send: null,
    };
  const kept = draft?.eventId === eventId ? null : draft;
  if (current?.answer === answer) return { draft: kept, send: null };
  return { draft: kept, send: { eventId, answer, reason: "" } };
}

/** 'Enviar' under the reason: the answer to write, or the draft with its Spanish message. */
export function confirmReason(draft: ReasonDraft): Step {
  const checked = checkReason(draft.reason);
  if (!checked.ok) return { draft: { ...draft, error: checked.message }, send: null };
  return { draft: null, send: { eventId: draft.eventId, answer: "no_voy", reason: checked.value } };
}

/** Typing the reason: the text, and the message cleared once it is fixed. */
export function typeReason(draft: ReasonDraft, reason: string): ReasonDraft {
  const next: ReasonDraft = { eventId: draft.eventId, reason };
  if (draft.error && !checkReason(reason).ok) next.error = draft.error;
  return next;
}

/**
 * The line under an event: the answer given and whether it is still waiting on the phone. `own`
 * false: a guardian reads a child's ('Respuesta', 'Aún sin responder').
 */
export function replyLine(reply: Reply | undefined, pending: boolean, own = true): string {
  if (!reply) return own ? "Aún no has respondido." : "Aún sin responder.";
  const reason = reply.reason ? ` («${reply.reason}»)` : "";
  const where = pending ? " · Pendiente de enviar" : " · Enviada";
  return `${own ? "Tu respuesta" : "Respuesta"}: ${replyAnswerLabels[reply.answer]}${reason}${where}`;
}

/** The quiet status line at the top of the view. */
export function statusLine(connection: RepliesConnection, pending: number): string {
  const waiting = pending === 1 ? "1 respuesta por enviar" : `${pending} respuestas por enviar`;
  switch (connection) {
    case "starting":
      return "Conectando…";
    case "offline":
      return pending > 0
        ? `Sin conexión: se enviará al volver (${waiting})`
        : "Sin conexión: ves lo último recibido";
    case "signin":
      return pending > 0
        ? `Tu sesión ha caducado: ${waiting} hasta que vuelvas a entrar`
        : "Tu sesión ha caducado";
    case "online":
      return pending > 0 ? `Enviando… (${waiting})` : "Al día";
  }
}
