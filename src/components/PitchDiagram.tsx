// The one pitch drawing of the app: a green pitch with its markings, our goal at the bottom and
// the team attacking upward, one row per line (goalkeeper first), each position with its number
// and role name, and the player's name and shirt number when a lineup is given. Where things go
// is pitch-layout.ts; this file only draws. Plain data in, SVG out.
//
// Keyboard: a drawing whose positions are actions is ONE tab stop (the current position); the
// arrow keys move between positions and Enter or Space picks one. A drawing that is only a
// picture has no tab stop at all.
import { useId, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { boardName } from "../ui/short-name";
import { cx } from "../ui/cx";
import { PITCH_H as H, PITCH_W as W, pitchLayout } from "./pitch-layout";
import type { PlacedPosition } from "./pitch-layout";

export { wrapLabel } from "./pitch-layout";

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

const LINE = "rgba(255,255,255,0.85)";

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

/** The full text of a position, for its <title> (hover) and for screen readers. */
export function positionDescription(pos: PitchPosition): string {
  const player = pos.player && pos.player.name ? pos.player : null;
  const shirt = player && player.number != null ? ` (${player.number})` : "";
  return `${pos.key}: ${pos.role}${player ? ` — ${player.name}${shirt}` : ""}`;
}

/** The position an arrow key leads to: along the row by what is drawn left and right, or to the
 * nearest position of the row in front (up) or behind (down). */
function neighbour(placed: PlacedPosition[], from: PlacedPosition, key: string) {
  if (key === "Home") return placed[0];
  if (key === "End") return placed[placed.length - 1];
  if (key === "ArrowLeft" || key === "ArrowRight") {
    const row = placed.filter((p) => p.row === from.row).sort((a, b) => a.x - b.x);
    const i = row.indexOf(from);
    return row[key === "ArrowLeft" ? i - 1 : i + 1];
  }
  if (key === "ArrowUp" || key === "ArrowDown") {
    const target = from.row + (key === "ArrowUp" ? 1 : -1);
    const row = placed.filter((p) => p.row === target);
    return row.sort((a, b) => Math.abs(a.x - from.x) - Math.abs(b.x - from.x))[0];
  }
  return undefined;
}

export function PitchDiagram({
  rows,
  label = "Diagrama táctico",
  className,
  highlightKey,
  onSelect,
}: PitchDiagramProps) {
  const byKey = new Map(rows.flat().map((p) => [p.key, p]));
  const { positions: placed } = pitchLayout(
    rows.map((row) =>
      row.map((p) => ({
        key: p.key,
        role: p.role,
        name: p.player && p.player.name ? boardName(p.player.name) : null,
      })),
    ),
  );
  const [focusKey, setFocusKey] = useState<string | undefined>();
  const descId = useId();
  const refs = useRef(new Map<string, SVGGElement>());
  // The one tab stop: the position last moved to, else the highlighted one, else the first.
  const tabKey =
    (focusKey && byKey.has(focusKey) && focusKey) ||
    (highlightKey && byKey.has(highlightKey) && highlightKey) ||
    placed[0]?.key;

  const onKeyDown = (e: KeyboardEvent<SVGGElement>, at: PlacedPosition) => {
    if (!onSelect) return;
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      onSelect(at.key);
      return;
    }
    const next = neighbour(placed, at, e.key);
    if (!next) return;
    e.preventDefault();
    setFocusKey(next.key);
    refs.current.get(next.key)?.focus();
  };

  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      // A picture is one image whose description lists every position; a board of actions is a
      // group of buttons (an image's content is hidden from screen readers).
      role={onSelect ? "group" : "img"}
      aria-label={label}
      aria-describedby={onSelect ? undefined : descId}
      className={cx(
        "h-auto w-full max-w-md rounded-xl shadow-inner select-none print:[print-color-adjust:exact]",
        className,
      )}
    >
      <title>{label}</title>
      {!onSelect && <desc id={descId}>{rows.flat().map(positionDescription).join(". ")}</desc>}
      <rect width={W} height={H} fill="var(--color-pitch-dark)" rx={18} />
      <Stripes />
      <Markings />
      {placed.map((at) => {
        const pos = byKey.get(at.key)!;
        const player = pos.player && pos.player.name ? pos.player : null;
        const active = pos.key === highlightKey;
        const description = positionDescription(pos);
        const k = at.r / 36;
        const textTop = at.box.y - at.y + 5 * k;
        return (
          <g
            key={pos.key}
            ref={(el) => {
              if (el) refs.current.set(pos.key, el);
              else refs.current.delete(pos.key);
            }}
            transform={`translate(${at.x} ${at.y})`}
            aria-label={description}
            data-position={pos.number}
            data-row={at.row}
            role={onSelect ? "button" : "group"}
            tabIndex={onSelect ? (pos.key === tabKey ? 0 : -1) : undefined}
            onClick={
              onSelect
                ? () => {
                    setFocusKey(pos.key);
                    onSelect(pos.key);
                  }
                : undefined
            }
            onFocus={onSelect ? () => setFocusKey(pos.key) : undefined}
            onKeyDown={onSelect ? (e) => onKeyDown(e, at) : undefined}
            className={
              onSelect
                ? "cursor-pointer focus-visible:outline-4 focus-visible:outline-sky-300"
                : undefined
            }
          >
            <title>{description}</title>
            <circle
              r={at.r}
              fill={player ? "#ffffff" : "#1d5a28"}
              stroke={active ? "#facc15" : "#ffffff"}
              strokeWidth={(active ? 8 : 4) * k}
            />
            <text
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={30 * k}
              fontWeight={700}
              fill={player ? "#064e3b" : "#ffffff"}
              aria-hidden
            >
              {player?.number != null ? player.number : pos.number}
            </text>
            {player?.number != null && (
              // With a lineup the dot shows the shirt number; the position number moves here.
              <g transform={`translate(${-26 * k} ${-26 * k})`} aria-hidden>
                <circle r={13 * k} fill="#064e3b" stroke="#ffffff" strokeWidth={2.5 * k} />
                <text
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={15 * k}
                  fontWeight={700}
                  fill="#ffffff"
                >
                  {pos.number}
                </text>
              </g>
            )}
            {at.box.w > 0 && (
              <rect
                x={at.box.x - at.x}
                y={at.box.y - at.y}
                width={at.box.w}
                height={at.box.h}
                rx={10 * k}
                fill="rgba(6, 40, 20, 0.6)"
              />
            )}
            {at.roleLines.map((line, l) => (
              <text
                key={l}
                y={textTop + at.lineHeight * l + at.lineHeight / 2}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={at.fontSize}
                fill="#ffffff"
                opacity={player ? 0.85 : 1}
                aria-hidden
              >
                {line}
              </text>
            ))}
            {at.nameLine && (
              <text
                y={textTop + at.lineHeight * at.roleLines.length + at.lineHeight / 2}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={at.nameFontSize}
                fontWeight={700}
                fill="#ffffff"
                aria-hidden
              >
                {at.nameLine}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
