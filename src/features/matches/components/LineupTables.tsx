// The starting lineup (role, player, shirt number) and the substitutions of one match.
import { lineupRows, subsByMinute } from "../../../domain/match/match-view";
import type { Formation, Match, Player } from "../../../domain/records/types";
import { Card } from "../../../ui/Card";
import { EmptyState } from "../../../ui/EmptyState";
import { Table, Td, Th } from "../../../ui/Table";

type Props = {
  match: Match;
  formation: Formation | undefined;
  players: readonly Player[];
  /** A player's real minutes in this match (by id, else name), the figure every screen shows. */
  minutesOf: (id: string | undefined, name: string | undefined) => number | undefined;
};

export function LineupTables({ match, formation, players, minutesOf }: Props) {
  const lineup = lineupRows(match, formation, players);
  const subs = subsByMinute(match);
  return (
    <div className="grid grid-cols-1 items-start gap-5 xl:grid-cols-2">
      <Card title="Alineación titular" flush>
        {lineup.length === 0 ? (
          <EmptyState>No se registró la alineación.</EmptyState>
        ) : (
          <Table aria-label="Alineación titular">
            <thead>
              <tr>
                <Th>Posición</Th>
                <Th>Jugador</Th>
                <Th numeric>Dorsal</Th>
                <Th numeric>Minutos</Th>
              </tr>
            </thead>
            <tbody>
              {lineup.map((r) => (
                <tr key={r.key}>
                  <Td className="text-slate-600">{r.role}</Td>
                  <Td className="font-medium text-slate-900">{r.playerName}</Td>
                  <Td numeric>{r.shirt ?? "—"}</Td>
                  <Td numeric>
                    {minutesOf(match.formationPlayerIds?.[r.key], r.playerName ?? undefined) ?? "—"}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>
      <Card title="Cambios" flush>
        {subs.length === 0 ? (
          <EmptyState>Sin cambios.</EmptyState>
        ) : (
          <Table aria-label="Cambios">
            <thead>
              <tr>
                <Th>Sale</Th>
                <Th>Entra</Th>
                <Th numeric>Minuto</Th>
              </tr>
            </thead>
            <tbody>
              {subs.map((s, i) => (
                <tr key={i}>
                  <Td>{s.playerOut || "—"}</Td>
                  <Td className="font-medium text-slate-900">
                    {s.playerIn || "—"}
                    <PlayedFor minutes={minutesOf(s.playerInId, s.playerIn)} />
                  </Td>
                  <Td numeric>{s.minute}'</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>
    </div>
  );
}

/** The minutes a substitute played, beside his name. */
function PlayedFor({ minutes }: { minutes: number | undefined }) {
  if (minutes === undefined) return null;
  return (
    <span className="ml-1.5 text-xs font-normal whitespace-nowrap text-slate-500">{`${minutes} min`}</span>
  );
}
