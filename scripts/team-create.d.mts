export type Limits = {
  shortText: number;
  note: number;
  url: number;
  insight: number;
};
export function readLimits(source?: string): Limits;
import type { DocContract } from "../src/domain/records/doc-contract";
export const RECORD_MODULES: Record<string, string>;
export function readDocFields(read?: (file: string) => string): DocContract["fields"];
export function teamContract(options?: {
  limits?: Limits;
  fields?: DocContract["fields"];
}): DocContract;
export function validateDocUpdate(options: { coaches: string[]; contract?: DocContract }): string;
export type ReplyRules = {
  user: string;
  eventId: string;
  date: string;
  time: string;
  season: string;
  reasonMax: number;
  seasonMax: number;
  shortText: number;
  squad: number;
  types: Record<string, { by: "staff" | "player"; fields: readonly string[] }>;
};
export function readReplyRules(source?: string, limits?: Limits): ReplyRules;
export function playerDbName(db: string, user: string): string;
export function validatePlayerUpdate(options: {
  player: string;
  writers: string[];
  staff: string[];
  rules?: ReplyRules;
}): string;
export function parsePlayer(text: string, rules?: ReplyRules): { name: string; password: string };
export type AccountsFile = {
  version: 1;
  team: string;
  players: { playerId: string; name: string; user: string; password?: string }[];
  guardians: {
    user: string;
    name: string;
    relation: string;
    password?: string;
    players: string[];
  }[];
};
export function readAccounts(
  value: unknown,
  db: string | undefined,
  rules?: ReplyRules,
): {
  players: AccountsFile["players"];
  guardians: AccountsFile["guardians"];
};
export function parseUser(text: string): { name: string; password: string; role: string };
export function createTeam(options: {
  url: string | undefined;
  admin: string | undefined;
  adminPassword: string | undefined;
  db: string | undefined;
  users: string[];
  players?: string[];
  accounts?: unknown;
}): Promise<string[]>;
