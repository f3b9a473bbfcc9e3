// What each player is told of a saved call-up: 'Convocado' or 'No convocado' for that fixture,
// one notice per player account, written into that player's own database (so nobody learns
// another's). Pure: the staff's device writes what these give.
import type { Fixture } from "../records/fixture";
import { callUpSaved } from "../calendar/callup";
import { eventIdOfFixture, isEventId } from "./documents";
import type { CallUpNotice } from "./documents";
import type { PlayerAccount } from "./coach";

/** One account's status for one fixture (the time is stamped when it is written: playerDbWrites). */
export type AccountNotice = { user: string; notice: Omit<CallUpNotice, "publishedAt"> };

/**
 * The notices of one fixture's saved call-up: every account linked to a player gets
 * 'convocado' when his player is in `squadIds`, else 'no_convocado'. None for a fixture whose
 * call-up is not saved, that was played, or whose id the replies database refuses.
 */
export function callUpNotices(
  fixture: Pick<Fixture, "id" | "squadIds" | "matchId">,
  accounts: readonly PlayerAccount[],
): AccountNotice[] {
  const eventId = eventIdOfFixture(fixture.id);
  if (!callUpSaved(fixture) || fixture.matchId || !isEventId(eventId)) return [];
  const squad = new Set<string>(fixture.squadIds);
  return accounts.map(({ user, playerId }) => ({
    user,
    notice: { eventId, status: squad.has(playerId) ? "convocado" : "no_convocado" },
  }));
}
