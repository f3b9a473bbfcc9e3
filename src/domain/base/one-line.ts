// Values that end up in a one-line-per-record format (the call-up text for the team chat, the
// .ics calendar file) come from the coach, a restored backup or a synced document, so they may
// hold line breaks or other control characters. Written as they are, a name with a line break
// starts a line of its own ('*Cambio de hora: 08:00*' in the chat) and a fixture id with one
// adds an event to the calendar. Every such value passes through here first.

/** Line breaks, tabs and other control or separator characters, and runs of spaces. */
const BREAKS = /[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu;

/** The value on one line: every run of whitespace or control characters becomes one space. */
export function oneLine(value: unknown): string {
  return String(value ?? "")
    .replace(BREAKS, " ")
    .trim();
}

/**
 * An id as a token with no separators: letters, digits and `.`, `_`, `~`, `-` stay, every other
 * UTF-16 unit becomes `%uXXXX` (fixed width, so two different ids never give the same token).
 */
export function safeToken(id: string): string {
  return String(id).replace(
    /[^A-Za-z0-9._~-]/g,
    (c) => `%u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`,
  );
}
