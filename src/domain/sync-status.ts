// The sharing status line of the top bar (docs/sync.md lists every text). Tiny: the shell loads it.
/** The status line of the top bar (docs/sync.md lists every text). */
export type SyncState =
  | "off"
  | "starting"
  | "synced"
  | "pending"
  | "offline"
  | "signin"
  /** The server refused a change made here; it was undone and the coach has not read why yet. */
  | "refused";

export function pendingText(n: number): string {
  return n === 1 ? "1 cambio pendiente" : `${n} cambios pendientes`;
}

export function statusText(state: SyncState, pending: number): string {
  switch (state) {
    case "off":
      return "";
    case "starting":
      return "Conectando…";
    case "signin":
      return "Inicia sesión";
    case "refused":
      return "Cambio rechazado por el servidor";
    case "offline":
      return pending > 0 ? `Sin conexión · ${pendingText(pending)}` : "Sin conexión";
    case "pending":
      return pending > 0 ? pendingText(pending) : "Sincronizando…";
    case "synced":
      return pending > 0 ? pendingText(pending) : "Sincronizado";
  }
}
