// Playing-time fairness: each player's minutes against an even share, over the filtered matches
// and the last N, and who is below the coach's target. Same rule as the live fair-play hint
// (domain/analytics/fair-share.ts).
import { useMemo, useState } from "react";
import { Link } from "../../../ui/Link";
import { links } from "../../../config/paths";
import type { FairnessRow } from "../../../domain/analytics/fairness";
import { formatInteger, formatPercent } from "../../../domain/base/format";
import { MIN_SHARE_SESSIONS, shareText } from "../../../domain/training/attendance";
import { Card } from "../../../ui/Card";
import { Field, Input } from "../../../ui/Field";
import { Pager } from "../../../ui/Pager";
import { Table, Td, Th } from "../../../ui/Table";
import { usePagedRows } from "../../../ui/usePagedRows";
import { ANALYTICS_PAGE_SIZE } from "./PlayerFiguresTable";
import { Chart } from "./Chart";
import type { ChartSeries } from "./Chart";

export const TARGET_LIMITS = { min: 5, max: 150 } as const;
export const RECENT_LIMITS = { min: 1, max: 100 } as const;

/** The number typed, or a Spanish message saying what is wrong. */
export function checkWhole(
  text: string,
  { min, max }: { min: number; max: number },
): { ok: true; value: number } | { ok: false; message: string } {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return { ok: false, message: "Escribe un número entero." };
  const n = Number(t);
  if (n < min || n > max) return { ok: false, message: `Debe estar entre ${min} y ${max}.` };
  return { ok: true, value: n };
}

function NumberSetting({
  label,
  hint,
  value,
  limits,
  onValid,
}: {
  label: string;
  hint: string;
  value: number;
  limits: { min: number; max: number };
  onValid: (n: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // Back/forward changes the URL: follow it (adjusting state while rendering, not in an effect).
  if (shown !== value) {
    setShown(value);
    const typed = checkWhole(text, limits);
    if (!typed.ok || typed.value !== value) setText(String(value));
  }
  const check = checkWhole(text, limits);
  return (
    <Field label={label} hint={hint} error={check.ok ? undefined : check.message} className="w-56">
      {(p) => (
        <Input
          {...p}
          inputMode="numeric"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            const c = checkWhole(e.target.value, limits);
            if (c.ok) onValid(c.value);
          }}
        />
      )}
    </Field>
  );
}

/** The box follows the click at once; the address (and the figures) follow it in a transition. */
function TrainingSetting({ value, onChange }: { value: boolean; onChange: (on: boolean) => void }) {
  const [checked, setChecked] = useState(value);
  const [shown, setShown] = useState(value);
  // Back/forward changes the URL: follow it (adjusting state while rendering, not in an effect).
  if (shown !== value) {
    setShown(value);
    setChecked(value);
  }
  return (
    <label className="flex min-h-12 items-center gap-3 self-end text-sm font-medium text-slate-800">
      <input
        type="checkbox"
        className="size-5"
        checked={checked}
        onChange={(e) => {
          setChecked(e.target.checked);
          onChange(e.target.checked);
        }}
      />
      Contar entrenamientos
    </label>
  );
}

/** The target this player is judged by once his attendance counts (season, and the last N when
 * it differs). */
function OwnTarget({ row, recent }: { row: FairnessRow; recent: number }) {
  const { season, recent: last } = row;
  return (
    <span className="block text-xs font-normal text-slate-600">
      {`objetivo ${pct(season.target)}`}
      {last.target !== season.target && ` (últimos ${recent}: ${pct(last.target)})`}
    </span>
  );
}

const percentLabel = (v: number) => `${Math.round(v)} %`;
const pct = (x: number) => formatPercent(Math.round(x * 100));

type Props = {
  rows: FairnessRow[];
  /** 0.5 = half an even share. */
  target: number;
  recent: number;
  /** Each player's target scaled by his training attendance (the rows carry it). */
  countTraining: boolean;
  onTarget: (percent: number) => void;
  onRecent: (n: number) => void;
  onCountTraining: (on: boolean) => void;
};

