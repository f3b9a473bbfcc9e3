import type { DashboardSummary } from "../../../domain/figures/dashboard";
import { countOf, formatDecimal, recordWords } from "../../../domain/base/format";
import { Card } from "../../../ui/Card";
import { ComparisonBar, RecordBar } from "../../../ui/Stat";
import { TEAM_NAME } from "../../../config/app";

/** Goals, shots, averages per match and the home and away records. */
export function GeneralStats({ summary: s }: { summary: DashboardSummary }) {
  return (
    // The spec shows the team here under its fixed label, whatever the team is called.
    <Card
      title="Estadísticas generales"
      description={TEAM_NAME}
      aria-label="Estadísticas generales"
    >
      <div className="grid gap-8 md:grid-cols-2">
        <div className="space-y-5">
          <ComparisonBar label="Goles" forValue={s.goalsFor} againstValue={s.goalsAgainst} />
          <ComparisonBar label="Tiros" forValue={s.shotsFor} againstValue={s.shotsAgainst} />
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="rounded-lg bg-slate-50 px-3 py-2.5">
              <dt className="text-xs text-slate-500">Goles a favor por partido</dt>
              <dd className="mt-0.5 text-lg font-semibold tabular-nums">
                {formatDecimal(s.avgGoalsFor, 1)}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 px-3 py-2.5">
              <dt className="text-xs text-slate-500">Goles en contra por partido</dt>
              <dd className="mt-0.5 text-lg font-semibold tabular-nums">
                {formatDecimal(s.avgGoalsAgainst, 1)}
              </dd>
            </div>
          </dl>
        </div>
        <div className="space-y-5">
          <section aria-label="Como local">
            <p className="mb-1.5 flex justify-between text-sm font-medium text-slate-700">
              Como local
              <span className="font-normal text-slate-500 tabular-nums">
                {countOf(s.home.matches, "match")}
              </span>
            </p>
            <RecordBar
              wins={s.home.wins}
              draws={s.home.draws}
              losses={s.home.losses}
              words={recordWords(s.home.wins, s.home.draws, s.home.losses)}
            />
          </section>
          <section aria-label="Como visitante">
            <p className="mb-1.5 flex justify-between text-sm font-medium text-slate-700">
              Como visitante
              <span className="font-normal text-slate-500 tabular-nums">
                {countOf(s.away.matches, "match")}
              </span>
            </p>
            <RecordBar
              wins={s.away.wins}
              draws={s.away.draws}
              losses={s.away.losses}
              words={recordWords(s.away.wins, s.away.draws, s.away.losses)}
            />
          </section>
        </div>
      </div>
    </Card>
  );
}
