// `/jugador`: a player's phone. His upcoming events from the team's replies database, each with
// 'Voy', 'No voy' (with a short reason) and 'Duda'; answers are written on the phone first and
// sent when there is a connection (state/player.ts). In player mode this is the only screen.
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { todayIso } from "../../domain/base/dates";
import type { Reply, ReplyAnswer, ScheduleEvent } from "../../domain/replies/documents";
import { REPLY_REASON_MAX, replyAnswerLabels, replyAnswers } from "../../domain/replies/documents";
import { eventFacts, ownReplies, upcomingEvents } from "../../domain/replies/player-schedule";
import {
  PLAYER_MESSAGES,
  answerEvent,
  dismissPlayerRefused,
  leavePlayerMode,
  signInAgain,
  usePlayerView,
} from "../../state/player";
import { isPlayerDevice } from "../../state/player-mode";
import { Alert } from "../../ui/Alert";
import { PasswordField } from "./PasswordField";
import { Button } from "../../ui/Button";
import { Field, Input } from "../../ui/Field";
import { PageHeading } from "../../ui/PageHeading";
import { cx } from "../../ui/cx";
import { useDialogs } from "../../ui/dialogs";
import { PlayerFrame } from "./PlayerFrame";
import type { ReasonDraft, Step } from "./reply-actions";
import { confirmReason, replyLine, statusLine, tapAnswer, typeReason } from "./reply-actions";

const chosen: Record<ReplyAnswer, string> = {
  voy: "border-emerald-700 bg-emerald-700 text-white",
  no_voy: "border-red-700 bg-red-700 text-white",
  duda: "border-amber-600 bg-amber-100 text-amber-950",
};

export function PlayerPage() {
  const view = usePlayerView();
  const dialogs = useDialogs();
  const [draft, setDraft] = useState<ReasonDraft | null>(null);
  const [error, setError] = useState<string>();

  async function leave() {
    const waiting = view.pending.length;
    const ok = await dialogs.confirm({
      title: "Salir de este teléfono",
      message:
        waiting > 0
          ? `Tienes ${waiting === 1 ? "1 respuesta" : `${waiting} respuestas`} sin enviar: si sales ahora se pierden. Este teléfono olvida tu cuenta y el calendario; para volver, abre otra vez el enlace de invitación.`
          : "Este teléfono olvida tu cuenta y el calendario; para volver, abre otra vez el enlace de invitación.",
      confirmLabel: "Salir",
      danger: waiting > 0,
    });
    if (!ok) return;
    const r = await leavePlayerMode();
    if (!r.ok) setError(r.message);
  }

  async function apply(step: Step) {
    setDraft(step.draft);
    if (!step.send) return;
    const r = await answerEvent(step.send.eventId, step.send.answer, step.send.reason);
    setError(r.ok ? undefined : r.message);
  }

  if (!view.account)
    return (
      <PlayerFrame
        action={
          isPlayerDevice() ? (
            <Button className="h-12" onClick={() => void leavePlayerMode()}>
              Salir
            </Button>
          ) : undefined
        }
      >
        <PageHeading className="text-xl font-semibold">Tus partidos y entrenamientos</PageHeading>
        <p className="text-sm text-slate-700">
          Este teléfono no tiene una cuenta de jugador. Abre el enlace de invitación que te envió el
          entrenador.
        </p>
      </PlayerFrame>
    );

  const mine = ownReplies(view.replies, view.account.user);
  const events = upcomingEvents(view.events, todayIso());
  const pending = new Set(view.pending);
  return (
    <PlayerFrame
      user={view.account.user}
      action={
        <Button className="h-12" onClick={() => void leave()}>
          Salir
        </Button>
      }
    >
      <div className="flex flex-col gap-1">
        <PageHeading className="text-xl font-semibold">Tus partidos y entrenamientos</PageHeading>
        <p role="status" data-testid="player-status" className="text-sm text-slate-600">
          {statusLine(view.connection, view.pending.length)}
        </p>
      </div>
      {view.unavailable && <Alert tone="warning">{PLAYER_MESSAGES.unavailable}</Alert>}
      {view.refused.map((line) => (
        <Alert
          key={line}
          tone="error"
          action={
            <Button className="h-12" onClick={dismissPlayerRefused}>
              Entendido
            </Button>
          }
        >
          {line}
        </Alert>
      ))}
      {error && <Alert tone="error">{error}</Alert>}
      {view.connection === "signin" && <SignInAgain pending={view.pending.length} />}
      {events.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
          {view.connection === "starting"
            ? "Cargando el calendario…"
            : "No hay partidos ni entrenamientos publicados por ahora."}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {events.map((event) => (
            <EventCard
              key={event.eventId}
              event={event}
              reply={mine.get(event.eventId)}
              pending={pending.has(event.eventId)}
              draft={draft?.eventId === event.eventId ? draft : null}
              onTap={(answer) =>
                void apply(tapAnswer(draft, event.eventId, answer, mine.get(event.eventId)))
              }
              onType={(reason) => draft && setDraft(typeReason(draft, reason))}
              onConfirm={() => draft && void apply(confirmReason(draft))}
              onCancel={() => setDraft(null)}
            />
          ))}
        </ul>
      )}
    </PlayerFrame>
  );
}

