// Which servers the app can reach (the AI service, the sharing server). The app's own
// Content-Security-Policy (vite.config.ts) decides what the browser lets it connect to: any
// https:// address, and plain http:// only on this computer under the names listed here. A CSP
// cannot list an IPv6 address ([::1] is ignored as an invalid source) nor a range (all of
// 127.0.0.0/8), so the forms accept exactly what the policy allows: an address the form took
// and the browser then refused would fail with a message blaming the server, or wait for ever.

/** Plain-http hosts of this computer, as the CSP's connect-src lists them (any port). */
export const LOCAL_HTTP_HOSTS = ["localhost", "127.0.0.1", "*.localhost"] as const;

/** The connect-src sources for LOCAL_HTTP_HOSTS: 'http://localhost:*' and so on. */
export const localHttpSources = LOCAL_HTTP_HOSTS.map((host) => `http://${host}:*`);

/** Whether the browser lets the app connect to the address under its CSP. */
export function canConnect(url: URL): boolean {
  if (url.protocol === "https:") return true;
  if (url.protocol !== "http:") return false;
  const host = url.hostname.toLowerCase();
  return LOCAL_HTTP_HOSTS.some((allowed) =>
    allowed.startsWith("*.") ? host.endsWith(allowed.slice(1)) : host === allowed,
  );
}

/** Beside a field whose http:// address the app is not allowed to reach. */
export const LOCAL_HTTP_ONLY =
  "Con http:// la app solo puede conectarse a este mismo ordenador escrito como localhost o 127.0.0.1 (el navegador bloquea cualquier otra dirección, también [::1] o 127.0.0.2). Usa una de esas dos, o una dirección https://.";
