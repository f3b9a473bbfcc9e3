import type { ImpactTally } from "../../../domain/figures/player-impact";
import type { Player } from "../../../domain/records/types";

export const NO_PERFORMANCE = "No hay datos de rendimiento disponibles";

type Column = { player: Player; starter: ImpactTally };

const statRows: { label: string; value: (p: Player) => number }[] = [
  { label: "Partidos jugados", value: (p) => p.stats.matches },
  { label: "Goles", value: (p) => p.stats.goals },
  { label: "Asistencias", value: (p) => p.stats.assists },
  { label: "Minutos", value: (p) => p.stats.minutesPlayed },
  { label: "Tarjetas amarillas", value: (p) => p.stats.yellowCards },
  { label: "Tarjetas rojas", value: (p) => p.stats.redCards },
];

const impactRows: { label: string; value: (t: ImpactTally) => string | number }[] = [
  { label: "Partidos", value: (t) => t.matches },
  { label: "Victorias", value: (t) => t.wins },
  { label: "Empates", value: (t) => t.draws },
  { label: "Derrotas", value: (t) => t.losses },
  { label: "Goles (favor – contra)", value: (t) => `${t.goalsFor} – ${t.goalsAgainst}` },
  { label: "Tiros (favor – contra)", value: (t) => `${t.shotsFor} – ${t.shotsAgainst}` },
];

const th = "px-3 py-1.5 text-left text-xs font-medium text-slate-500";
const td = "px-3 py-1.5 text-right font-medium tabular-nums text-slate-900";

/**
 * A player's own figures and the team's results in the matches the player started, one column
 * per player so a comparison reads across. (The season's table of figures, one row per player,
 * is analytics' PlayerFiguresTable.)
 */
export function PlayerComparisonTable({ columns }: { columns: Column[] }) {
  const section = (title: string) => (
    <tr>
      <th
        scope="colgroup"
        colSpan={columns.length + 1}
        className="bg-slate-50 px-3 py-1.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase"
      >
        {title}
      </th>
    </tr>
  );
  return (
    <table className="w-full border-collapse overflow-hidden rounded-lg text-sm ring-1 ring-slate-200">
      <thead>
        <tr className="border-b border-slate-200">
          <td className="w-2/5" />
          {columns.map((c, i) => (
            <th key={i} scope="col" className="px-3 py-2 text-right text-sm font-semibold">
              {c.player.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {section("Estadísticas del jugador")}
        {statRows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className={th}>
              {row.label}
            </th>
            {columns.map((c, i) => (
              <td key={i} className={td}>
                {row.value(c.player)}
              </td>
            ))}
          </tr>
        ))}
        {section("Rendimiento del equipo como titular")}
        {impactRows.map((row, r) => (
          <tr key={row.label}>
            <th scope="row" className={th}>
              {row.label}
            </th>
            {columns.map((c, i) =>
              c.starter.matches > 0 ? (
                <td key={i} className={td}>
                  {row.value(c.starter)}
                </td>
              ) : r === 0 ? (
                <td
                  key={i}
                  rowSpan={impactRows.length}
                  className="px-3 py-2 text-center align-middle text-sm text-slate-500"
                >
                  {NO_PERFORMANCE}
                </td>
              ) : null,
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
