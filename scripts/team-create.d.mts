export type Limits = { shortText: number; note: number; url: number; insight: number };
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
  reasonMax: number;
  shortText: number;
};
export function readReplyRules(source?: string, limits?: Limits): ReplyRules;
export function validateRepliesUpdate(options: { staff: string[]; rules?: ReplyRules }): string;
export function parsePlayer(text: string, rules?: ReplyRules): { name: string; password: string };
export function parseUser(text: string): { name: string; password: string; role: string };
export function createTeam(options: {
  url: string | undefined;
  admin: string | undefined;
  adminPassword: string | undefined;
  db: string | undefined;
  users: string[];
  players?: string[];
}): Promise<string[]>;
