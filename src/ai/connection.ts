// Whether the AI settings can be used for a call, decided before any network traffic.
import type { AiSettings } from "../domain/records/types";
import { canConnect } from "../domain/data/connect-address";
import { parseHttpUrl } from "../domain/base/url";

export type Readiness = "ready" | "invalid-url" | "blocked-url" | "missing-key" | "missing-model";

/** Parses a base URL, accepting only http(s). */
export function parseBaseUrl(baseUrl: string): URL | null {
  return parseHttpUrl(baseUrl);
}

/**
 * A server on this machine (Ollama, LM Studio) usually needs no key, so an empty key is fine
 * there; anywhere else it would only earn a 401.
 */
export function isLocalBaseUrl(baseUrl: string): boolean {
  const url = parseBaseUrl(baseUrl);
  if (!url) return false;
  const host = url.hostname.toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "[::1]" ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

export function readiness(settings: AiSettings): Readiness {
  const url = parseBaseUrl(settings.baseUrl);
  if (!url) return "invalid-url";
  // Stored before the form refused it (or restored): the browser would block the call, and the
  // failure would read as the server's fault.
  if (!canConnect(url)) return "blocked-url";
  if (!settings.model.trim()) return "missing-model";
  if (!settings.apiKey.trim() && !isLocalBaseUrl(settings.baseUrl)) return "missing-key";
  return "ready";
}
