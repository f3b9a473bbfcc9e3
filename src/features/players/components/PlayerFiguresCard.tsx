// The player's figures with their samples and 95 % intervals, small samples greyed
// out; the same rule as /analytics (domain/analytics/players.ts).
import { FigureText } from "../../../components/FigureText";
import { paths } from "../../../config/paths";
import type { PlayerFigures } from "../../../domain/analytics/players";
import { formatInteger, formatPercent } from "../../../domain/base/format";
import { ButtonLink } from "../../../ui/Button";
import { Card } from "../../../ui/Card";

const min = (n: number) => `${formatInteger(n)} min`;
const games = (n: number) => `${formatInteger(n)} ${n === 1 ? "partido" : "partidos"}`;

export function PlayerFiguresCard({ figures }: { figures: PlayerFigures }) {
  const f = figures;
  const rows: [string, React.ReactNode][] = [
    [
      "Minutos",
      `${formatInteger(f.minutes)} de ${formatInteger(f.teamMinutes)} (${formatPercent(Math.round(f.minutesShare * 100))})`,
    ],
    [
      "Goles / 90",
      <FigureText
        key="g"
        estimate={f.goals}
        sample={f.goals ? `${f.goals.count} en ${min(f.minutes)}` : undefined}
      />,
    ],
    [
      "Asistencias / 90",
      <FigureText
        key="a"
        estimate={f.assists}
        sample={f.assists ? `${f.assists.count} en ${min(f.minutes)}` : undefined}
      />,
    ],
    [
      "Tarjetas / 90",
      <FigureText
        key="c"
        estimate={f.cards}
        sample={f.cards ? `${f.cards.count} en ${min(f.minutes)}` : undefined}
      />,
    ],
    [
      "Puntos por partido como titular",
      <FigureText key="s" estimate={f.whenStarting.ppm} sample={games(f.whenStarting.matches)} />,
    ],
    [
      "Puntos por partido como suplente",
      <FigureText
        key="b"
        estimate={f.whenSubstitute.ppm}
        sample={games(f.whenSubstitute.matches)}
      />,
    ],
    [
      "Puntos por partido sin él",
      <FigureText
        key="n"
        estimate={f.whenNotPlaying.ppm}
        sample={games(f.whenNotPlaying.matches)}
      />,
    ],
    [
      "Diferencia de goles / 90 en el campo",
      <FigureText
        key="pm"
        signed
        estimate={f.onPitch?.plusMinus90}
        sample={
          f.onPitch
            ? `${f.onPitch.goalsForOn}-${f.onPitch.goalsAgainstOn} en ${min(f.onPitch.minutesOn)} (partidos en directo)`
            : "Solo partidos registrados en directo"
        }
      />,
    ],
  ];
  return (
    <Card
      title="Cifras con su muestra"
      aria-label="Cifras con su muestra"
      description="Entre corchetes, el intervalo de confianza del 95 %. En cursiva: muestra pequeña."
      actions={
        <ButtonLink to={paths.analytics} size="sm" variant="ghost">
          Ver Estadísticas
        </ButtonLink>
      }
    >
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex items-start justify-between gap-3 border-b border-slate-100 pb-2"
          >
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-600">Un cambio o una expulsión termina sus minutos.</p>
    </Card>
  );
}
