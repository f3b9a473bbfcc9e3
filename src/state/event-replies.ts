// One event's replies for the coach: counted over the squad's players linked to an account
// (domain/replies/coach.ts). Undefined while sharing has not read the replies database on this
// page, or when no player is linked and nobody answered: the screens then show nothing.
import { useMemo } from "react";
import { eventReplies } from "../domain/replies/coach";
import type { EventReplies } from "../domain/replies/coach";
import { usePlayers } from "./hooks";
import { answeredByText } from "../domain/replies/accounts-file";
import { useGuardians, usePlayerAccounts } from "./player-accounts";
import { useReplies } from "./replies";

export function useEventReplies(eventId: string): EventReplies | undefined {
  const { ready, replies } = useReplies();
  const accounts = usePlayerAccounts();
  const players = usePlayers();
  const guardians = useGuardians();
  return useMemo(() => {
    if (!ready) return undefined;
    const by = (reply: Parameters<typeof answeredByText>[0]) => answeredByText(reply, guardians);
    const r = eventReplies(eventId, replies, accounts, players, by);
    const any =
      r.voy.length + r.noVoy.length + r.duda.length + r.sinResponder.length + r.unlinked.length;
    return any > 0 ? r : undefined;
  }, [ready, eventId, replies, accounts, players, guardians]);
}
