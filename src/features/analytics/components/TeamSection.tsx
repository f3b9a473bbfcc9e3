// Team figures: form, points and goals per match over time (charts), home and away, formations,
// shots ratio and conversion, Pythagorean expected points with its caveat.
import { useMemo } from "react";
import { formatShare } from "../../../domain/analytics/format-figures";
import {
  MIN_MATCHES_PYTHAGOREAN,
  MIN_MATCHES_RECORD,
  ROLLING_WINDOW,
} from "../../../domain/analytics/team";
import type { RecordRow, TeamFigures } from "../../../domain/analytics/team";
import { formatDate, formatDecimal, formatInteger } from "../../../domain/base/format";
import { Card } from "../../../ui/Card";
import { Table, Td, Th } from "../../../ui/Table";
import { Chart } from "./Chart";
import type { ChartSeries } from "./Chart";
import { FigureText } from "../../../components/FigureText";

// Stable props for the charts (a new array or function each render would redraw them).
const POINTS_RANGE: [number, number] = [0, 3];
const oneDecimal = (v: number) => formatDecimal(v, 1);

/** Rows of a chart's data table: the latest ones (the chart shows them all). */
const TABLE_ROWS = 40;

const OUTCOME = {
  win: { letter: "V", word: "Victoria", cls: "bg-emerald-600 text-white" },
  draw: { letter: "E", word: "Empate", cls: "bg-amber-400 text-slate-900" },
  loss: { letter: "D", word: "Derrota", cls: "bg-red-600 text-white" },
} as const;

const matchesWord = (n: number) => `${formatInteger(n)} ${n === 1 ? "partido" : "partidos"}`;

function Tile({
  label,
  children,
  note,
}: {
  label: string;
  children: React.ReactNode;
  note?: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-4 py-3.5 shadow-sm">
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</p>
      <div className="mt-1 text-lg font-semibold tabular-nums">{children}</div>
      {note && <p className="mt-0.5 text-xs text-slate-500">{note}</p>}
    </div>
  );
}

