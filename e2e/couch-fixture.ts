// The stand-in CouchDB as a Playwright fixture: one server per worker (src/testing/couch-server.ts), and
// `team()` prepares a fresh team database on it with `npm run team:create`'s code. Shared by the
// staff sharing spec and the players' replies specs.
import { test as base } from "@playwright/test";
import { createTeam } from "../scripts/team-create.mjs";
import { startCouchServer } from "../src/testing/couch-server";
import type { CouchServer } from "../src/testing/couch-server";

export type Couch = CouchServer & {
  /**
   * A fresh team database with these staff members (name:password:role) and, when given, these
   * players (name:password), each with his own database.
   */
  team(members: { users: string[]; players?: string[] }): Promise<string>;
};

export const test = base.extend<object, { couch: Couch }>({
  couch: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from this pattern
    async ({}, use) => {
      const server = await startCouchServer();
      let n = 0;
      await use({
        ...server,
        async team({ users, players = [] }) {
          const db = `banquillo_e2e_${process.pid}_${n++}`;
          await createTeam({
            url: server.url,
            admin: server.admin.name,
            adminPassword: server.admin.password,
            db,
            users,
            players,
          });
          return db;
        },
      });
      await server.close();
    },
    { scope: "worker" },
  ],
});
