// The one check for a user- or AI-supplied web address (photo, logo, AI base URL, Markdown link):
// only http(s) with a host is accepted, so javascript:, data:, file: and relative addresses
// never reach an <img>, an <a> or a fetch.

/** The address as a URL when it is http(s) with a host (surrounding spaces ignored), else null. */
export function parseHttpUrl(text: string): URL | null {
  if (typeof text !== "string") return null;
  try {
    const url = new URL(text.trim());
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== ""
      ? url
      : null;
  } catch {
    return null;
  }
}

/** True when the address is http(s) with a host. */
export function isHttpUrl(text: string | undefined): text is string {
  return typeof text === "string" && parseHttpUrl(text) !== null;
}
