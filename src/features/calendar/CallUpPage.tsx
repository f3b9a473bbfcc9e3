// 'Convocatoria': the squad for one fixture, chosen from the players available on
// its day (injured, suspended and absent players are shown but cannot be called up). Prints on
// one A4 page; shared as text for a messaging app or as a PNG image.
import { useMemo, useState } from "react";
import { useParams } from "react-router";
import { AvailabilityBadge } from "../../components/AvailabilityBadge";
import { TrainingBadge } from "../../components/TrainingBadge";
import { todayIso } from "../../domain/calendar/dates";
import { trainingFactsOf, useHeldSessions } from "../../state/training";
import { links, paths } from "../../config/paths";
import { availabilityOn } from "../../domain/squad/availability";
import {
  DEFAULT_SQUAD_SIZE,
  calledUpCount,
  MAX_SQUAD_SIZE,
  fixtureTitle,
  longDate,
  squadByLine,
  squadOf,
  planOf,
  squadText,
  toggleSquad,
} from "../../domain/calendar/fixtures";
import {
  callUpOrigin,
  callUpSaved,
  callUpStart,
  everyAvailable,
  squadCountText,
} from "../../domain/calendar/callup";
import { locationLabel, positionLabel } from "../../domain/squad/player-labels";
import { teamDisplayName } from "../../domain/records/team-settings";
import type { Fixture, Player, PlayerPosition } from "../../domain/records/types";
import type { PlayerId } from "../../domain/records/ids";
import { playerPositions } from "../../domain/records/types";
import { saveSquad } from "../../state/fixture-commands";
import { useFixtures, useMatchPlans, usePlayers } from "../../state/hooks";
import { useAvailabilityIndex } from "../../state/availability";
import { useTeamSettings } from "../../state/team-settings";
import { Alert } from "../../ui/Alert";
import { Button, ButtonLink } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { PageHeader } from "../../ui/PageHeader";
import { FixtureGone } from "./components/FixtureGone";
import { useLeaveGuard } from "../../ui/leave-guard";
import { callUpFromReplies } from "../../domain/replies/coach";
import { eventIdOfFixture, replyAnswerLabels } from "../../domain/replies/documents";
import type { CallUpMark } from "../../domain/replies/coach";
import { useEventReplies } from "../../state/event-replies";
import "./callup-print.css";

export function CallUpPage() {
  const { id = "" } = useParams();
  const fixture = useFixtures().find((f) => f.id === id);
  if (!fixture) {
    return <FixtureGone title="Convocatoria" />;
  }
  return <CallUp key={fixture.id} fixture={fixture} />;
}