export function FairnessSection({
  rows,
  target,
  recent,
  countTraining,
  onTarget,
  onRecent,
  onCountTraining,
}: Props) {
  const sorted = useMemo(
    () =>
      [...rows].sort(
        (a, b) => a.season.ofEven - b.season.ofEven || a.name.localeCompare(b.name, "es"),
      ),
    [rows],
  );
  const below = sorted.filter((r) => r.season.below || r.recent.below);
  const shown = usePagedRows(sorted, ANALYTICS_PAGE_SIZE);
  const labels = useMemo(() => sorted.map((r) => r.name), [sorted]);
  const series = useMemo<ChartSeries[]>(
    () => [
      {
        label: "Temporada (% del reparto equitativo)",
        color: "#1d4ed8",
        values: sorted.map((r) => Math.round(r.season.ofEven * 100)),
      },
      {
        label: countTraining
          ? `Objetivo (${Math.round(target * 100)} % × asistencia)`
          : `Objetivo (${Math.round(target * 100)} %)`,
        color: "#b45309",
        dash: true,
        values: sorted.map((r) => Math.round(r.season.target * 100)),
      },
    ],
    [sorted, target, countTraining],
  );
  const matches = rows[0]?.season.matches ?? 0;
  const recentMatches = rows[0]?.recent.matches ?? 0;

  const table = (
    <Table aria-label="Reparto de minutos">
      <thead>
        <tr>
          <Th>Jugador</Th>
          <Th numeric>Minutos</Th>
          <Th numeric hideBelow="xl">
            % de los minutos del equipo
          </Th>
          <Th numeric>% del reparto equitativo</Th>
          <Th numeric hideBelow="xl">{`Últimos ${recentMatches}: minutos`}</Th>
          <Th numeric>{`Últimos ${recentMatches}: % del reparto`}</Th>
          {countTraining && <Th numeric>Entrenamientos</Th>}
          <Th pin="sm">Estado</Th>
        </tr>
      </thead>
      <tbody>
        {shown.items.map((r) => {
          const gk = r.position === "Goalkeeper";
          return (
            <tr key={r.playerId}>
              <Td className="font-medium whitespace-nowrap">
                <Link to={links.player(r.playerId)} className="text-brand-700 hover:underline">
                  {r.name}
                </Link>
              </Td>
              <Td numeric>{formatInteger(r.season.minutes)}</Td>
              <Td numeric hideBelow="xl">
                {pct(r.season.share)}
              </Td>
              <Td numeric>{pct(r.season.ofEven)}</Td>
              <Td numeric hideBelow="xl">
                {formatInteger(r.recent.minutes)}
              </Td>
              <Td numeric>{pct(r.recent.ofEven)}</Td>
              {countTraining && (
                <Td numeric>{r.season.training ? shareText(r.season.training) : "—"}</Td>
              )}
              <Td pin="sm">
                {gk ? (
                  <span className="text-slate-500">Portero: no aplica</span>
                ) : r.season.below || r.recent.below ? (
                  <span className="font-medium text-red-700">
                    <span className="whitespace-nowrap">Por debajo del objetivo</span>{" "}
                    <span className="block text-xs font-normal">
                      {r.season.below && r.recent.below
                        ? `temporada y últimos ${recentMatches}`
                        : r.season.below
                          ? "temporada"
                          : `últimos ${recentMatches}`}
                    </span>
                    {countTraining && <OwnTarget row={r} recent={recentMatches} />}
                  </span>
                ) : (
                  <span className="text-emerald-800">
                    En el objetivo
                    {countTraining && <OwnTarget row={r} recent={recentMatches} />}
                  </span>
                )}
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );

  return (
    <section aria-labelledby="fair-title" className="below-fold space-y-5">
      <h2 id="fair-title" className="text-lg font-semibold">
        Reparto de minutos
      </h2>
      <Card
        description={`Reparto equitativo = minutos del equipo × puestos en el campo ÷ jugadores de la plantilla. Se marca a quien queda por debajo del objetivo, con la misma regla que el aviso «Pocos minutos» del partido en directo (allí el objetivo es 50 %). Los porteros no se marcan.${countTraining ? ` Contando los entrenamientos, el objetivo de cada jugador se multiplica por su asistencia (presente ÷ sesiones en que estuvo presente o ausente; las faltas justificadas y las sesiones en que estaba lesionado no cuentan) desde una semana antes del primer partido hasta el último; con menos de ${MIN_SHARE_SESSIONS} sesiones contadas conserva el objetivo.` : ""}`}
      >
        <div className="mb-4 flex flex-wrap gap-4">
          <NumberSetting
            label="Objetivo (% del reparto equitativo)"
            hint={`Entre ${TARGET_LIMITS.min} y ${TARGET_LIMITS.max}.`}
            value={Math.round(target * 100)}
            limits={TARGET_LIMITS}
            onValid={onTarget}
          />
          <NumberSetting
            label="Últimos partidos"
            hint={`Entre ${RECENT_LIMITS.min} y ${RECENT_LIMITS.max}.`}
            value={recent}
            limits={RECENT_LIMITS}
            onValid={onRecent}
          />
          <TrainingSetting value={countTraining} onChange={onCountTraining} />
        </div>
        <p className="mb-4 text-sm" role="status">
          {matches === 0
            ? "Aún no hay partidos registrados."
            : below.length === 0
              ? `Nadie está por debajo del ${Math.round(target * 100)} % de un reparto equitativo.`
              : `Por debajo del objetivo: ${below.map((r) => r.name).join(", ")}.`}
        </p>
        <Chart
          title="Minutos de cada jugador frente al reparto equitativo"
          summary={`${formatInteger(sorted.length)} jugadores en ${formatInteger(matches)} partidos; ${formatInteger(below.length)} por debajo del objetivo del ${Math.round(target * 100)} %. Ordenados de menos a más minutos; los datos están en la tabla de abajo.`}
          labels={labels}
          series={series}
          kind="bars"
          yFormat={percentLabel}
          height={260}
        />
        {sorted.length > 0 && (
          <div className="mt-4">
            {table}
            <Pager {...shown} label="Páginas del reparto de minutos" />
          </div>
        )}
      </Card>
    </section>
  );
}
