// The sharing status line of the top bar and its lasting notices (docs/sync.md lists every text).
// Tiny: the shell loads it.
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
  /** The server refused a change made here; the coach has not read what became of it yet. */
  | "refused"
  /** Records the server refused and never had, kept on this device only (count: how many). */
  | "unshared"
  /** Documents of the server this device cannot read, set aside (count: how many). */
  | "unreadable"
  /** Team data that does not fit in this browser's storage: part of it is not shown here. */
  | "storage";

export function pendingText(n: number): string {
  return n === 1 ? "1 cambio pendiente" : `${n} cambios pendientes`;
}

/** `count`: the records not shared, or the documents set aside, for those two states. */
export function statusText(state: SyncState, pending: number, count = 1): string {
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
    case "unshared":
      return count === 1 ? "1 registro no compartido" : `${count} registros no compartidos`;
    case "unreadable":
      return count === 1
        ? "Un documento del servidor no se puede leer"
        : `${count} documentos del servidor no se pueden leer`;
    case "storage":
      return "Datos que no caben en este navegador";
    case "offline":
      return pending > 0 ? `Sin conexión · ${pendingText(pending)}` : "Sin conexión";
    case "pending":
      return pending > 0 ? pendingText(pending) : "Sincronizando…";
    case "synced":
      return pending > 0 ? pendingText(pending) : "Sincronizado";
  }
}

/** Names a document set aside (`describeDoc`) to the coach, until it is mended. */
export function asideNotice(name: string, depth: number): string {
  return `Se ha dejado aparte «${name}», que llegó del servidor: sus datos están anidados a más de ${depth} niveles y este dispositivo no puede leerlo. El resto del equipo sigue sincronizándose.`;
}

/** Says what of the team did not fit in this browser, and how to make room. */
export function leftOutNotice(leftOut: string[]): string {
  return `Datos que no caben en este navegador: ${leftOut.join("; ")}. Lo demás está guardado y sigue sincronizándose. Para hacer sitio, exporta una copia de seguridad (en «Datos») y borra lo que ya no necesites, como insights guardados o sesiones antiguas, o usa un navegador con más espacio.`;
}
