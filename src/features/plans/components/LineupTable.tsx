import type { LineupRow } from "../../../domain/match/match-view";
import { VACANT_LABEL } from "../../../domain/records/types";
import { Table, Td, Th } from "../../../ui/Table";

/** The plan's starting eleven: position, player, shirt number; an empty slot reads 'Vacante'. */
export function LineupTable({ rows }: { rows: LineupRow[] }) {
  return (
    <Table aria-label="Alineación" className="print:text-[11pt]">
      <thead>
        <tr>
          <Th numeric className="w-12 print:py-1">
            N.º
          </Th>
          <Th className="print:py-1">Posición</Th>
          <Th className="print:py-1">Jugador</Th>
          <Th numeric className="print:py-1">
            Dorsal
          </Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-testid="lineup-row">
            <Td numeric className="text-slate-500 print:py-1 print:text-black">
              {row.number || ""}
            </Td>
            <Td className="print:py-1">{row.role}</Td>
            <Td
              className={
                row.playerName
                  ? "font-medium text-slate-900 print:py-1"
                  : "text-slate-400 italic print:py-1 print:text-black"
              }
            >
              {row.playerName ?? VACANT_LABEL}
            </Td>
            <Td numeric className="font-semibold print:py-1">
              {row.shirt ?? "—"}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
