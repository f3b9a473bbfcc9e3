// Where the pitch drawing puts every dot and label, as plain numbers in the
// drawing's own units, so the rules can be tested without a browser:
// - the team attacks upward: the goalkeeper at the bottom, the forwards at the top;
// - seen from the team's point of view, right-sided roles are on the right: a line is drawn from
//   right to left in position order (the demo's 'Lateral derecho' is the first defender), unless
//   its role names say the opposite ('izquierdo' first), in which case the line is mirrored;
// - labels are shortened to fit their box, boxes never overlap each other or another row's dots,
//   and never cross the pitch's edge. The full text stays in the position's <title> and label.

/** The drawing's size (a pitch of 68 × 105 m, ten units a metre). */
export const PITCH_W = 680;
export const PITCH_H = 1050;

export type LayoutInput = {
  key: string;
  role: string;
  /** The player's surname (already shortened by the caller), when a lineup is drawn. */
  name?: string | null | undefined;
};

export type Box = { x: number; y: number; w: number; h: number };

export type PlacedPosition = {
  key: string;
  row: number;
  x: number;
  y: number;
  /** Dot radius. */
  r: number;
  roleLines: string[];
  nameLine: string | null;
  /** The label box under the dot (zero height when there is no room for any text). */
  box: Box;
  fontSize: number;
  nameFontSize: number;
  lineHeight: number;
};

export type PitchLayout = { positions: PlacedPosition[]; scale: number };

/** Widths of one character in ems, chosen for wide fonts (DejaVu Sans) so text never overflows. */
const EM_REGULAR = 0.62;
const EM_BOLD = 0.7;

const DOT_R = 36;
const LABEL_GAP = 8;
const ROLE_FONT = 20;
const NAME_FONT = 22;
const LINE_H = 24;
const BOX_PAD_X = 8;
const BOX_PAD_Y = 5;
/** Clear space between two labels, or between a label and the pitch's edge. */
const CLEAR = 6;
/** The outermost dot's distance from the touchline. */
const SIDE_MARGIN = 84;
const MAX_GAP = 200;
const GK_Y = PITCH_H - 130;
const TOP_Y = 130;
const LAST_ROW_Y = PITCH_H - 310;
const LONE_ROOM = 300;
const MIN_SCALE = 0.3;

const ABBREVIATIONS: [RegExp, string][] = [
  [/\bderech[oa]\b/gi, "der."],
  [/\bizquierd[oa]\b/gi, "izq."],
  [/\bcentral\b/gi, "cent."],
  [/\bmediocampista\b/gi, "medioc."],
  [/\bcentrocampista\b/gi, "centroc."],
  [/\bdelantero\b/gi, "del."],
  [/\bdefensor\b/gi, "def."],
  [/\blateral\b/gi, "lat."],
];

