// The sharing status line of the top bar (docs/sync.md lists every text). Tiny: the shell loads it.
/** The status line of the top bar (docs/sync.md lists every text). */
export type SyncState =
  | "off"
  | "starting"
  | "synced"
  | "pending"
  | "offline"
  | "signin"
  /** The server took the connection but did not answer in time; tried again in the background. */
  | "noanswer"
  /** The stored address is one the app may no longer reach (an earlier version accepted it). */
  | "address"
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
    case "noanswer":
      return "El servidor no responde";
    case "address":
      return "Dirección no admitida";
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
