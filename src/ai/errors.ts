// What went wrong with an AI call, in words a coach can act on. The key never appears in any
// text we show or log.
export type FailureKind =
  | "cancelled"
  | "timeout"
  /** The answer started, then nothing more arrived for the quiet interval. */
  | "stalled"
  | "network"
  | "auth"
  | "model"
  | "not-found"
  | "rate-limit"
  | "server"
  | "bad-request"
  | "unknown";

export type AiFailure = {
  kind: FailureKind;
  status?: number;
  /** The service's own message, already stripped of the key. */
  detail: string;
};

const HIDDEN = "[clave oculta]";

/** Replaces the key, and anything that looks like a bearer token or secret key, in a text. */
export function redact(text: string, apiKey: string): string {
  let out = text;
  const key = apiKey.trim();
  if (key.length >= 4) out = out.split(key).join(HIDDEN);
  return out
    .replace(/Bearer\s+[^\s"',]+/gi, `Bearer ${HIDDEN}`)
    .replace(/\bsk-[A-Za-z0-9_*-]{6,}/g, HIDDEN);
}

/** Sorts an HTTP failure by its status and the service's message. */
export function kindOfStatus(status: number, message: string): FailureKind {
  const aboutModel = /model|modelo/i.test(message);
  if (status === 401 || status === 403) return "auth";
  if (status === 404) return aboutModel ? "model" : "not-found";
  if (status === 429) return "rate-limit";
  if (status >= 500) return "server";
  if (
    (status === 400 || status === 422) &&
    aboutModel &&
    /not (found|exist)|does not exist|unknown|invalid|no existe/i.test(message)
  ) {
    return "model";
  }
  return "bad-request";
}

/** A plain Spanish sentence about a failure, for the settings test and the insights detail. */
export function describeFailure(f: AiFailure, model: string, host: string): string {
  const code = f.status ? ` (código ${f.status})` : "";
  switch (f.kind) {
    case "cancelled":
      return "La petición se canceló.";
    case "timeout":
      return `${host} tardó demasiado en responder. Revisa que el servicio esté en marcha e inténtalo de nuevo.`;
    case "stalled":
      return `${host} dejó de enviar la respuesta${f.detail ? ` (${f.detail})` : ""} y se dejó de esperar. Inténtalo de nuevo; si se repite, revisa el servicio.`;
    case "network":
      return `No se pudo conectar con ${host}: el servidor no está accesible o bloquea las peticiones desde el navegador (CORS). Revisa la URL base y, si es un servidor local, que esté en marcha y permita este origen.`;
    case "auth":
      return `La clave API es incorrecta o no tiene permiso para usar este servicio${code}.`;
    case "model":
      return `El modelo «${model}» no existe en este servicio o tu clave no tiene acceso a él${code}.`;
    case "not-found":
      return `No se encontró el servicio de chat en esa URL base${code}. Suele terminar en /v1.`;
    case "rate-limit":
      return `El servicio rechazó la petición por límite de uso o saldo agotado${code}. Espera un poco o revisa tu cuenta.`;
    case "server":
      return `El servicio tuvo un error interno${code}. Inténtalo de nuevo más tarde.`;
    case "bad-request":
      return `El servicio rechazó la petición${code}${f.detail ? `: ${f.detail}` : "."}`;
    default:
      return f.detail ? `Error inesperado: ${f.detail}` : "Error inesperado.";
  }
}
