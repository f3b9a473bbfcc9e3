// What each player is told of a saved call-up: 'Convocado' or 'No convocado' for that fixture,
// one notice per player account, written into that player's own database (so nobody learns
// another's). Pure: the staff's device writes what these give.
import type { Fixture } from "../records/fixture";
import { callUpSaved } from "../calendar/callup";
import { eventIdOfFixture, isEventId } from "./documents";
import type { CallUpNotice } from "./documents";
import type { PlayerAccount } from "./coach";

/** One account's notice for one fixture. */
export type AccountNotice = { user: string; notice: CallUpNotice };

/**
 * The notices of one fixture's saved call-up: every account linked to a player gets
 * 'convocado' when his player is in `squadIds`, else 'no_convocado'. None for a fixture whose
 * call-up is not saved, that was played, or whose id the replies database refuses. A notice
 * already published with the same status (`published(user)`) is kept as it is, with its time,
 * so saving the call-up again tells only those whose status changed.
 */
export function callUpNotices(
  fixture: Pick<Fixture, "id" | "squadIds" | "matchId">,
  accounts: readonly PlayerAccount[],
  publishedAt: string,
  published: (user: string, eventId: string) => CallUpNotice | undefined = () => undefined,
): AccountNotice[] {
  const eventId = eventIdOfFixture(fixture.id);
  if (!callUpSaved(fixture) || fixture.matchId || !isEventId(eventId)) return [];
  const squad = new Set<string>(fixture.squadIds);
  return accounts.map(({ user, playerId }) => {
    const status = squad.has(playerId) ? "convocado" : "no_convocado";
    const before = published(user, eventId);
    return {
      user,
      notice: before?.status === status ? before : { eventId, status, publishedAt },
    };
  });
}

/**
 * What to write of the fixtures' call-ups from `today` on, per account: the notices that are new
 * or whose status changed (an unchanged one is not written again).
 */
export function callUpNoticeChanges(
  fixtures: readonly Pick<Fixture, "id" | "squadIds" | "matchId" | "date">[],
  accounts: readonly PlayerAccount[],
  today: string,
  publishedAt: string,
  published: (user: string, eventId: string) => CallUpNotice | undefined,
): AccountNotice[] {
  return fixtures
    .filter((f) => f.date >= today)
    .flatMap((f) => callUpNotices(f, accounts, publishedAt, published))
    .filter(({ user, notice }) => published(user, notice.eventId) !== notice);
}
