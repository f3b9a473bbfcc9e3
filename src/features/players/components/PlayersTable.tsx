// The squad table. Rows are memoized: typing in the search box re-renders only the list, and
// each row only when its player changes, so a keystroke stays fast with a full squad.
import { memo, useMemo } from "react";
import { AvailabilityBadge } from "../../../components/AvailabilityBadge";
import { Link } from "../../../ui/Link";
import { links } from "../../../config/paths";
import { unavailableOn } from "../../../domain/squad/availability";
import type { AvailabilityStatus } from "../../../domain/squad/availability";
import { todayIso } from "../../../domain/base/dates";
import { useAvailabilityIndex } from "../../../state/availability";
import type { Player } from "../../../domain/records/types";
import { Avatar } from "../../../ui/Avatar";
import { Button, ButtonLink } from "../../../ui/Button";
import { Table, Td, Th } from "../../../ui/Table";
import { useRowsNearScreen } from "../../../ui/NearScreen";
import { CardCounts, PositionBadge } from "./PositionBadge";
import { NotSharedNote } from "../../../components/NotSharedNote";
import { useNotShared } from "../../../state/not-shared";

type Props = { players: readonly Player[]; onDelete: (player: Player) => void };

export function PlayersTable({ players, onDelete }: Props) {
  // Who cannot play today (injured, suspended, absent), computed once per change.
  const index = useAvailabilityIndex();
  const out = useMemo(() => unavailableOn(index, todayIso()), [index]);
  const notShared = useNotShared("player");
  // A squad's worth of rows at once, more than a screenful; a club's register builds the rest
  // of the page near the screen.
  const { shown, rest, tableProps } = useRowsNearScreen(players, {
    first: 25,
    rowHeight: 57,
    columns: 9,
  });
  return (
    <Table aria-label="Jugadores" {...tableProps}>
      <thead>
        <tr>
          <Th>Jugador</Th>
          <Th hideBelow="xl">Posición</Th>
          <Th numeric>Dorsal</Th>
          <Th numeric title="Partidos jugados">
            PJ
          </Th>
          <Th numeric>Goles</Th>
          <Th numeric>Asist.</Th>
          <Th numeric hideBelow="xl">
            Minutos
          </Th>
          <Th numeric hideBelow="xl">
            Tarjetas
          </Th>
          <Th pin className="text-right">
            <span className="sr-only">Acciones</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {shown.map((p) => (
          <PlayerRow
            key={p.id}
            player={p}
            onDelete={onDelete}
            status={out.get(p.id)}
            refused={notShared.get(p.id)}
          />
        ))}
        {rest}
      </tbody>
    </Table>
  );
}

const PlayerRow = memo(function PlayerRow({
  player,
  onDelete,
  status,
  refused,
}: {
  player: Player;
  onDelete: (player: Player) => void;
  status: AvailabilityStatus | undefined;
  /** The server's reason, when it refused this player and never had him. */
  refused: string | undefined;
}) {
  const t = player.stats;
  return (
    <tr className="hover:bg-slate-50/70">
      <Td>
        <span className="flex items-center gap-3">
          <Avatar name={player.name} photo={player.photo} size="sm" />
          {/* The badges go under the name, and the position joins them until its own column
              fits, so the row's actions never leave the screen. */}
          <span className="flex min-w-0 flex-col items-start gap-0.5">
            <Link
              to={links.player(player.id)}
              className="truncate font-medium text-slate-900 hover:text-brand-700 hover:underline"
            >
              {player.name}
            </Link>
            <span className="flex flex-wrap gap-1">
              <span className="xl:hidden">
                <PositionBadge position={player.position} />
              </span>
              {status && <AvailabilityBadge status={status} />}
            </span>
            {refused && <NotSharedNote reason={refused} form={links.editPlayer(player.id)} />}
          </span>
        </span>
      </Td>
      <Td hideBelow="xl">
        <PositionBadge position={player.position} />
      </Td>
      <Td numeric className="font-medium text-slate-700">
        #{player.number}
      </Td>
      <Td numeric>{t.matches}</Td>
      <Td numeric>{t.goals}</Td>
      <Td numeric>{t.assists}</Td>
      <Td numeric hideBelow="xl">
        {t.minutesPlayed}
      </Td>
      <Td numeric hideBelow="xl">
        <CardCounts yellow={t.yellowCards} red={t.redCards} />
      </Td>
      <Td pin className="text-right whitespace-nowrap">
        <span className="inline-flex gap-1">
          <ButtonLink
            to={links.player(player.id)}
            variant="ghost"
            size="sm"
            className="px-2"
            title="Ver detalles"
            aria-label={`Ver detalles de ${player.name}`}
          >
            <EyeIcon />
          </ButtonLink>
          <Button
            variant="ghost"
            size="sm"
            className="px-2 text-slate-500 hover:bg-red-50 hover:text-red-700"
            title="Eliminar"
            aria-label={`Eliminar a ${player.name}`}
            onClick={() => onDelete(player)}
          >
            <TrashIcon />
          </Button>
        </span>
      </Td>
    </tr>
  );
});

function EyeIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
      <path d="M10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />
      <path
        fillRule="evenodd"
        d="M.66 10.59a1.65 1.65 0 0 1 0-1.19A10 10 0 0 1 10 3c4.25 0 7.88 2.65 9.34 6.41.15.38.15.8 0 1.19A10 10 0 0 1 10 17c-4.25 0-7.88-2.65-9.34-6.41ZM14 10a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
      <path
        fillRule="evenodd"
        d="M8.75 1A2.75 2.75 0 0 0 6 3.75v.44c-.8.08-1.58.18-2.36.3a.75.75 0 1 0 .23 1.49l.15-.03.84 10.42A2.75 2.75 0 0 0 7.6 19h4.8a2.75 2.75 0 0 0 2.74-2.63l.84-10.42.15.03a.75.75 0 0 0 .23-1.49c-.78-.12-1.57-.22-2.36-.3v-.44A2.75 2.75 0 0 0 11.25 1h-2.5ZM10 4c.84 0 1.67.03 2.5.08v-.33c0-.69-.56-1.25-1.25-1.25h-2.5c-.69 0-1.25.56-1.25 1.25v.33C8.33 4.03 9.16 4 10 4ZM8.58 7.72a.75.75 0 0 0-1.5.06l.3 7.5a.75.75 0 1 0 1.5-.06l-.3-7.5Zm4.34.06a.75.75 0 1 0-1.5-.06l-.3 7.5a.75.75 0 1 0 1.5.06l.3-7.5Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
