// The availability badge: 'Lesionado', 'Sancionado', 'No disponible', with the
// detail as its title and for screen readers. Nothing when the player is available.
import { availabilityDetail, availabilityLabel } from "../domain/squad/availability";
import type { AvailabilityStatus } from "../domain/squad/availability";
import { cx } from "../ui/cx";

const tones = {
  injured: "bg-red-50 text-red-800 ring-red-200",
  suspended: "bg-amber-50 text-amber-900 ring-amber-300",
  unavailable: "bg-slate-100 text-slate-700 ring-slate-300",
} as const;

export function AvailabilityBadge({
  status,
  detailed = false,
  className,
}: {
  status: AvailabilityStatus;
  /** Show the detail beside the label instead of only as a title. */
  detailed?: boolean;
  className?: string;
}) {
  if (status.kind === "available") return null;
  const label = availabilityLabel(status);
  const detail = availabilityDetail(status);
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        tones[status.kind],
        className,
      )}
      title={detail || undefined}
      data-availability={status.kind}
    >
      {label}
      {detailed && detail ? <span className="font-normal">· {detail}</span> : null}
      {!detailed && detail ? <span className="sr-only">: {detail}</span> : null}
    </span>
  );
}
