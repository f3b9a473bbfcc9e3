// The next game on the dashboard: who, when, a countdown and 'Planificar'. Loaded
// lazily, and only when the calendar has fixtures, so the first page stays within its budget.
import { useEffect, useState } from "react";
import { links, paths } from "../../../config/paths";
import { todayIso } from "../../../domain/base/dates";
import {
  countdownText,
  fixtureTitle,
  kickoffOf,
  longDate,
  nextFixture,
  planOf,
} from "../../../domain/calendar/fixtures";
import { locationLabel } from "../../../domain/squad/player-labels";
import { teamDisplayName } from "../../../domain/records/team-settings";
import { useFixtures, useMatchPlans } from "../../../state/hooks";
import { useTeamSettings } from "../../../state/team-settings";
import { ButtonLink } from "../../../ui/Button";

/** Re-renders every minute, so the countdown moves. */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

export default function NextFixtureCard() {
  const fixtures = useFixtures();
  const plans = useMatchPlans();
  const team = useTeamSettings();
  const now = useMinute();
  const next = nextFixture(fixtures, todayIso(now));
  if (!next) return null;
  const kickoff = kickoffOf(next);
  const planned = Boolean(planOf(next, plans));
  return (
    <section
      aria-label="Próximo partido"
      className="mb-6 flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50/60 px-5 py-4 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
          Próximo partido
        </p>
        <h2 className="mt-0.5 truncate text-lg font-semibold text-slate-900">
          {fixtureTitle(next, teamDisplayName(team))}
        </h2>
        <p className="text-sm text-slate-600">
          {next.competition} · {locationLabel[next.location]} · {longDate(next.date)} · {next.time}
        </p>
      </div>
      <p
        className="text-base font-semibold text-brand-900 tabular-nums"
        data-testid="countdown"
        aria-live="off"
      >
        {kickoff ? countdownText(kickoff, now) : ""}
      </p>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={links.callUp(next.id)} size="sm">
          Convocatoria
        </ButtonLink>
        <ButtonLink to={links.planFixture(next.id)} size="sm" variant="primary">
          {planned ? "Replanificar" : "Planificar"}
        </ButtonLink>
        <ButtonLink to={paths.calendar} size="sm" variant="ghost">
          Calendario
        </ButtonLink>
      </div>
    </section>
  );
}
