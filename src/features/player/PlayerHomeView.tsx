// The player view's body: for each player this phone answers for (one, or a section per child on
// a guardian's phone), 'Tus partidos' and 'Tus entrenamientos' with those still to answer first
// and their deadline, 'Convocado' / 'No convocado' with the 'Citación', home or away and the
// ground, the notes for players, and his season. What it shows comes from playerHome
// (domain/replies/player-home.ts); the answers go out through `onAnswer`.
import { useId, useState } from "react";
import type { FormEvent } from "react";
import type { ReplyAnswer } from "../../domain/replies/documents";
import { REPLY_REASON_MAX, replyAnswerLabels, replyAnswers } from "../../domain/replies/documents";
import type { HomeEvent, PlayerHome, PlayerSection } from "../../domain/replies/player-home";
import { callUpStatusLabels } from "../../domain/replies/player-home";
import { eventFacts } from "../../domain/replies/player-schedule";
import { formatInteger } from "../../domain/base/format";
import { Button } from "../../ui/Button";
import { Field, Input } from "../../ui/Field";
import { StatTile } from "../../ui/Stat";
import { cx } from "../../ui/cx";
import type { ReasonDraft, Step } from "./reply-actions";
import { confirmReason, replyLine, tapAnswer, typeReason } from "./reply-actions";

const chosen: Record<ReplyAnswer, string> = {
  voy: "border-emerald-700 bg-emerald-700 text-white",
  no_voy: "border-red-700 bg-red-700 text-white",
  duda: "border-amber-600 bg-amber-100 text-amber-950",
};

type Props = {
  home: PlayerHome;
  /** The user of whoever holds the phone (a player, or a guardian answering for children). */
  account: string;
  /** A player's events whose answer is still on the phone. */
  pending: (user: string) => ReadonlySet<string>;
  /** Writes an answer for `user`'s event. */
  onAnswer: (user: string, send: NonNullable<Step["send"]>) => void;
  /** What to say when there is nothing published. */
  empty: string;
};

export function PlayerHomeView({ home, account, pending, onAnswer, empty }: Props) {
  const [draft, setDraft] = useState<{ user: string; draft: ReasonDraft } | null>(null);
  const apply = (user: string, step: Step) => {
    setDraft(step.draft ? { user, draft: step.draft } : null);
    if (step.send) onAnswer(user, step.send);
  };
  return (
    <>
      {home.sections.map((s) => {
        const own = s.user === account;
        const first = s.name.trim().split(/\s+/)[0] || s.user;
        return (
          <section
            key={s.user}
            aria-label={own ? "Tu calendario" : s.name}
            className="flex flex-col gap-4"
          >
            {!own && (
              <h2 className="border-b border-slate-200 pb-1 text-xl font-semibold break-words">
                {s.name}
              </h2>
            )}
            {s.unanswered > 0 && (
              <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">
                {`${own ? "Tienes" : `${first} tiene`} ${s.unanswered} por responder`}
              </p>
            )}
            {(["matches", "trainings"] as const).map((part) => (
              <EventList
                key={part}
                heading={
                  part === "matches"
                    ? own
                      ? "Tus partidos"
                      : `Partidos de ${first}`
                    : own
                      ? "Tus entrenamientos"
                      : `Entrenamientos de ${first}`
                }
                level={own ? 2 : 3}
                events={s[part]}
                empty={
                  part === "matches"
                    ? "No hay partidos publicados."
                    : "No hay entrenamientos publicados."
                }
                own={own}
                first={first}
                pending={pending(s.user)}
                draft={draft?.user === s.user ? draft.draft : null}
                onStep={(step) => apply(s.user, step)}
                onType={(reason) =>
                  draft && setDraft({ user: draft.user, draft: typeReason(draft.draft, reason) })
                }
                onCancel={() => setDraft(null)}
              />
            ))}
            <SeasonCard section={s} own={own} first={first} />
          </section>
        );
      })}
      {home.sections.every((s) => s.matches.length + s.trainings.length === 0) && (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
          {empty}
        </p>
      )}
    </>
  );
}

