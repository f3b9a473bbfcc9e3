// The player table: every figure with its sample and interval, small samples greyed out.
import { Link } from "../../../ui/Link";
import { links } from "../../../config/paths";
import {
  MIN_MATCHES_SPLIT,
  MIN_MINUTES_ONOFF,
  MIN_MINUTES_PER90,
} from "../../../domain/analytics/players";
import type { PlayerFigures, SplitFigure } from "../../../domain/analytics/players";
import { formatInteger, formatPercent } from "../../../domain/base/format";
import { Pager } from "../../../ui/Pager";
import { Table, Td, Th } from "../../../ui/Table";
import { usePagedRows } from "../../../ui/usePagedRows";
import { FigureText } from "../../../components/FigureText";

/** Rows per page: a squad of 25 fits on one; a bigger one pages (every row prints). */
export const ANALYTICS_PAGE_SIZE = 25;

const minutes = (n: number) => `${formatInteger(n)} min`;
const matches = (n: number) => `${formatInteger(n)} ${n === 1 ? "partido" : "partidos"}`;

function Split({ s }: { s: SplitFigure }) {
  return <FigureText estimate={s.ppm} sample={matches(s.matches)} />;
}

export function PlayerFiguresTable({
  players,
  knownMatches,
}: {
  players: PlayerFigures[];
  knownMatches: number;
}) {
  const shown = usePagedRows(players, ANALYTICS_PAGE_SIZE);
  return (
    <>
      <Table aria-label="Cifras por jugador">
        <thead>
          <tr>
            <Th>Jugador</Th>
            <Th numeric>Partidos (titular)</Th>
            <Th numeric>Minutos</Th>
            <Th numeric>Goles / 90</Th>
            <Th numeric>Asistencias / 90</Th>
            <Th numeric hideBelow="lg">
              Tarjetas / 90
            </Th>
            <Th numeric>Puntos/partido titular</Th>
            <Th numeric hideBelow="lg">
              Puntos/partido suplente
            </Th>
            <Th numeric>Puntos/partido sin él</Th>
            <Th numeric hideBelow="xl">
              Dif. goles / 90 en el campo
            </Th>
            <Th numeric hideBelow="xl">
              Con él − sin él / 90
            </Th>
          </tr>
        </thead>
        <tbody>
          {shown.items.map((p) => (
            <tr key={p.playerId}>
              <Td className="font-medium whitespace-nowrap">
                <Link to={links.player(p.playerId)} className="text-brand-700 hover:underline">
                  {p.name}
                </Link>
              </Td>
              <Td numeric>{`${formatInteger(p.matches)} (${formatInteger(p.starts)})`}</Td>
              <Td numeric>
                {formatInteger(p.minutes)}
                <span className="block text-[11px] whitespace-nowrap text-slate-500">
                  {`${formatPercent(Math.round(p.minutesShare * 100))} del equipo`}
                </span>
              </Td>
              <Td numeric>
                <FigureText
                  estimate={p.goals}
                  sample={p.goals ? `${p.goals.count} en ${minutes(p.minutes)}` : undefined}
                />
              </Td>
              <Td numeric>
                <FigureText
                  estimate={p.assists}
                  sample={p.assists ? `${p.assists.count} en ${minutes(p.minutes)}` : undefined}
                />
              </Td>
              <Td numeric hideBelow="lg">
                <FigureText
                  estimate={p.cards}
                  sample={p.cards ? `${p.cards.count} en ${minutes(p.minutes)}` : undefined}
                />
              </Td>
              <Td numeric>
                <Split s={p.whenStarting} />
              </Td>
              <Td numeric hideBelow="lg">
                <Split s={p.whenSubstitute} />
              </Td>
              <Td numeric>
                <Split s={p.whenNotPlaying} />
              </Td>
              <Td numeric hideBelow="xl">
                <FigureText
                  estimate={p.onPitch?.plusMinus90}
                  signed
                  sample={
                    p.onPitch
                      ? `${p.onPitch.goalsForOn}-${p.onPitch.goalsAgainstOn} en ${minutes(p.onPitch.minutesOn)}`
                      : undefined
                  }
                />
              </Td>
              <Td numeric hideBelow="xl">
                <FigureText
                  estimate={p.onPitch?.onOff}
                  signed
                  sample={p.onPitch ? `${minutes(p.onPitch.minutesOff)} sin él` : undefined}
                />
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager {...shown} label="Páginas de las cifras por jugador" />
      <div className="space-y-1 px-5 py-3 text-xs text-slate-600">
        <p>
          Entre corchetes, el intervalo de confianza del 95 %. En cursiva y con «Muestra pequeña»:
          menos de {MIN_MINUTES_PER90} minutos para las cifras por 90, menos de {MIN_MATCHES_SPLIT}{" "}
          partidos para los puntos por partido.
        </p>
        <p>
          La diferencia de goles en el campo y «con él − sin él» solo cuentan los partidos con los
          minutos de los goles de ambos equipos (registrados en directo):{" "}
          {knownMatches === 0
            ? "aún no hay ninguno."
            : `${formatInteger(knownMatches)} ${knownMatches === 1 ? "partido" : "partidos"}.`}{" "}
          «Con él − sin él» necesita {MIN_MINUTES_ONOFF} minutos dentro y fuera y 5 goles en cada
          lado.
        </p>
      </div>
    </>
  );
}
