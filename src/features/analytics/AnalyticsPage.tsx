// /analytics, 'Estadísticas': team figures, playing-time fairness and the player
// table, each figure with its sample and a 95 % interval; small samples greyed out. The season /
// competition filter and the fairness target live in the URL.
import { useCallback, useMemo } from "react";
import type { ComponentProps } from "react";
import { useSearchParams } from "react-router";
import { MatchFilterBar, useMatchFilter } from "../../components/MatchFilterBar";
import { DEFAULT_FAIRNESS_TARGET, DEFAULT_RECENT_MATCHES } from "../../domain/analytics/fairness";
import { countOf } from "../../domain/base/format";
import type { MatchFilter } from "../../domain/records/season";
import { useFairness, useSquadAnalytics, useTeamAnalytics } from "../../state/analytics";
import { NearScreen } from "../../ui/NearScreen";
import { todayIso } from "../../domain/base/dates";
import { useHeldSessions } from "../../state/training";
import { useFilterOptions } from "../../state/match-selectors";
import { Card } from "../../ui/Card";
import { PageHeader } from "../../ui/PageHeader";
import { FairnessSection, RECENT_LIMITS, TARGET_LIMITS } from "./components/FairnessSection";
import { PlayerFiguresTable } from "./components/PlayerFiguresTable";
import { TeamSection } from "./components/TeamSection";

export const TARGET_PARAM = "objetivo";
export const RECENT_PARAM = "ultimos";
/** '1': each player's fairness target is scaled by his training attendance. */
export const TRAINING_PARAM = "entrenos";

/** A whole number from the URL within limits, else the default. */
function paramNumber(raw: string | null, limits: { min: number; max: number }, fallback: number) {
  const n = raw !== null && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isFinite(n) && n >= limits.min && n <= limits.max ? n : fallback;
}

export function AnalyticsPage() {
  const filter = useMatchFilter();
  const options = useFilterOptions();
  const [params, setParams] = useSearchParams();
  const targetPercent = paramNumber(
    params.get(TARGET_PARAM),
    TARGET_LIMITS,
    Math.round(DEFAULT_FAIRNESS_TARGET * 100),
  );
  const recent = paramNumber(params.get(RECENT_PARAM), RECENT_LIMITS, DEFAULT_RECENT_MATCHES);
  const countTraining = params.get(TRAINING_PARAM) === "1";
  const setParam = useCallback(
    (key: string, value: number | null) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (value === null) out.delete(key);
          else out.set(key, String(value));
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  // The fairness and player sections sit below the team's charts: their figures are computed
  // and their rows built when the coach scrolls near them (or prints).
  const { matches, team } = useTeamAnalytics(filter);

  return (
    <>
      <PageHeader
        title="Estadísticas"
        subtitle={`${countOf(matches.length, "match")} · cada cifra con su muestra y su intervalo de confianza del 95 %`}
      />
      <MatchFilterBar options={options} />
      <div className="space-y-8">
        <TeamSection team={team} />
        <NearScreen placeholder={<PendingSection id="fair-title" title="Reparto de minutos" />}>
          <Fairness
            filter={filter}
            target={targetPercent / 100}
            recent={recent}
            countTraining={countTraining}
            onTarget={(n) => setParam(TARGET_PARAM, n)}
            onRecent={(n) => setParam(RECENT_PARAM, n)}
            onCountTraining={(on) => setParam(TRAINING_PARAM, on ? 1 : null)}
          />
        </NearScreen>
        <NearScreen placeholder={<PendingSection id="players-title" title="Jugadores" />}>
          <PlayersSection filter={filter} />
        </NearScreen>
      </div>
    </>
  );
}

/** A section's heading while its content waits to be built (NearScreen). */
function PendingSection({ id, title }: { id: string; title: string }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
    </section>
  );
}

type FairnessProps = Omit<ComponentProps<typeof FairnessSection>, "rows"> & {
  filter: MatchFilter;
};

function Fairness({ filter, ...section }: FairnessProps) {
  // The training lists are read only when the coach counts them.
  const held = useHeldSessions(todayIso(), section.countTraining);
  const rows = useFairness(
    filter,
    { target: section.target, recent: section.recent },
    section.countTraining ? held : undefined,
  );
  return <FairnessSection rows={rows} {...section} />;
}

function PlayersSection({ filter }: { filter: MatchFilter }) {
  const squad = useSquadAnalytics(filter);
  const sortedPlayers = useMemo(
    () =>
      [...squad.players].sort(
        (a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name, "es"),
      ),
    [squad.players],
  );
  return (
    <section aria-labelledby="players-title" className="below-fold space-y-3">
      <h2 id="players-title" className="text-lg font-semibold">
        Jugadores
      </h2>
      <Card flush>
        {sortedPlayers.length === 0 ? (
          <p className="p-5 text-sm text-slate-500">Aún no hay jugadores en la plantilla.</p>
        ) : (
          <PlayerFiguresTable players={sortedPlayers} knownMatches={squad.knownMatches} />
        )}
      </Card>
    </section>
  );
}
