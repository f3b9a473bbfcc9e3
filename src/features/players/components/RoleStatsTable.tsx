import type { RoleRow } from "../../../domain/figures/player-stats";
import { Table, Td, Th } from "../../../ui/Table";

type Props = { rows: readonly RoleRow[]; label: string; roleHeader?: string };

/** Per-role figures: minutes, matches, goals, assists and cards, one row per role. */
export function RoleStatsTable({ rows, label, roleHeader = "Posición" }: Props) {
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          <Th className="w-[28%]">{roleHeader}</Th>
          <Th numeric>Partidos</Th>
          <Th numeric>Minutos</Th>
          <Th numeric>Goles</Th>
          <Th numeric>Asistencias</Th>
          <Th numeric>Amarillas</Th>
          <Th numeric>Rojas</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.role}>
            <Td className="font-medium text-slate-900">{r.role}</Td>
            <Td numeric>{r.matches}</Td>
            <Td numeric>{r.minutesPlayed}</Td>
            <Td numeric>{r.goals}</Td>
            <Td numeric>{r.assists}</Td>
            <Td numeric>{r.yellowCards}</Td>
            <Td numeric>{r.redCards}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
