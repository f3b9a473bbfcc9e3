import type { ReactNode } from "react";
import { cx } from "./cx";

type StatTileProps = {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  tone?: "default" | "win" | "draw" | "loss";
};
const toneText = {
  default: "text-slate-900",
  win: "text-emerald-700",
  draw: "text-amber-600",
  loss: "text-red-700",
};

/** A counter: a big number with its label. */
export function StatTile({ label, value, hint, tone = "default" }: StatTileProps) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-4 py-3.5 shadow-sm">
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</p>
      <p className={cx("mt-1 text-2xl font-semibold tabular-nums", toneText[tone])}>{value}</p>
      {hint && <p className="mt-0.5 text-xs text-slate-500">{hint}</p>}
    </div>
  );
}

type ComparisonBarProps = {
  label: ReactNode;
  forValue: number;
  againstValue: number;
  forLabel?: string;
  againstLabel?: string;
};

/** A 'for vs against' pair of bars on one shared scale (goals, shots). */
export function ComparisonBar({
  label,
  forValue,
  againstValue,
  forLabel = "A favor",
  againstLabel = "En contra",
}: ComparisonBarProps) {
  const max = Math.max(forValue, againstValue, 1);
  return (
    <div
      className="space-y-1.5"
      role="group"
      aria-label={typeof label === "string" ? label : undefined}
    >
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <Bar name={forLabel} value={forValue} max={max} className="bg-brand-600" />
      <Bar name={againstLabel} value={againstValue} max={max} className="bg-red-400" />
    </div>
  );
}

type BarProps = { name: string; value: number; max: number; className: string };

export function Bar({ name, value, max, className }: BarProps) {
  const pct = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <div className="grid grid-cols-[5.5rem_1fr_3rem] items-center gap-3 text-sm">
      <span className="text-slate-500">{name}</span>
      <div
        className="h-2.5 overflow-hidden rounded-full bg-slate-100"
        role="meter"
        aria-label={name}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={max}
      >
        <div className={cx("h-full rounded-full", className)} style={{ width: `${pct}%` }} />
      </div>
      <span className="text-right font-medium tabular-nums">{value}</span>
    </div>
  );
}

/** Win / draw / loss as one segmented bar with counts; `words` are the nouns agreeing with each
 * count (the caller's formatter knows Spanish plurals). */
export function RecordBar({
  wins,
  draws,
  losses,
  words,
}: {
  wins: number;
  draws: number;
  losses: number;
  words: { wins: string; draws: string; losses: string };
}) {
  const total = wins + draws + losses;
  const seg = (n: number) => (total ? `${(n / total) * 100}%` : "0%");
  return (
    <div>
      <div className="flex h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
        <div className="bg-emerald-500" style={{ width: seg(wins) }} />
        <div className="bg-amber-400" style={{ width: seg(draws) }} />
        <div className="bg-red-400" style={{ width: seg(losses) }} />
      </div>
      <p className="mt-1.5 flex gap-4 text-xs text-slate-600">
        <span>
          <span className="font-semibold text-emerald-700 tabular-nums">{wins}</span> {words.wins}
        </span>
        <span>
          <span className="font-semibold text-amber-600 tabular-nums">{draws}</span> {words.draws}
        </span>
        <span>
          <span className="font-semibold text-red-700 tabular-nums">{losses}</span> {words.losses}
        </span>
      </p>
    </div>
  );
}
