// How the team did with the player starting, coming on, or not playing (domain playerImpact).
import type { ImpactTally, Participation } from "../../../domain/figures/player-impact";
import { Table, Td, Th } from "../../../ui/Table";

const groups: { key: Participation; label: string }[] = [
  { key: "starter", label: "Como titular" },
  { key: "substitute", label: "Entrando de suplente" },
  { key: "notPlayed", label: "Sin jugar" },
];

export function TeamImpactTable({ impact }: { impact: Record<Participation, ImpactTally> }) {
  return (
    <Table aria-label="Rendimiento del equipo">
      <thead>
        <tr>
          <Th>Participación</Th>
          <Th numeric>Partidos</Th>
          <Th numeric>Victorias</Th>
          <Th numeric>Empates</Th>
          <Th numeric>Derrotas</Th>
          <Th numeric title="Goles a favor">
            GF
          </Th>
          <Th numeric title="Goles en contra">
            GC
          </Th>
          <Th numeric title="Tiros a favor">
            Tiros F
          </Th>
          <Th numeric title="Tiros en contra">
            Tiros C
          </Th>
        </tr>
      </thead>
      <tbody>
        {groups.map(({ key, label }) => {
          const t = impact[key];
          return (
            <tr key={key}>
              <Td className="font-medium text-slate-900">{label}</Td>
              <Td numeric>{t.matches}</Td>
              <Td numeric className="text-emerald-700">
                {t.wins}
              </Td>
              <Td numeric className="text-amber-600">
                {t.draws}
              </Td>
              <Td numeric className="text-red-700">
                {t.losses}
              </Td>
              <Td numeric>{t.goalsFor}</Td>
              <Td numeric>{t.goalsAgainst}</Td>
              <Td numeric>{t.shotsFor}</Td>
              <Td numeric>{t.shotsAgainst}</Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
