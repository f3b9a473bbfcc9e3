// 'Carga': every player's attendance, weekly load and acute:chronic ratio, the players back from
// injury with a high ratio first, with the ratio's caveat above the table.
import { todayIso } from "../../../domain/base/dates";
import { ACWR_CAVEAT, MATCH_LOAD_NOTE } from "../../../domain/training/load";
import { rateText } from "../../../domain/training/attendance";
import { RETURNING_FLAG, RatioFigure } from "../../../components/TrainingLoadView";
import { paths } from "../../../config/paths";
import { usePlayers } from "../../../state/hooks";
import { useSquadTraining } from "../../../state/training";
import { Alert } from "../../../ui/Alert";
import { ButtonLink } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { PageHeader } from "../../../ui/PageHeader";
import { Table, Td, Th } from "../../../ui/Table";

export function LoadPage() {
  const today = todayIso();
  const players = usePlayers();
  const squad = useSquadTraining(today);
  const rows = players
    .map((p) => ({ p, v: squad.get(p.id)! }))
    .sort((a, b) => Number(b.v.flagged) - Number(a.v.flagged));
  return (
    <>
      <PageHeader
        title="Carga de entrenamiento"
        subtitle="Carga interna: RPE de la sesión × minutos de cada entrenamiento, más los minutos de partido, por semanas de 7 días."
        back={
          <ButtonLink to={paths.calendar} size="sm" variant="ghost">
            ← Calendario
          </ButtonLink>
        }
      />
      <Alert tone="info" className="mb-4">
        {ACWR_CAVEAT} {MATCH_LOAD_NOTE}
      </Alert>
      <Card flush>
        <Table>
          <thead>
            <tr>
              <Th>Jugador</Th>
              {/* On a phone the earlier weeks give way and the attendance goes under the name:
                  the last week and the ratio stay in view. */}
              <Th hideBelow="sm">Asistencia a entrenamientos (4 sem.)</Th>
              <Th numeric hideBelow="sm">
                Sem. −3
              </Th>
              <Th numeric hideBelow="sm">
                Sem. −2
              </Th>
              <Th numeric hideBelow="sm">
                Sem. −1
              </Th>
              <Th numeric>Última</Th>
              <Th>Ratio agudo:crónico</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ p, v }) => (
              <tr key={p.id}>
                <Td>
                  {p.name}
                  <span className="block text-xs text-slate-600 sm:hidden">
                    Asistencia: {rateText(v.rate)}
                  </span>
                  {v.flagged && (
                    <span className="mt-0.5 block text-xs font-medium text-amber-800">
                      {RETURNING_FLAG}
                    </span>
                  )}
                </Td>
                <Td hideBelow="sm">{rateText(v.rate)}</Td>
                {v.load.weeks.map((w, i) => (
                  <Td key={i} numeric hideBelow={i < 3 ? "sm" : undefined}>
                    {Math.round(w)}
                  </Td>
                ))}
                <Td>
                  <RatioFigure load={v.load} />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
    </>
  );
}