function EventCard({
  event,
  reply,
  pending,
  draft,
  onTap,
  onType,
  onConfirm,
  onCancel,
}: {
  event: ScheduleEvent;
  reply: Reply | undefined;
  pending: boolean;
  draft: ReasonDraft | null;
  onTap: (answer: ReplyAnswer) => void;
  onType: (reason: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const facts = eventFacts(event);
  return (
    <li
      aria-labelledby={`${id}-title`}
      className={cx(
        "flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm",
        event.cancelled ? "border-slate-300 bg-slate-100" : "border-slate-200",
      )}
    >
      <div className="flex flex-col gap-0.5">
        <p className="text-sm font-medium text-brand-800 first-letter:uppercase">{facts.day}</p>
        <h2 id={`${id}-title`} className="text-lg font-semibold break-words">
          {event.title}
          {event.cancelled && (
            <span className="ml-2 rounded bg-slate-700 px-2 py-0.5 align-middle text-xs font-semibold text-white">
              Suspendido
            </span>
          )}
        </h2>
        <p className="text-sm text-slate-700">{facts.times}</p>
        {facts.place && <p className="text-sm break-words text-slate-700">{facts.place}</p>}
      </div>
      {event.cancelled ? (
        <p className="text-sm text-slate-700">Suspendido: no hace falta responder.</p>
      ) : (
        <>
          <p className="text-sm break-words text-slate-800" data-testid="reply-line">
            {replyLine(reply, pending)}
          </p>
          <div
            role="group"
            aria-label={`Tu respuesta para ${event.title}`}
            className="grid grid-cols-3 gap-2"
          >
            {replyAnswers.map((answer) => {
              const on = reply?.answer === answer;
              return (
                <button
                  key={answer}
                  type="button"
                  aria-pressed={on}
                  onClick={() => onTap(answer)}
                  className={cx(
                    "min-h-12 rounded-lg border px-2 text-base font-semibold",
                    on
                      ? chosen[answer]
                      : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
                  )}
                >
                  {replyAnswerLabels[answer]}
                </button>
              );
            })}
          </div>
          {draft && (
            <ReasonForm draft={draft} onType={onType} onConfirm={onConfirm} onCancel={onCancel} />
          )}
        </>
      )}
    </li>
  );
}

function ReasonForm({
  draft,
  onType,
  onConfirm,
  onCancel,
}: {
  draft: ReasonDraft;
  onType: (reason: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  function submit(e: FormEvent) {
    e.preventDefault();
    onConfirm();
  }
  const length = draft.reason.trim().length;
  return (
    <form
      aria-label="Motivo de 'No voy'"
      className="flex flex-col gap-2"
      onSubmit={submit}
      noValidate
    >
      <Field
        label="Motivo (lo verá el entrenador)"
        error={draft.error}
        hint={`${length}/${REPLY_REASON_MAX} caracteres`}
      >
        {(p) => (
          <Input
            {...p}
            value={draft.reason}
            autoFocus
            enterKeyHint="send"
            onChange={(e) => onType(e.target.value)}
            className="h-12 text-base"
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-2">
        <Button className="h-12 text-base" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" variant="primary" className="h-12 text-base">
          Enviar «No voy»
        </Button>
      </div>
    </form>
  );
}

function SignInAgain({ pending }: { pending: number }) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const r = await signInAgain(password);
    setBusy(false);
    setPassword("");
    setError(r.ok ? undefined : r.message);
  }
  return (
    <form
      aria-label="Volver a entrar"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <p className="text-sm text-amber-950">
        El servidor ya no reconoce tu sesión en este teléfono (caducó, o ya no figuras en el
        equipo). Escribe tu contraseña para seguir.
        {pending > 0 && " Tus respuestas sin enviar siguen guardadas aquí."}
      </p>
      <PasswordField value={password} onChange={setPassword} error={error} />
      <Button type="submit" variant="primary" className="h-12 text-base" disabled={busy}>
        Entrar
      </Button>
    </form>
  );
}
