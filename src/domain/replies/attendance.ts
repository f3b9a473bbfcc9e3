// Attendance that starts from the players' replies (docs/training.md): a session whose list has
// not been taken yet opens with those who answered 'No voy' as 'Justificado' (their reason
// shown beside the name), the injured 'Lesionado' from availability whatever they answered, and
// everyone else 'Presente'. Once a list is stored it is the coach's and replies no longer touch it.
import type { AttendanceMark } from "../records/attendance";
import type { PlayerId } from "../base/ids";
import type { EventReplies } from "./coach";

export type RepliedStart = {
  marks: AttendanceMark[];
  /** The reason of each player who answered 'No voy' ('' when he gave none). */
  reasons: Map<PlayerId, string>;
};

export function attendanceFromReplies(
  playerIds: readonly PlayerId[],
  injured: ReadonlySet<string>,
  replies: Pick<EventReplies, "noVoy"> | undefined,
): RepliedStart {
  const reasons = new Map<PlayerId, string>();
  for (const p of replies?.noVoy ?? []) reasons.set(p.id, p.reason);
  const marks = playerIds.map((playerId): AttendanceMark => ({
    playerId,
    status: injured.has(playerId)
      ? "lesionado"
      : reasons.has(playerId)
        ? "justificado"
        : "presente",
  }));
  return { marks, reasons };
}
