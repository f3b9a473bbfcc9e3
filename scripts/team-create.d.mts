export const VALIDATE_DOC_UPDATE: string;
export function parseUser(text: string): { name: string; password: string; role: string };
export function createTeam(options: {
  url: string | undefined;
  admin: string | undefined;
  adminPassword: string | undefined;
  db: string | undefined;
  users: string[];
}): Promise<string[]>;