function clipTo(text: string, max: number): string {
  if (max <= 0) return "";
  if (text.length <= max) return text;
  if (max === 1) return "…";
  return `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Splits by words into at most `maxLines` lines of `maxChars`; the last one is clipped. */
export function wrapLabel(text: string, maxChars: number, maxLines = 2): string[] {
  const words = String(text ?? "")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (maxChars <= 0 || maxLines <= 0 || words.length === 0) return [];
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= maxChars || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  const kept = lines.slice(0, maxLines);
  const overflow = lines.length > maxLines;
  return kept.map((l, i) =>
    i === kept.length - 1 && overflow
      ? clipTo(`${l} ${lines[maxLines]}`, maxChars)
      : clipTo(l, maxChars),
  );
}

/** A role shortened to fit: whole if it fits, then with the usual abbreviations, then clipped. */
export function shortRole(role: string, maxChars: number, maxLines: number): string[] {
  const whole = wrapLabel(role, maxChars, maxLines);
  if (!whole.some((l) => l.endsWith("…"))) return whole;
  let short = String(role ?? "");
  for (const [re, abbr] of ABBREVIATIONS) {
    // Keep a capital where the word had one: 'Lateral derecho' → 'Lat. der.'.
    short = short.replace(re, (word) =>
      word[0] === word[0]!.toLocaleUpperCase("es")
        ? abbr[0]!.toLocaleUpperCase("es") + abbr.slice(1)
        : abbr,
    );
  }
  return wrapLabel(short, maxChars, maxLines);
}

/** Which side a role's name puts it on, if it says. */
export function sideOf(role: string): "right" | "left" | undefined {
  const r = String(role ?? "").toLocaleLowerCase("es");
  if (/\bderech[oa]\b|\bder\.|\bdcho\b/.test(r)) return "right";
  if (/\bizquierd[oa]\b|\bizq\.|\bizdo\b/.test(r)) return "left";
  return undefined;
}

/**
 * Whether a line is drawn right to left (its first position on the right, the default) or
 * mirrored, so that as many roles as possible that name a side end on that side.
 */
export function drawsRightToLeft(roles: readonly string[]): boolean {
  const n = roles.length;
  let rtl = 0;
  let ltr = 0;
  roles.forEach((role, i) => {
    const side = sideOf(role);
    if (!side) return;
    const center = (n - 1) / 2;
    // x rank of position i when drawn right to left: n-1-i; left to right: i.
    const rankRtl = n - 1 - i;
    const rankLtr = i;
    const good = (rank: number) =>
      side === "right" ? rank > center : side === "left" ? rank < center : false;
    if (good(rankRtl)) rtl += 1;
    if (good(rankLtr)) ltr += 1;
  });
  return rtl >= ltr;
}

function rowXs(n: number): { xs: number[]; gap: number } {
  if (n <= 1) return { xs: [PITCH_W / 2], gap: Infinity };
  const gap = Math.min(MAX_GAP, (PITCH_W - 2 * SIDE_MARGIN) / (n - 1));
  const start = PITCH_W / 2 - (gap * (n - 1)) / 2;
  return { xs: Array.from({ length: n }, (_, i) => start + i * gap), gap };
}

function rowYs(count: number): number[] {
  const ys = [GK_Y];
  const outfield = count - 1;
  for (let i = 0; i < outfield; i++) {
    ys.push(
      outfield === 1
        ? (TOP_Y + LAST_ROW_Y) / 2
        : LAST_ROW_Y - (i * (LAST_ROW_Y - TOP_Y)) / (outfield - 1),
    );
  }
  return ys;
}

/**
 * Places every position. `rows[0]` is the goalkeeper's row, the last row the forwards'. One
 * scale for the whole drawing shrinks dots and text when many lines or many players per line
 * leave less room, so nothing overlaps.
 */
export function pitchLayout(rows: readonly (readonly LayoutInput[])[]): PitchLayout {
  // A label has at most two lines: two of role, or one of role and the player's name.
  const linesPerLabel = 2;
  const ys = rowYs(rows.length);
  // Vertical room: a row's label must end above the next row's dots.
  let minRowGap = Infinity;
  for (let i = 1; i < ys.length; i++) minRowGap = Math.min(minRowGap, ys[i - 1]! - ys[i]!);
  const labelDepth = DOT_R + LABEL_GAP + linesPerLabel * LINE_H + 2 * BOX_PAD_Y;
  const needV = labelDepth + DOT_R + CLEAR;
  // Horizontal room: two dots side by side.
  let minGap = Infinity;
  for (const row of rows) minGap = Math.min(minGap, rowXs(row.length).gap);
  const needH = 2 * DOT_R + 2 * CLEAR;
  const scale = Math.max(MIN_SCALE, Math.min(1, minRowGap / needV, minGap / needH));

  const r = DOT_R * scale;
  const fontSize = ROLE_FONT * scale;
  const nameFontSize = NAME_FONT * scale;
  const lineHeight = LINE_H * scale;
  const padX = BOX_PAD_X * scale;
  const padY = BOX_PAD_Y * scale;
  const positions: PlacedPosition[] = [];

  rows.forEach((row, rowIndex) => {
    const { xs, gap } = rowXs(row.length);
    const rtl = drawsRightToLeft(row.map((p) => p.role));
    const y = ys[rowIndex]!;
    row.forEach((pos, i) => {
      const x = xs[rtl ? row.length - 1 - i : i]!;
      // Half the box may reach halfway to each neighbour (less the clear space) and never
      // past the pitch's edge.
      const half = Math.min(
        row.length === 1 ? LONE_ROOM / 2 : (gap - CLEAR) / 2,
        x - CLEAR,
        PITCH_W - CLEAR - x,
      );
      const textRoom = Math.max(0, 2 * half - 2 * padX);
      const roleChars = Math.floor(textRoom / (fontSize * EM_REGULAR));
      const nameChars = Math.floor(textRoom / (nameFontSize * EM_BOLD));
      const name = pos.name ? String(pos.name) : null;
      const nameLine = name ? clipTo(name, nameChars) || null : null;
      const roleLines = shortRole(pos.role, roleChars, nameLine ? 1 : 2);
      const widest = Math.max(
        0,
        ...roleLines.map((l) => l.length * fontSize * EM_REGULAR),
        nameLine ? nameLine.length * nameFontSize * EM_BOLD : 0,
      );
      const lines = roleLines.length + (nameLine ? 1 : 0);
      const w = lines === 0 ? 0 : Math.min(2 * half, widest + 2 * padX);
      const h = lines === 0 ? 0 : lines * lineHeight + 2 * padY;
      positions.push({
        key: pos.key,
        row: rowIndex,
        x,
        y,
        r,
        roleLines,
        nameLine,
        box: { x: x - w / 2, y: y + r + LABEL_GAP * scale, w, h },
        fontSize,
        nameFontSize,
        lineHeight,
      });
    });
  });
  return { positions, scale };
}

/** Whether two boxes share any area. */
export function boxesOverlap(a: Box, b: Box): boolean {
  if (a.w <= 0 || a.h <= 0 || b.w <= 0 || b.h <= 0) return false;
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** The square around a dot, for overlap checks. */
export function dotBox(p: Pick<PlacedPosition, "x" | "y" | "r">): Box {
  return { x: p.x - p.r, y: p.y - p.r, w: 2 * p.r, h: 2 * p.r };
}