function RecordTable({
  caption,
  label,
  rows,
}: {
  caption: string;
  label: string;
  rows: RecordRow[];
}) {
  return (
    <Table aria-label={caption}>
      <thead>
        <tr>
          <Th>{label}</Th>
          <Th numeric>PJ</Th>
          <Th numeric hideBelow="sm">
            G-E-P
          </Th>
          <Th numeric hideBelow="sm">
            Goles
          </Th>
          <Th numeric>Puntos por partido [IC 95 %]</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <Td className="font-medium">{r.label}</Td>
            <Td numeric>
              {formatInteger(r.matches)}
              {/* On a phone the record and goals go under the count, so points per match fit. */}
              <span className="block text-xs whitespace-nowrap text-slate-500 sm:hidden">
                {`${r.wins}-${r.draws}-${r.losses} · ${r.goalsFor}-${r.goalsAgainst}`}
              </span>
            </Td>
            <Td numeric hideBelow="sm" className="whitespace-nowrap">
              {`${r.wins}-${r.draws}-${r.losses}`}
            </Td>
            <Td numeric hideBelow="sm" className="whitespace-nowrap">
              {`${r.goalsFor}-${r.goalsAgainst}`}
            </Td>
            <Td numeric>
              <FigureText estimate={r.ppm} sample={matchesWord(r.matches)} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function TeamSection({ team }: { team: TeamFigures }) {
  const s = team.summary;
  const series = team.series;
  const labels = useMemo(() => series.map((p) => formatDate(p.date)), [series]);
  const pointsSeries = useMemo<ChartSeries[]>(
    () => [
      {
        label: `Puntos (media de ${ROLLING_WINDOW})`,
        color: "#1d4ed8",
        values: series.map((p) => p.pointsAvg),
      },
      {
        label: "Media de la temporada",
        color: "#64748b",
        dash: true,
        values: series.map(() => (s.ppm ? s.ppm.value : null)),
      },
    ],
    [series, s.ppm],
  );
  const goalsSeries = useMemo<ChartSeries[]>(
    () => [
      {
        label: `A favor (media de ${ROLLING_WINDOW})`,
        color: "#047857",
        values: series.map((p) => p.goalsForAvg),
      },
      {
        label: `En contra (media de ${ROLLING_WINDOW})`,
        color: "#b91c1c",
        values: series.map((p) => p.goalsAgainstAvg),
      },
    ],
    [series],
  );
  const last = series.slice(-TABLE_ROWS).reverse();
  const seriesTable = (
    <>
      {series.length > TABLE_ROWS && (
        <p className="mb-1 text-xs text-slate-500">
          Los {TABLE_ROWS} partidos más recientes de {formatInteger(series.length)}.
        </p>
      )}
      <Table aria-label="Partidos, puntos y goles">
        <thead>
          <tr>
            <Th>Fecha</Th>
            <Th>Rival</Th>
            <Th numeric>Resultado</Th>
            <Th numeric>Puntos</Th>
            <Th numeric>Media puntos</Th>
            <Th numeric>Media a favor</Th>
            <Th numeric>Media en contra</Th>
          </tr>
        </thead>
        <tbody>
          {last.map((p) => (
            <tr key={p.matchId}>
              <Td>{formatDate(p.date)}</Td>
              <Td>{p.rival}</Td>
              <Td numeric>{`${p.goalsFor}-${p.goalsAgainst}`}</Td>
              <Td numeric>{p.points}</Td>
              <Td numeric>{formatDecimal(p.pointsAvg, 2)}</Td>
              <Td numeric>{formatDecimal(p.goalsForAvg, 2)}</Td>
              <Td numeric>{formatDecimal(p.goalsAgainstAvg, 2)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
  const first = series[0];
  const latest = series[series.length - 1];
  const py = team.pythagorean;

  return (
    <section aria-labelledby="team-title" className="space-y-5">
      <h2 id="team-title" className="text-lg font-semibold">
        Equipo
      </h2>

      <Card
        title="Forma"
        description={`Los últimos ${team.form.length} resultados, del más antiguo al más reciente.`}
      >
        {team.form.length === 0 ? (
          <p className="text-sm text-slate-500">Aún no hay partidos registrados.</p>
        ) : (
          <ol className="flex flex-wrap gap-1.5" aria-label="Forma reciente">
            {team.form.map((p) => {
              const o = OUTCOME[p.outcome];
              return (
                <li
                  key={p.matchId}
                  className={`flex h-9 w-9 items-center justify-center rounded-md text-sm font-bold ${o.cls}`}
                  title={`${formatDate(p.date)} · ${p.rival} · ${p.goalsFor}-${p.goalsAgainst}`}
                >
                  <span aria-hidden>{o.letter}</span>
                  <span className="sr-only">{`${o.word} ${p.goalsFor}-${p.goalsAgainst} contra ${p.rival}, ${formatDate(p.date)}`}</span>
                </li>
              );
            })}
          </ol>
        )}
      </Card>

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 2xl:grid-cols-3">
        <Tile label="Puntos por partido">
          <FigureText estimate={s.ppm} sample={matchesWord(s.matches)} />
        </Tile>
        <Tile label="Goles a favor por partido">
          <FigureText estimate={s.goalsForPerMatch} sample={`${formatInteger(s.goalsFor)} goles`} />
        </Tile>
        <Tile label="Goles en contra por partido">
          <FigureText
            estimate={s.goalsAgainstPerMatch}
            sample={`${formatInteger(s.goalsAgainst)} goles`}
          />
        </Tile>
        <Tile label="Proporción de tiros (TSR)" note="Tiros a favor ÷ tiros totales">
          <span className={team.shots.ratio?.reliable === false ? "text-slate-500 italic" : ""}>
            {formatShare(team.shots.ratio)}
          </span>
          <span className="block text-[11px] font-normal text-slate-500">
            {`${formatInteger(team.shots.shotsFor)} a favor · ${formatInteger(team.shots.shotsAgainst)} en contra`}
          </span>
        </Tile>
        <Tile label="Conversión" note="Goles ÷ tiros a favor">
          <span
            className={team.shots.conversion?.reliable === false ? "text-slate-500 italic" : ""}
          >
            {formatShare(team.shots.conversion)}
          </span>
        </Tile>
        <Tile label="Tiros rivales sin gol" note="1 − goles en contra ÷ tiros en contra">
          <span className={team.shots.stopped?.reliable === false ? "text-slate-500 italic" : ""}>
            {formatShare(team.shots.stopped)}
          </span>
        </Tile>
      </div>

      <Card title="Puntos esperados por los goles (pitagórico)">
        {py ? (
          <div className="space-y-2 text-sm" data-small-sample={!py.reliable || undefined}>
            <p>
              Con {formatInteger(s.goalsFor)} goles a favor y {formatInteger(s.goalsAgainst)} en
              contra en {matchesWord(s.matches)}, se esperarían{" "}
              <strong>{formatDecimal(py.expectedPoints, 1)} puntos</strong>; se han ganado{" "}
              <strong>{formatInteger(py.points)}</strong> ({py.difference >= 0 ? "+" : ""}
              {formatDecimal(py.difference, 1)}).
            </p>
            <p className="text-slate-600">
              Aviso: es una herramienta de temporada completa (error típico de unos 3 puntos por
              temporada en ligas profesionales). Úsala como indicador de suerte, no como veredicto.
              {!py.reliable && (
                <strong className="ml-1 font-medium text-amber-800">
                  Muestra pequeña: menos de {MIN_MATCHES_PYTHAGOREAN} partidos.
                </strong>
              )}
            </p>
          </div>
        ) : (
          <p className="text-sm text-slate-500">Aún no hay partidos registrados.</p>
        )}
      </Card>

      <div className="grid gap-5 xl:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <Chart
            title="Puntos por partido"
            summary={
              first && latest
                ? `Media móvil de ${ROLLING_WINDOW} partidos, del ${formatDate(first.date)} al ${formatDate(latest.date)}: empieza en ${formatDecimal(first.pointsAvg, 2)} y termina en ${formatDecimal(latest.pointsAvg, 2)}; media de la temporada ${formatDecimal(s.ppm?.value ?? 0, 2)}.`
                : "Sin partidos."
            }
            labels={labels}
            series={pointsSeries}
            yRange={POINTS_RANGE}
            yFormat={oneDecimal}
            table={seriesTable}
          />
        </Card>
        <Card>
          <Chart
            title="Goles a favor y en contra por partido"
            summary={
              latest
                ? `Media móvil de ${ROLLING_WINDOW} partidos: ahora ${formatDecimal(latest.goalsForAvg, 2)} a favor y ${formatDecimal(latest.goalsAgainstAvg, 2)} en contra por partido.`
                : "Sin partidos."
            }
            labels={labels}
            series={goalsSeries}
            yFormat={oneDecimal}
            table={seriesTable}
          />
        </Card>
      </div>

      <div className="grid gap-5 xl:grid-cols-2 [&>*]:min-w-0">
        <Card title="Local y visitante" flush>
          <RecordTable
            caption="Local y visitante"
            label="Condición"
            rows={[team.home, team.away]}
          />
        </Card>
        <Card
          title="Formaciones"
          description={`Puntos por partido de cada formación; con menos de ${MIN_MATCHES_RECORD} partidos la muestra es pequeña.`}
          flush
        >
          <RecordTable caption="Formaciones" label="Formación" rows={team.formations} />
        </Card>
      </div>
    </section>
  );
}
