// The squad's accounts in one step (docs/sync.md, "The players' replies"): the guardians the coach
// keeps beside the players' accounts (a mother answering for two siblings), and the accounts
// file 'Configuración' exports for `team:create --accounts`, with a new password for every
// account, shown once. Pure: the random bytes are given.
import { isObject } from "../base/guards";
import { LIMITS } from "../base/limits";
import type { PlayerAccount } from "./coach";
import { isPlayerUser } from "./documents";
import type { Reply } from "./documents";

/** An account that answers for one or more players: `players` are their accounts. */
export type Guardian = { user: string; name: string; relation: string; players: string[] };

export const GUARDIAN_NAME_MAX = 60;
export const GUARDIAN_RELATION_MAX = 40;

/** The guardians kept beside the accounts (key `playerAccounts`, `guardians`); bad entries left out. */
export function readGuardians(value: unknown): Guardian[] {
  const list = isObject(value) && Array.isArray(value.guardians) ? value.guardians : [];
  const seen = new Set<string>();
  return list.slice(0, LIMITS.lists.players).flatMap((g): Guardian[] => {
    if (!isObject(g) || !isPlayerUser(g.user) || seen.has(g.user)) return [];
    const { name, relation } = g;
    if (typeof name !== "string" || name.trim() === "" || name.length > GUARDIAN_NAME_MAX)
      return [];
    if (typeof relation !== "string" || relation.trim() === "") return [];
    if (relation.length > GUARDIAN_RELATION_MAX) return [];
    const players = Array.isArray(g.players) ? [...new Set(g.players.filter(isPlayerUser))] : [];
    if (players.length === 0) return [];
    seen.add(g.user);
    return [{ user: g.user, name: name.trim(), relation: relation.trim(), players }];
  });
}

/**
 * A guardian typed in 'Configuración', checked: an account the app accepts, not a player's nor
 * another guardian's, a name, a relation and at least one linked player.
 */
export function addGuardian(
  guardians: readonly Guardian[],
  accounts: readonly PlayerAccount[],
  typed: { user: string; name: string; relation: string; players: readonly string[] },
): { ok: true; value: Guardian[] } | { ok: false; message: string } {
  const user = typed.user.trim().toLowerCase();
  const name = typed.name.trim();
  const relation = typed.relation.trim();
  if (!isPlayerUser(user))
    return {
      ok: false,
      message:
        "La cuenta solo puede tener minúsculas sin tildes, cifras, '.', '_' o '-' (hasta 64), y empezar por una letra o cifra.",
    };
  if (accounts.some((a) => a.user === user) || guardians.some((g) => g.user === user))
    return { ok: false, message: `La cuenta «${user}» ya es de otra persona del equipo.` };
  if (name === "" || name.length > GUARDIAN_NAME_MAX)
    return { ok: false, message: `Escribe su nombre (hasta ${GUARDIAN_NAME_MAX} caracteres).` };
  if (relation === "" || relation.length > GUARDIAN_RELATION_MAX)
    return {
      ok: false,
      message: `Escribe qué es del jugador: madre, padre, tutor/a… (hasta ${GUARDIAN_RELATION_MAX} caracteres).`,
    };
  const linked = new Set(accounts.map((a) => a.user));
  const players = [...new Set(typed.players)].filter((p) => linked.has(p));
  if (players.length === 0)
    return { ok: false, message: "Marca al menos un jugador con cuenta por el que responde." };
  return { ok: true, value: [...guardians, { user, name, relation, players }] };
}

/** 'respondió su madre' under a reply a guardian wrote; '' when the player answered himself. */
export function answeredByText(reply: Pick<Reply, "user" | "by">, guardians: readonly Guardian[]) {
  if (reply.by === undefined || reply.by === reply.user) return "";
  const g = guardians.find((x) => x.user === reply.by);
  return g ? `respondió su ${g.relation}` : `respondió «${reply.by}»`;
}

/** No 0/O, 1/l/I: read aloud or copied by hand without a mistake. */
const ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const PASSWORD_LENGTH = 14;

/** A password from random bytes (one byte per character; 56 letters: about 81 bits in 14). */
export function passwordFrom(bytes: Uint8Array): string {
  if (bytes.length < PASSWORD_LENGTH) throw new Error("not enough random bytes");
  return Array.from(bytes.slice(0, PASSWORD_LENGTH), (b) => ALPHABET[b % ALPHABET.length]).join("");
}

export type AccountsFile = {
  version: 1;
  team: string;
  players: { playerId: string; name: string; user: string; password: string }[];
  guardians: (Guardian & { password: string })[];
};

/**
 * The file for `team:create --accounts`: every linked player of the squad (by name) and every
 * guardian of one of them, each with a new password, and the list to hand out. A guardian none of
 * whose players is in the file is left out (team:create would refuse him).
 */
export function accountsFile(
  team: string,
  accounts: readonly PlayerAccount[],
  squad: readonly { id: string; name: string }[],
  guardians: readonly Guardian[],
  password: () => string,
): { file: AccountsFile; handOut: { name: string; user: string; password: string }[] } {
  const names = new Map(squad.map((p) => [p.id, p.name]));
  const players = accounts.flatMap((a) => {
    const name = names.get(a.playerId);
    return name ? [{ playerId: a.playerId, name, user: a.user, password: password() }] : [];
  });
  const inFile = new Set(players.map((p) => p.user));
  const family = guardians.flatMap((g) => {
    const kids = g.players.filter((u) => inFile.has(u));
    return kids.length > 0 ? [{ ...g, players: kids, password: password() }] : [];
  });
  const handOut = [
    ...players.map((p) => ({ name: p.name, user: p.user, password: p.password })),
    ...family.map((g) => ({
      name: `${g.name} (${g.relation})`,
      user: g.user,
      password: g.password,
    })),
  ];
  return { file: { version: 1, team, players, guardians: family }, handOut };
}