function CallUp({ fixture }: { fixture: Fixture }) {
  const players = usePlayers();
  const index = useAvailabilityIndex();
  const team = useTeamSettings();
  const teamName = teamDisplayName(team);
  const plan = planOf(fixture, useMatchPlans());
  const today = todayIso();
  const training = trainingFactsOf(
    useHeldSessions(today),
    players.map((p) => p.id),
    today,
  );
  const stored = useMemo(() => squadOf(fixture, players).map((p) => p.id), [fixture, players]);
  const status = (p: Player) => availabilityOn(index, p.id, fixture.date, fixture.competition);
  const isOut = (id: PlayerId) => {
    const p = players.find((x) => x.id === id);
    return !p || status(p).kind !== "available";
  };
  // Opened once: a call-up not saved yet starts from the plan's XI and its substitution ideas;
  // a saved one is never replaced.
  const [start] = useState(() => callUpStart(fixture, plan, players, isOut));
  // The players' replies, on top of that start: before a call-up is saved, 'Voy' is ticked and
  // 'No voy' is not (an unavailable player is never ticked by a reply); every answer is shown
  // beside the name.
  const replies = useEventReplies(eventIdOfFixture(fixture.id));
  const fromReplies = useMemo(
    () =>
      replies
        ? callUpFromReplies(fixture.squadIds === undefined ? undefined : stored, start.ids, replies)
        : undefined,
    [replies, fixture.squadIds, stored, start.ids],
  );
  const [chosen, setChosen] = useState<PlayerId[] | null>(null);
  const ids =
    chosen ?? (fromReplies?.ids.filter((x) => start.ids.includes(x) || !isOut(x)) || start.ids);
  const setIds = (next: PlayerId[] | ((x: PlayerId[]) => PlayerId[])) =>
    setChosen(typeof next === "function" ? next(ids) : next);
  const marks = fromReplies?.marks;
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const dirty = ids.join() !== stored.join();
  // Ticks proposed by the replies are only a proposal: leaving without saving them loses
  // nothing the coach did, so only the coach's own changes ask before leaving.
  useLeaveGuard(dirty && chosen !== null);
  const origin = callUpOrigin({
    saved: callUpSaved(fixture),
    fromPlan: start.fromPlan,
    answered: (marks?.size ?? 0) > 0,
  });
  const squad = useMemo(() => {
    const byId = new Map(players.map((p) => [p.id, p]));
    return ids.flatMap((x) => (byId.get(x) ? [byId.get(x)!] : []));
  }, [ids, players]);
  // A player called up earlier who is no longer available is flagged, not silently dropped.
  const unavailableInSquad = squad.filter((p) => status(p).kind !== "available");
  const text = squadText(fixture, squad, teamName);
  const title = fixtureTitle(fixture, teamName);

  const save = () => {
    const r = saveSquad(fixture.id, ids);
    setMessage(
      r.ok
        ? { tone: "success", text: "Convocatoria guardada." }
        : { tone: "error", text: r.message },
    );
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setMessage({ tone: "success", text: "Texto copiado: pégalo en el chat del equipo." });
    } catch {
      setMessage({
        tone: "error",
        text: "El navegador no dejó copiar el texto. Selecciónalo abajo y cópialo a mano.",
      });
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: `Convocatoria · ${title}`, text });
    } catch {
      // Cancelled by the coach, or refused: nothing to say.
    }
  };

  const image = async () => {
    try {
      const { callUpPng } = await import("./callup-image");
      const blob = await callUpPng({
        title,
        facts: `${fixture.competition} · ${longDate(fixture.date)} · ${fixture.time}`,
        venue: fixture.venue,
        players: squadByLine(squad).map((p) => ({ number: p.number, name: p.name })),
      });
      const file = new File([blob], `convocatoria-${fixture.date}.png`, { type: "image/png" });
      if (navigator.canShare?.({ files: [file] })) {
        await navigator.share({ files: [file], title: `Convocatoria · ${title}` });
        return;
      }
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = file.name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setMessage({ tone: "success", text: "Imagen descargada." });
    } catch {
      setMessage({ tone: "error", text: "No se pudo crear la imagen de la convocatoria." });
    }
  };

  const groups = playerPositions.map((position) => ({
    position,
    players: players
      .filter((p) => p.position === position)
      .sort((a, b) => a.number - b.number || a.name.localeCompare(b.name, "es")),
  }));
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";

  return (
    // Names may be long words with nowhere to break (a typed or restored name of 200 letters):
    // they wrap anywhere rather than widen the page, on screen and on paper.
    <div className="callup-page wrap-anywhere">
      <PageHeader
        title="Convocatoria"
        subtitle={`${title} · ${fixture.competition} · ${longDate(fixture.date)} · ${fixture.time}`}
        back={
          <ButtonLink to={paths.calendar} size="sm" variant="ghost" className="max-md:min-h-12">
            ← Calendario
          </ButtonLink>
        }
        actions={
          <>
            <ButtonLink to={links.planFixture(fixture.id)} className="max-md:min-h-12">
              Planificar
            </ButtonLink>
            <Button variant="primary" onClick={save} disabled={!dirty} className="max-md:min-h-12">
              Guardar convocatoria
            </Button>
          </>
        }
      />
      {message ? (
        <Alert tone={message.tone} className="no-print mb-4">
          {message.text}
        </Alert>
      ) : (
        dirty &&
        origin && (
          <Alert tone="info" className="no-print mb-4">
            {origin}
          </Alert>
        )
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <Card
          title="Elige los convocados"
          description={`Normalmente ${DEFAULT_SQUAD_SIZE}. Los jugadores no disponibles ese día no se pueden convocar.`}
          className="no-print"
          actions={
            <span
              className={
                ids.length > DEFAULT_SQUAD_SIZE
                  ? "text-sm font-semibold text-amber-800"
                  : "text-sm font-semibold text-slate-700"
              }
              aria-live="polite"
              data-testid="squad-limit"
            >
              {squadCountText(ids.length)}
            </span>
          }
        >
          <div className="mb-4 flex flex-wrap gap-2">
            <Button
              size="sm"
              className="max-md:min-h-12"
              disabled={players.length === 0}
              onClick={() => setIds((x) => everyAvailable(x, players, isOut))}
            >
              Todos los disponibles
            </Button>
            <Button
              size="sm"
              className="max-md:min-h-12"
              disabled={ids.length === 0}
              onClick={() => setIds([])}
            >
              Ninguno
            </Button>
          </div>
          {players.length === 0 ? (
            <p className="text-sm text-slate-600">Todavía no hay jugadores en la plantilla.</p>
          ) : (
            // Two lists side by side only where the card is wide: beside the summary (1024 to
            // 1280 px) two would cut every name to a few letters.
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              {groups
                .filter((g) => g.players.length > 0)
                .map((g) => (
                  // A fieldset is as wide as its widest content unless told otherwise.
                  <fieldset key={g.position} className="min-w-0">
                    <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                      {positionPlural(g.position)}
                    </legend>
                    <ul className="space-y-1">
                      {g.players.map((p) => {
                        const s = status(p);
                        const out = s.kind !== "available";
                        const checked = ids.includes(p.id);
                        return (
                          <li key={p.id}>
                            {/* The name is never cut for a badge: the badges go under it. */}
                            <label
                              className={
                                out && !checked
                                  ? "flex items-start gap-2 rounded-md px-2 py-1.5 text-sm text-slate-500 max-md:min-h-12"
                                  : "flex cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50 max-md:min-h-12"
                              }
                            >
                              <input
                                type="checkbox"
                                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                                checked={checked}
                                disabled={out && !checked}
                                onChange={() => setIds((x) => toggleSquad(x, p.id, MAX_SQUAD_SIZE))}
                              />
                              <span className="w-6 shrink-0 pt-px text-right font-mono text-xs text-slate-500">
                                {p.number}
                              </span>
                              <span className="min-w-0 flex-1">
                                <span className="block" data-testid="callup-name">
                                  {p.name}
                                </span>
                                <span className="mt-0.5 flex flex-wrap gap-1 empty:hidden">
                                  <ReplyMark mark={marks?.get(p.id)} />
                                  <AvailabilityBadge status={s} />
                                  <TrainingBadge facts={training.get(p.id)} />
                                </span>
                              </span>
                            </label>
                          </li>
                        );
                      })}
                    </ul>
                  </fieldset>
                ))}
            </div>
          )}
        </Card>
        <div className="grid content-start gap-6">
          {unavailableInSquad.length > 0 && (
            <Alert tone="warning" className="no-print">
              {unavailableInSquad.map((p) => p.name).join(", ")}{" "}
              {unavailableInSquad.length === 1
                ? "ya no está disponible"
                : "ya no están disponibles"}{" "}
              para este partido. Quítalos de la convocatoria.
            </Alert>
          )}
          <CallUpSheet fixture={fixture} title={title} squad={squad} />
          <Card title="Compartir" className="no-print">
            <div className="flex flex-wrap gap-2">
              <Button
                onClick={() => window.print()}
                disabled={squad.length === 0}
                className="max-md:min-h-12"
              >
                Imprimir
              </Button>
              <Button onClick={copy} disabled={squad.length === 0} className="max-md:min-h-12">
                Copiar texto
              </Button>
              {canShare && (
                <Button onClick={share} disabled={squad.length === 0} className="max-md:min-h-12">
                  Compartir
                </Button>
              )}
              <Button onClick={image} disabled={squad.length === 0} className="max-md:min-h-12">
                Imagen (PNG)
              </Button>
            </div>
            <label className="mt-4 block text-xs font-medium text-slate-600">
              Texto para el chat
              <textarea
                readOnly
                value={text}
                rows={8}
                className="mt-1 block w-full rounded-lg border border-slate-300 bg-slate-50 p-2 font-mono text-xs text-slate-800"
              />
            </label>
          </Card>
        </div>
      </div>
    </div>
  );
}

/** A player's own answer beside his name: 'Voy', 'No voy · Lesionado', 'Duda'. */
function ReplyMark({ mark }: { mark: CallUpMark | undefined }) {
  if (!mark) return null;
  const tone =
    mark.answer === "voy"
      ? "bg-emerald-50 text-emerald-800"
      : mark.answer === "no_voy"
        ? "bg-red-50 text-red-800"
        : "bg-amber-50 text-amber-800";
  return (
    <span
      className={`max-w-full rounded-2xl px-2 py-0.5 text-xs font-medium ${tone}`}
      data-testid="reply-mark"
    >
      {replyAnswerLabels[mark.answer]}
      {mark.reason ? ` · ${mark.reason}` : ""}
    </span>
  );
}

function CallUpSheet({
  fixture,
  title,
  squad,
}: {
  fixture: Fixture;
  title: string;
  squad: readonly Player[];
}) {
  const ordered = squadByLine(squad);
  return (
    <Card className="callup-sheet" aria-label="Hoja de convocatoria">
      <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">Convocatoria</p>
      <h2 className="mt-1 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="text-sm text-slate-600">
        {fixture.competition} · {locationLabel[fixture.location]} · {longDate(fixture.date)} ·{" "}
        {fixture.time}
      </p>
      {fixture.venue && <p className="text-sm text-slate-600">{fixture.venue}</p>}
      {ordered.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">Marca a los convocados en la lista.</p>
      ) : (
        <ol className="callup-list mt-4 grid grid-cols-1 gap-x-6 gap-y-1 text-sm">
          {ordered.map((p) => (
            <li key={p.id} className="flex items-baseline gap-3 border-b border-slate-100 py-1">
              <span className="w-7 text-right font-mono font-semibold">{p.number}</span>
              <span className="min-w-0 flex-1">{p.name}</span>
              <span className="text-xs text-slate-500">{positionLabel[p.position]}</span>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-3 text-sm font-medium text-slate-700" data-testid="squad-count">
        {calledUpCount(ordered.length)}
      </p>
    </Card>
  );
}

const PLURALS: Record<PlayerPosition, string> = {
  Goalkeeper: "Porteros",
  Defender: "Defensas",
  Midfielder: "Centrocampistas",
  Forward: "Delanteros",
};
const positionPlural = (p: PlayerPosition) => PLURALS[p];
