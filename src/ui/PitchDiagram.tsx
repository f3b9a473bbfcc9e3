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
    if (rowIndex === 0) return H - 95;
    const top = 175;
    const bottom = H - 290;
    if (outfield.length === 1) return (top + bottom) / 2;
    return bottom - ((rowIndex - 1) * (bottom - top)) / (outfield.length - 1);
  };
  const many = rows.some((r) => r.length > 5);

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
      {rows.map((row, r) =>
        row.map((pos, i) => {
          const x = (W * (i + 1)) / (row.length + 1);
          const y = yFor(r);
          const player = pos.player && pos.player.name ? pos.player : null;
          const active = pos.key === highlightKey;
          const maxChars = many ? 10 : 14;
          const description = `${pos.key}: ${pos.role}${player ? ` — ${player.name}${player.number != null ? ` (${player.number})` : ""}` : ""}`;
          return (
            <g
              key={pos.key}
              transform={`translate(${x} ${y})`}
              aria-label={description}
              role={onSelect ? "button" : "group"}
              tabIndex={onSelect ? 0 : undefined}
              onClick={onSelect ? () => onSelect(pos.key) : undefined}
              onKeyDown={
                onSelect
                  ? (e) => (e.key === "Enter" || e.key === " ") && onSelect(pos.key)
                  : undefined
              }
              className={onSelect ? "cursor-pointer" : undefined}
            >
              <circle
                r={34}
                fill={player ? "#ffffff" : "rgba(255,255,255,0.18)"}
                stroke={active ? "#facc15" : "#ffffff"}
                strokeWidth={active ? 7 : 4}
              />
              <text
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={28}
                fontWeight={700}
                fill={player ? "#064e3b" : "#ffffff"}
              >
                {player?.number != null ? player.number : pos.number}
              </text>
              <text
                y={56}
                textAnchor="middle"
                fontSize={21}
                fill="#ffffff"
                opacity={0.9}
                stroke="#1f4f27"
                strokeWidth={0.6}
                paintOrder="stroke"
              >
                {clip(pos.role, maxChars)}
              </text>
              {player && (
                <text
                  y={82}
                  textAnchor="middle"
                  fontSize={23}
                  fontWeight={700}
                  fill="#ffffff"
                  stroke="#1f4f27"
                  strokeWidth={0.8}
                  paintOrder="stroke"
                >
                  {clip(player.name, maxChars)}
                </text>
              )}
            </g>
          );
        }),
      )}
    </svg>
  );
}
