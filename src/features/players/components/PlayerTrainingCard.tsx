// The player page's training: attendance over the last four weeks with its sample, the weekly
// load (session-RPE and matches) and the acute:chronic ratio with its caveat; a player back from
// injury is flagged while his ratio is high.
import { todayIso } from "../../../domain/base/dates";
import { ACWR_CAVEAT, MATCH_LOAD_NOTE } from "../../../domain/training/load";
import {
  AttendanceLine,
  RETURNING_FLAG,
  RatioFigure,
  WeeklyLoads,
} from "../../../components/TrainingLoadView";
import { usePlayerTraining } from "../../../state/training";
import { Alert } from "../../../ui/Alert";
import { Card } from "../../../ui/Card";

export function PlayerTrainingCard({ playerId }: { playerId: string }) {
  const today = todayIso();
  const view = usePlayerTraining(today, playerId);
  if (!view) return null;
  return (
    <Card title="Entrenamientos y carga" aria-label="Entrenamientos y carga">
      <div className="grid gap-3">
        <AttendanceLine view={view} />
        {view.flagged && <Alert tone="warning">{RETURNING_FLAG}</Alert>}
        <WeeklyLoads load={view.load} today={today} />
        <p className="text-sm">
          Ratio agudo:crónico (última semana ÷ media de las cuatro):{" "}
          <strong>
            <RatioFigure load={view.load} />
          </strong>
        </p>
        <p className="text-xs text-slate-500">
          {ACWR_CAVEAT} {MATCH_LOAD_NOTE}
        </p>
      </div>
    </Card>
  );
}
