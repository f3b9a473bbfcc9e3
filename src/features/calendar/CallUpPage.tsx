// 'Convocatoria': the squad for one fixture, chosen from the players available on
// its day (injured, suspended and absent players are shown but cannot be called up). Prints on
// one A4 page; shared as text for a messaging app or as a PNG image.
import { useMemo, useState } from "react";
import { useParams } from "react-router";
import { todayIso } from "../../domain/base/dates";
import { trainingFactsOf, useHeldSessions } from "../../state/training";
import { links, paths } from "../../config/paths";
import { availabilityOn } from "../../domain/squad/availability";
import {
  DEFAULT_SQUAD_SIZE,
  fixtureTitle,
  longDate,
  squadOf,
  planOf,
  squadText,
} from "../../domain/calendar/fixtures";
import {
  callUpOrigin,
  callUpSaved,
  callUpStart,
  everyAvailable,
  squadCountText,
} from "../../domain/calendar/callup";
import { teamDisplayName } from "../../domain/records/team-settings";
import type { Fixture, Player } from "../../domain/records/types";
import type { PlayerId } from "../../domain/base/ids";
import { saveSquad } from "../../state/fixture-commands";
import { useFixtures, useMatchPlans, usePlayers } from "../../state/hooks";
import { useAvailabilityIndex } from "../../state/availability";
import { useTeamSettings } from "../../state/team-settings";
import { Alert } from "../../ui/Alert";
import { Button, ButtonLink } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { PageHeader } from "../../ui/PageHeader";
import { CallUpPicker } from "./components/CallUpPicker";
import { CallUpShare } from "./components/CallUpShare";
import { CallUpSheet } from "./components/CallUpSheet";
import { FixtureGone } from "./components/FixtureGone";
import { useLeaveGuard } from "../../ui/leave-guard";
import { callUpFromReplies } from "../../domain/replies/coach";
import { eventIdOfFixture } from "../../domain/replies/documents";
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
      {/* Ticks proposed by the replies are only a proposal: leaving without saving them loses
          nothing the coach did, so only the coach's own changes ask before leaving. */}
      <LeaveGuard dirty={dirty && chosen !== null} />
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
          <CallUpPicker
            players={players}
            ids={ids}
            setIds={setIds}
            status={status}
            marks={marks}
            training={training}
          />
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
          <CallUpShare
            fixture={fixture}
            title={title}
            squad={squad}
            text={text}
            setMessage={setMessage}
          />
        </div>
      </div>
    </div>
  );
}

/**
 * The leave guard in a leaf of its own: the router's blocker takes a second render once mounted,
 * which redrew the whole call-up (every checkbox) just after it first appeared.
 */
function LeaveGuard({ dirty }: { dirty: boolean }) {
  useLeaveGuard(dirty);
  return null;
}
