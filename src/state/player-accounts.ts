// The players' accounts (key `playerAccounts`), kept by the coach: which account is which player,
// so a reply counts for him, and the guardians who answer for them (synced as their own documents,
// `guardian:<account>`, and in the backup).
// A slot of the store, saved by its commit: live across tabs (its `storage` listener) and from
// the sync engine (its port's commit).
import { playerAccountsKey } from "../config/storage-keys";
import { readGuardians } from "../domain/replies/accounts-file";
import type { Guardian } from "../domain/replies/accounts-file";
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

/** The guardians, kept under the same key (`guardians`). */
const guardiansSide: SideKeySpec<Guardian[]> = {
  kind: "playerAccounts",
  read: (v) => ({ value: readGuardians(v), repaired: false }),
  fallback: () => [],
};
/** The key holds both; the store keeps one reading per key. */
const readBoth = () =>
  getSide(playerAccountsKey, (raw) => ({
    accounts: readSideText(raw, playerAccountsSide).value,
    guardians: readSideText(raw, guardiansSide).value,
  }));
const read = (): PlayerAccount[] => readBoth().accounts;

export const getPlayerAccounts = read;

export const getGuardians = (): Guardian[] => readBoth().guardians;

export function useGuardians(): Guardian[] {
  return useStoreVersion(getGuardians);
}

/** Saves the guardians (the accounts stay as they are). */
export function saveGuardians(guardians: readonly Guardian[]): CommandResult {
  return fromWrite(commit({}, { [playerAccountsKey]: playerAccountsText(read(), guardians) }));
}

export function usePlayerAccounts(): PlayerAccount[] {
  return useStoreVersion(read);
}

/** The text the accounts are stored as, with the guardians (this device's unless given). */
export const playerAccountsText = (
  accounts: readonly PlayerAccount[],
  guardians: readonly Guardian[] = getGuardians(),
) => sideKeyText("playerAccounts", guardians.length > 0 ? { accounts, guardians } : { accounts });

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
