// The calendar file's text (RFC 5545), one rule for the one-off download ('Exportar calendario')
// and the subscription address the coach's device keeps up to date. Pure: the caller gives the
// events and the instant; nothing here reads a clock.
//
// A calendar that subscribed to the address reads the whole file again every few hours and
// updates an event it already has only when its SEQUENCE grew (Outlook, Apple) or its
// LAST-MODIFIED moved (Google): `feedIcs` carries both over from the file it replaces, and
// raises them only for an event whose content changed, so an untouched file is the same text.
import { oneLine, safeToken } from "../base/one-line";
import type { CalendarEvent } from "./fixtures";

const CRLF = "\r\n";
/** A content line's most octets, the line break left out (RFC 5545 §3.1). */
const MAX_OCTETS = 75;
const SAFE_UID = /^[A-Za-z0-9._~%@-]+$/;

/** TEXT values: backslash, semicolon and comma escaped; every line break on one line. */
export const icsText = (value: unknown): string =>
  oneLine(value).replace(/[\\;,]/g, (c) => `\\${c}`);

const octets = (c: string) => {
  const n = c.codePointAt(0) ?? 0;
  return n < 0x80 ? 1 : n < 0x800 ? 2 : n < 0x10000 ? 3 : 4;
};

/**
 * One content line folded: no physical line over 75 octets, each continuation starting with a
 * space, never splitting a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const c of line) {
    const n = octets(c);
    if (size + n > MAX_OCTETS) {
      out.push(current);
      current = " ";
      size = 1;
    }
    current += c;
    size += n;
  }
  out.push(current);
  return out.join(CRLF);
}

/** Undoes `foldLine` for a whole file: its content lines. */
export const unfold = (text: string): string[] =>
  text
    .replace(/\r?\n[ \t]/g, "")
    .split(/\r?\n/)
    .filter((l) => l !== "");

/** '20261128T173000Z' */
export const icsUtc = (at: Date): string =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** An event's UID: its id when it is already a safe token, else the id made one. */
const uidOf = (id: string) => (SAFE_UID.test(id) ? id : safeToken(id));

/** The lines of an event that say what it is (the ones a change of the event changes). */
function contentLines(e: CalendarEvent): string[] {
  const location = icsText(e.location);
  return [
    `UID:${uidOf(e.id)}`,
    `DTSTART:${icsUtc(e.start)}`,
    `DTEND:${icsUtc(e.end)}`,
    `SUMMARY:${icsText(e.summary)}`,
    `DESCRIPTION:${icsText(e.description)}`,
    ...(location ? [`LOCATION:${location}`] : []),
    `STATUS:${e.cancelled === true ? "CANCELLED" : "CONFIRMED"}`,
  ];
}

/** How often a subscribed calendar should read the address again (a hint; Google ignores it). */
const REFRESH = "PT1H";

/** The file's opening lines, with the calendar's name. */
export const icsHead = (name: string): string =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Banquillo//Banquillo//ES",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsText(name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
  ]
    .map(foldLine)
    .join(CRLF) + CRLF;

export const ICS_TAIL = `END:VCALENDAR${CRLF}`;

/** An event's revision: how many times it changed, and when it last did. */
export type IcsRevision = { sequence: number; modified: Date };

/** One event's block, folded, ending with a line break. */
export function icsEvent(e: CalendarEvent, revision: IcsRevision): string {
  const at = icsUtc(revision.modified);
  return (
    [
      "BEGIN:VEVENT",
      ...contentLines(e),
      `SEQUENCE:${revision.sequence}`,
      `LAST-MODIFIED:${at}`,
      `DTSTAMP:${at}`,
      "END:VEVENT",
    ]
      .map(foldLine)
      .join(CRLF) + CRLF
  );
}

/** The whole file in one go (the subscription's; the download writes it a slice at a time). */
export const icsCalendar = (
  name: string,
  events: readonly CalendarEvent[],
  revision: (e: CalendarEvent) => IcsRevision,
): string => icsHead(name) + events.map((e) => icsEvent(e, revision(e))).join("") + ICS_TAIL;

type Previous = { sequence: number; modified: Date; content: string };

const REVISION_LINES = /^(SEQUENCE|LAST-MODIFIED|DTSTAMP)[:;]/;
const UTC = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

const utcOf = (v: string): Date | undefined => {
  const m = UTC.exec(v);
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)) : undefined;
};

/**
 * The events of a file this rule wrote, by UID: their revision and what they said. Anything
 * else (a damaged file, a line it does not know) is read as an event never published.
 */
export function icsRevisions(text: string): Map<string, Previous> {
  const out = new Map<string, Previous>();
  let block: string[] | null = null;
  for (const line of unfold(text)) {
    if (line === "BEGIN:VEVENT") block = [];
    else if (line === "END:VEVENT" && block) {
      const uid = block.find((l) => l.startsWith("UID:"))?.slice(4);
      const seq = Number(block.find((l) => l.startsWith("SEQUENCE:"))?.slice(9));
      const modified = utcOf(block.find((l) => l.startsWith("LAST-MODIFIED:"))?.slice(14) ?? "");
      if (uid && modified)
        out.set(uid, {
          sequence: Number.isSafeInteger(seq) && seq >= 0 ? seq : 0,
          modified,
          content: block.filter((l) => !REVISION_LINES.test(l)).join("\n"),
        });
      block = null;
    } else block?.push(line);
  }
  return out;
}

/**
 * The subscription's file: `events` with the revisions of `previous` (the file it replaces, ""
 * for none). An event that says the same keeps its SEQUENCE and LAST-MODIFIED; one that changed
 * (moved, renamed, cancelled) gets SEQUENCE + 1 and `now`; a new one 0 and `now`.
 */
export function feedIcs(
  name: string,
  events: readonly CalendarEvent[],
  previous: string,
  now: Date,
): string {
  const before = icsRevisions(previous);
  return icsCalendar(name, events, (e) => {
    const old = before.get(uidOf(e.id));
    if (!old) return { sequence: 0, modified: now };
    if (old.content === contentLines(e).join("\n")) return old;
    return { sequence: old.sequence + 1, modified: now };
  });
}
