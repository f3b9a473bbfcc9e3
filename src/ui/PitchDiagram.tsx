// The one pitch drawing of the app: a green pitch with its markings, our goal at the bottom,
// one row per line (goalkeeper first), each position with its number and role name, and the
// player's name and shirt number when a lineup is given. Plain data in, SVG out.
import { cx } from "./cx";

export type PitchPosition = {
  key: string;
  /** Position number (1 = goalkeeper). */
  number: number;
  role: string;
  player?: { name: string; number?: number | undefined } | null | undefined;
};

type PitchDiagramProps = {
  /** rows[0] is the goalkeeper's row; the last row is the forwards'. */
  rows: PitchPosition[][];
  /** Accessible name of the drawing. */
  label?: string;
  className?: string;
  /** Marks the position being edited. */
  highlightKey?: string | undefined;
  /** Makes positions clickable (to pick a player for that role). */
  onSelect?: ((key: string) => void) | undefined;
};

const W = 680;
const H = 1050;
const LINE = "rgba(255,255,255,0.85)";

function clip(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function Markings() {
  const boxW = 403;
  const boxD = 165;
  const goalW = 183;
  const goalD = 55;
  return (
    <g fill="none" stroke={LINE} strokeWidth={4}>
      <rect x={20} y={20} width={W - 40} height={H - 40} />
      <line x1={20} y1={H / 2} x2={W - 20} y2={H / 2} />
      <circle cx={W / 2} cy={H / 2} r={91.5} />
      <circle cx={W / 2} cy={H / 2} r={4} fill={LINE} />
      {[20, H - 20].map((goalLine) => {
        const dir = goalLine === 20 ? 1 : -1;
        const boxY = dir === 1 ? goalLine : goalLine - boxD;
        const gaY = dir === 1 ? goalLine : goalLine - goalD;
        const spotY = goalLine + dir * 110;
        const arcY = goalLine + dir * boxD;
        return (
          <g key={goalLine}>
            <rect x={(W - boxW) / 2} y={boxY} width={boxW} height={boxD} />
            <rect x={(W - goalW) / 2} y={gaY} width={goalW} height={goalD} />
            <circle cx={W / 2} cy={spotY} r={4} fill={LINE} />
            <path
              d={`M ${W / 2 - 73} ${arcY} A 91.5 91.5 0 0 ${dir === 1 ? 0 : 1} ${W / 2 + 73} ${arcY}`}
            />
            <rect
              x={W / 2 - 37}
              y={dir === 1 ? goalLine - 14 : goalLine}
              width={74}
              height={14}
              strokeWidth={3}
            />
          </g>
        );
      })}
    </g>
  );
}

function Stripes() {
  const bands = 10;
  const h = (H - 40) / bands;
  return (
    <g>
      {Array.from({ length: bands }, (_, i) => (
        <rect
          key={i}
          x={20}
          y={20 + i * h}
          width={W - 40}
          height={h}
          fill={i % 2 ? "var(--color-pitch)" : "var(--color-pitch-dark)"}
        />
      ))}
    </g>
  );
}

/** Tactics boards show the surname: 'Joaquín Ferrer' → 'Ferrer'. The full name stays in the label. */
export function boardName(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.length > 1 ? words.slice(1).join(" ") : name.trim();
}

/** Splits a label into at most `maxLines` lines of `maxChars`, by words; the rest is clipped. */
export function wrapLabel(text: string, maxChars: number, maxLines = 2): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
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
  const kept = lines.slice(0, maxLines).map((l) => clip(l, maxChars));
  if (lines.length > maxLines)
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, maxChars - 1)}…`;
  return kept;
}

const ROLE_FONT = 20;
const ROLE_LINE = 24;
const NAME_FONT = 22;
/** Average glyph widths, in viewBox units, for fitting labels between dots: regular role text
 * and the bold player name are measured apart, since bold runs wider. */
const CHAR_W = 10.2;
const NAME_CHAR_W = 12;
/** Distance from the touchline to the outermost dot, and the widest gap between dots. */
const SIDE_MARGIN = 80;
const MAX_GAP = 200;

/** x of every dot in a row of `n`: centred, spread as wide as the pitch allows. */
function rowXs(n: number): { xs: number[]; gap: number } {
  if (n <= 1) return { xs: [W / 2], gap: MAX_GAP };
  const gap = Math.min(MAX_GAP, (W - 2 * SIDE_MARGIN) / (n - 1));
  const start = W / 2 - (gap * (n - 1)) / 2;
  return { xs: Array.from({ length: n }, (_, i) => start + i * gap), gap };
}

export function PitchDiagram({
  rows,
  label = "Diagrama táctico",
  className,
  highlightKey,
  onSelect,
}: PitchDiagramProps) {
  const outfield = rows.slice(1);
  // The goalkeeper stands near our goal; the lines spread over the rest of the pitch.
  const yFor = (rowIndex: number) => {
    if (rowIndex === 0) return H - 140;
    const top = 160;
    const bottom = H - 300;
    if (outfield.length === 1) return (top + bottom) / 2;
    return bottom - ((rowIndex - 1) * (bottom - top)) / (outfield.length - 1);
  };

  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      className={cx(
        "h-auto w-full max-w-md rounded-xl shadow-inner select-none print:[print-color-adjust:exact]",
        className,
      )}
    >
      <title>{label}</title>
      <rect width={W} height={H} fill="var(--color-pitch-dark)" rx={18} />
      <Stripes />
      <Markings />
      {rows.map((row, r) => {
        const { xs, gap } = rowXs(row.length);
        // A lone dot (goalkeeper, single striker) has the width of the box around it.
        const room = row.length === 1 ? 260 : Math.min(gap, 2 * SIDE_MARGIN) - 8;
        const maxChars = Math.max(5, Math.floor((room - 14) / CHAR_W));
        const maxNameChars = Math.max(5, Math.floor((room - 14) / NAME_CHAR_W));
        return row.map((pos, i) => {
          const x = xs[i]!;
          const y = yFor(r);
          const player = pos.player && pos.player.name ? pos.player : null;
          const active = pos.key === highlightKey;
          const roleLines = wrapLabel(pos.role, maxChars, player ? 1 : 2);
          const nameLine = player ? clip(boardName(player.name), maxNameChars) : null;
          const textLines = nameLine ? [...roleLines, nameLine] : roleLines;
          const widest = Math.max(
            ...roleLines.map((t) => t.length * CHAR_W),
            nameLine ? nameLine.length * NAME_CHAR_W : 0,
            CHAR_W,
          );
          const boxW = Math.min(gap - 4, widest + 20);
          const boxH = textLines.length * ROLE_LINE + 10;
          const description = `${pos.key}: ${pos.role}${player ? ` — ${player.name}${player.number != null ? ` (${player.number})` : ""}` : ""}`;
          return (
            <g
              key={pos.key}
              transform={`translate(${x} ${y})`}
              aria-label={description}
              data-position={pos.number}
              data-row={r}
              role="group"
              // A click on a dot is a mouse shortcut to the field of that position, which the
              // keyboard reaches directly: the drawing holds no tab stops (an image holds no
              // controls).
              onClick={onSelect ? () => onSelect(pos.key) : undefined}
              className={onSelect ? "cursor-pointer" : undefined}
            >
              <circle
                r={36}
                fill={player ? "#ffffff" : "#1d5a28"}
                stroke={active ? "#facc15" : "#ffffff"}
                strokeWidth={active ? 8 : 4}
              />
              <text
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={30}
                fontWeight={700}
                fill={player ? "#064e3b" : "#ffffff"}
              >
                {player?.number != null ? player.number : pos.number}
              </text>
              {player?.number != null && (
                // With a lineup the dot shows the shirt number; the position number moves here.
                <g transform="translate(-31 -29)">
                  <circle r={14} fill="#064e3b" stroke="#ffffff" strokeWidth={2.5} />
                  <text
                    textAnchor="middle"
                    dominantBaseline="central"
                    fontSize={15}
                    fontWeight={700}
                    fill="#ffffff"
                  >
                    {pos.number}
                  </text>
                </g>
              )}
              <rect
                x={-boxW / 2}
                y={44}
                width={boxW}
                height={boxH}
                rx={10}
                fill="rgba(6, 40, 20, 0.55)"
              />
              {roleLines.map((line, l) => (
                <text
                  key={l}
                  y={44 + 5 + ROLE_LINE * l + ROLE_LINE / 2}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={ROLE_FONT}
                  fill="#ffffff"
                  opacity={player ? 0.85 : 1}
                >
                  {line}
                </text>
              ))}
              {nameLine && (
                <text
                  y={44 + 5 + ROLE_LINE * roleLines.length + ROLE_LINE / 2}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={NAME_FONT}
                  fontWeight={700}
                  fill="#ffffff"
                >
                  {nameLine}
                </text>
              )}
            </g>
          );
        });
      })}
    </svg>
  );
}
