// Settings a deployment gives at build time (Vite reads `VITE_*` from the environment or an
// `.env` file; docs/sync.md, "La vista del jugador").

declare global {
  interface ImportMetaEnv {
    /** Servers a player's invitation may name beside the app's own site: addresses, space- or comma-separated. */
    readonly VITE_PLAYER_SERVERS?: string;
  }
}

/** The servers a player's invitation may name besides the app's own site. */
export const playerServers: readonly string[] = (import.meta.env.VITE_PLAYER_SERVERS ?? "")
  .split(/[\s,]+/)
  .filter((s) => s !== "");
