import { attendanceCsv, csvFileName, matchesCsv, playersCsv } from "../../../domain/data/csv";
import { todayIso } from "../../../domain/base/dates";
import { countOf } from "../../../domain/base/format";
import { useMatches } from "../../../state/hooks";
import { useFigureView } from "../../../state/selectors";
import { useAttendance, useTrainingSessions } from "../../../state/training";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { downloadText } from "../../../ui/download";

const CSV_TYPE = "text/csv;charset=utf-8";

export function SpreadsheetCard() {
  // The figures every screen shows (real minutes), not the spec's stored counters.
  const { players } = useFigureView();
  const matches = useMatches();
  const sessions = useTrainingSessions();
  const attendance = useAttendance();
  return (
    <Card
      title="Hojas de cálculo"
      description="Archivos CSV que se abren en Excel, Numbers o Google Sheets."
    >
      <ul className="space-y-3">
        <li className="flex items-center justify-between gap-4">
          <div className="min-w-0 text-sm">
            <p className="font-medium text-slate-800">Jugadores y estadísticas</p>
            <p className="text-slate-500">
              {countOf(players.length, "player")}: datos personales, partidos, minutos, goles,
              asistencias y tarjetas.
            </p>
          </div>
          <Button
            size="sm"
            disabled={players.length === 0}
            onClick={() =>
              downloadText(csvFileName("jugadores", todayIso()), playersCsv(players), CSV_TYPE)
            }
          >
            Exportar jugadores (CSV)
          </Button>
        </li>
        <li className="flex items-center justify-between gap-4">
          <div className="min-w-0 text-sm">
            <p className="font-medium text-slate-800">Partidos</p>
            <p className="text-slate-500">
              {countOf(matches.length, "match")}: fecha, rival, resultado, formación, tiros, goles,
              asistencias, tarjetas y cambios.
            </p>
          </div>
          <Button
            size="sm"
            disabled={matches.length === 0}
            onClick={() =>
              downloadText(csvFileName("partidos", todayIso()), matchesCsv(matches), CSV_TYPE)
            }
          >
            Exportar partidos (CSV)
          </Button>
        </li>
        <li className="flex items-center justify-between gap-4">
          <div className="min-w-0 text-sm">
            <p className="font-medium text-slate-800">Asistencia a los entrenamientos</p>
            <p className="text-slate-500">
              {attendance.length === 1 ? "1 lista" : `${attendance.length} listas`}: fecha, lugar,
              jugador, asistencia, minutos y RPE.
            </p>
          </div>
          <Button
            size="sm"
            disabled={attendance.length === 0}
            onClick={() =>
              downloadText(
                csvFileName("asistencia", todayIso()),
                attendanceCsv(sessions, attendance, players),
                CSV_TYPE,
              )
            }
          >
            Exportar asistencia (CSV)
          </Button>
        </li>
      </ul>
    </Card>
  );
}
