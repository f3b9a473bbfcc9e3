// A figure as the analytics screens show it: value, its 95 % interval and, when its sample is
// under the threshold, greyed and labelled 'Muestra pequeña'.
import { SMALL_SAMPLE_LABEL, formatEstimate } from "../domain/analytics/format-figures";
import type { Estimate } from "../domain/analytics/players";

type Props = {
  estimate: Estimate | null | undefined;
  digits?: number;
  signed?: boolean;
  /** The sample, shown under the figure: '105 min', '4 partidos'. */
  sample?: string;
};

export function FigureText({ estimate, digits = 2, signed, sample }: Props) {
  if (!estimate) {
    return (
      <span className="text-slate-500" title="Sin datos">
        —
      </span>
    );
  }
  const small = !estimate.reliable;
  return (
    <span
      className={small ? "text-slate-500 italic" : "text-slate-900"}
      data-small-sample={small || undefined}
    >
      <span className="whitespace-nowrap">{formatEstimate(estimate, digits, signed)}</span>
      {(sample || small) && (
        <span className="block text-[11px] leading-tight not-italic text-slate-500">
          {sample}
          {sample && small ? " · " : ""}
          {small && <span className="font-medium text-amber-800">{SMALL_SAMPLE_LABEL}</span>}
        </span>
      )}
    </span>
  );
}
