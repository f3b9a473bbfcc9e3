// The players' accounts on the replies database (key `playerAccounts`), kept by the coach: which
// account is which player, so a reply counts for him. A slot of the store, saved by its commit:
// live across tabs (its `storage` listener) and from the sync engine (its port's commit).
import { playerAccountsKey } from "../config/storage-keys";
import { linkAccount, readPlayerAccounts } from "../domain/replies/coach";
import type { PlayerAccount } from "../domain/replies/coach";
import type { PlayerId } from "../domain/base/ids";
import { readSideText, sideKeyText } from "../storage/side-keys";
import type { SideKeySpec } from "../storage/side-keys";
import { commit, getList, getSide, useStoreVersion } from "./store";
import { failed, fromWrite } from "./result";
import type { CommandResult } from "./result";

/** The side key's reader: its migrations, then the list's reader. */
export const playerAccountsSide: SideKeySpec<PlayerAccount[]> = {
  kind: "playerAccounts",
  read: readPlayerAccounts,
  fallback: () => [],
};

const read = (): PlayerAccount[] =>
  getSide(playerAccountsKey, (raw) => readSideText(raw, playerAccountsSide).value);

export const getPlayerAccounts = read;

export function usePlayerAccounts(): PlayerAccount[] {
  return useStoreVersion(read);
}

/** The text the accounts are stored as. */
export const playerAccountsText = (accounts: readonly PlayerAccount[]) =>
  sideKeyText("playerAccounts", { accounts });

/** Links a player to an account ('' unlinks him); a taken or unusable name is refused. */
export function savePlayerAccount(playerId: PlayerId, typed: string): CommandResult {
  const names = new Map(getList("players").items.map((p) => [p.id, p.name]));
  const next = linkAccount(read(), playerId, typed, (id) => names.get(id));
  if (!next.ok) return failed(next.message);
  return save(next.value);
}

/**
 * Saves the accounts typed for several players at once ('' unlinks): the players' old accounts
 * are let go first, so two players can swap accounts. Nothing is written when one is refused.
 */
export function savePlayerAccounts(
  typed: readonly { playerId: PlayerId; user: string }[],
): CommandResult {
  const names = new Map(getList("players").items.map((p) => [p.id, p.name]));
  const changed = new Set(typed.map((t) => t.playerId));
  let next = read().filter((a) => !changed.has(a.playerId));
  for (const t of typed) {
    const r = linkAccount(next, t.playerId, t.user, (id) => names.get(id));
    if (!r.ok) return failed(`${names.get(t.playerId) ?? "Jugador"}: ${r.message}`);
    next = r.value;
  }
  return save(next);
}

const save = (accounts: readonly PlayerAccount[]): CommandResult =>
  fromWrite(commit({}, { [playerAccountsKey]: playerAccountsText(accounts) }));
