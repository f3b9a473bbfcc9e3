export type Limits = { shortText: number; note: number; url: number; insight: number };
export function readLimits(source?: string): Limits;
export function validateDocUpdate(options: { coaches: string[]; limits?: Limits }): string;
export function parseUser(text: string): { name: string; password: string; role: string };
export function createTeam(options: {
  url: string | undefined;
  admin: string | undefined;
  adminPassword: string | undefined;
  db: string | undefined;
  users: string[];
}): Promise<string[]>;
