// Training before the match: who did not train this week and each player's attendance over the
// last four weeks, with its sample. Nothing until some attendance has been taken.
import { todayIso } from "../../../domain/base/dates";
import type { Player } from "../../../domain/records/types";
import { rateText } from "../../../domain/training/attendance";
import { TrainingBadge } from "../../../components/TrainingBadge";
import { trainingFactsOf, useHeldSessions } from "../../../state/training";
import { Card } from "../../../ui/Card";

export function TrainingAttendanceCard({ players }: { players: readonly Player[] }) {
  const today = todayIso();
  const held = useHeldSessions(today);
  if (held.length === 0) return null;
  const facts = trainingFactsOf(
    held,
    players.map((p) => p.id),
    today,
  );
  const shown = players.filter((p) => (facts.get(p.id)?.rate.sessions ?? 0) > 0);
  return (
    <Card
      title="Entrenamientos"
      description="Asistencia de las últimas 4 semanas (presente / sesiones con lista)."
      aria-label="Entrenamientos"
    >
      <ul className="grid gap-1 sm:grid-cols-2" data-testid="training-attendance">
        {shown.map((p) => (
          <li key={p.id} className="flex items-center justify-between gap-2 text-sm">
            <span className="min-w-0 truncate">{p.name}</span>
            <span className="flex items-center gap-2">
              <TrainingBadge facts={facts.get(p.id)} />
              <span className="sr-only">{rateText(facts.get(p.id)!.rate)}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