function EventList({
  heading,
  level,
  events,
  empty,
  own,
  first,
  pending,
  draft,
  onStep,
  onType,
  onCancel,
}: {
  heading: string;
  level: 2 | 3;
  events: HomeEvent[];
  empty: string;
  own: boolean;
  first: string;
  pending: ReadonlySet<string>;
  draft: ReasonDraft | null;
  onStep: (step: Step) => void;
  onType: (reason: string) => void;
  onCancel: () => void;
}) {
  const H = level === 2 ? "h2" : "h3";
  return (
    <div className="flex flex-col gap-2">
      <H className="text-lg font-semibold">{heading}</H>
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={heading}>
          {events.map((e) => (
            <EventCard
              key={e.event.eventId}
              item={e}
              titleLevel={level === 2 ? "h3" : "h4"}
              own={own}
              first={first}
              pending={pending.has(e.event.eventId)}
              draft={draft?.eventId === e.event.eventId ? draft : null}
              onTap={(answer) => onStep(tapAnswer(draft, e.event.eventId, answer, e.reply))}
              onType={onType}
              onConfirm={() => draft && onStep(confirmReason(draft))}
              onCancel={onCancel}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function EventCard({
  item,
  titleLevel,
  own,
  first,
  pending,
  draft,
  onTap,
  onType,
  onConfirm,
  onCancel,
}: {
  item: HomeEvent;
  titleLevel: "h3" | "h4";
  own: boolean;
  first: string;
  pending: boolean;
  draft: ReasonDraft | null;
  onTap: (answer: ReplyAnswer) => void;
  onType: (reason: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { event, reply, callUp } = item;
  const facts = eventFacts(event);
  const Title = titleLevel;
  return (
    <li
      aria-labelledby={`${id}-title`}
      className={cx(
        "flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm",
        event.cancelled ? "border-slate-300 bg-slate-100" : "border-slate-200",
        item.open && "border-l-4 border-l-amber-500",
      )}
    >
      <div className="flex flex-col gap-0.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-medium text-brand-800 first-letter:uppercase">{facts.day}</p>
          {callUp && (
            <span
              data-testid="callup-status"
              className={cx(
                "rounded px-2 py-0.5 text-sm font-semibold",
                callUp === "convocado"
                  ? "bg-emerald-700 text-white"
                  : "bg-slate-200 text-slate-800",
              )}
            >
              {callUpStatusLabels[callUp]}
            </span>
          )}
        </div>
        <Title id={`${id}-title`} className="text-lg font-semibold break-words">
          {event.title}
          {event.cancelled && (
            <span className="ml-2 rounded bg-slate-700 px-2 py-0.5 align-middle text-xs font-semibold text-white">
              Suspendido
            </span>
          )}
        </Title>
        <p className="text-sm text-slate-700">{facts.times}</p>
        {/* Left out of the call-up, he has nowhere to be: no meeting, no kit. */}
        {facts.meeting && callUp !== "no_convocado" && (
          <p className="text-sm font-semibold break-words text-slate-900">{facts.meeting}</p>
        )}
        {facts.place && <p className="text-sm break-words text-slate-700">{facts.place}</p>}
        {event.notes && callUp !== "no_convocado" && (
          <p className="mt-1 rounded bg-slate-50 px-2 py-1 text-sm break-words whitespace-pre-line text-slate-800">
            {event.notes}
          </p>
        )}
      </div>
      {event.cancelled ? (
        <p className="text-sm text-slate-700">Suspendido: no hace falta responder.</p>
      ) : callUp === "no_convocado" ? (
        <p className="text-sm text-slate-700">No estás en la convocatoria de este partido.</p>
      ) : (
        <>
          {item.deadline && <p className="text-sm font-medium text-amber-900">{item.deadline}</p>}
          <p className="text-sm break-words text-slate-800" data-testid="reply-line">
            {replyLine(reply, pending, own)}
            {item.answeredBy && ` · ${item.answeredBy}`}
          </p>
          <div
            role="group"
            aria-label={`${own ? "Tu respuesta" : `Respuesta de ${first}`} para ${event.title}`}
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

/** His season as the coach's player page counts it: real minutes, attendance of held sessions. */
function SeasonCard({
  section,
  own,
  first,
}: {
  section: PlayerSection;
  own: boolean;
  first: string;
}) {
  const c = section.season;
  if (!c) return null;
  const title = own ? `Tu temporada ${c.season}` : `Temporada de ${first} ${c.season}`;
  const tiles: [string, number, string?][] = [
    ["Partidos", c.matches, `${formatInteger(c.starts)} de titular`],
    ["Minutos", c.minutes],
    ["Goles", c.goals],
    ["Asistencias", c.assists],
    ["Amarillas", c.yellows],
    ["Rojas", c.reds],
  ];
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="text-lg font-semibold">{title}</h3>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {tiles.map(([label, value, hint]) => (
          <StatTile key={label} label={label} value={formatInteger(value)} hint={hint} />
        ))}
      </div>
      <p className="text-sm text-slate-700" data-testid="season-attendance">
        {c.sessions === 0
          ? "Entrenamientos: aún no se ha pasado lista esta temporada."
          : `Entrenamientos: ${own ? "fuiste" : "fue"} a ${formatInteger(c.attended)} de ${formatInteger(c.sessions)}.`}
      </p>
    </section>
  );
}
