// A calendar day as a small block: weekday, day number and month, e.g. 'SÁB 28 NOV'.
import { LOCALE, onFirstUse } from "../../../domain/base/format";
import { cx } from "../../../ui/cx";

const weekday = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { weekday: "short" }));
const month = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { month: "short" }));

export function DateBlock({ date, muted = false }: { date: string; muted?: boolean }) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const d = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12) : null;
  const clean = (s: string) => s.replace(".", "").toUpperCase();
  return (
    <div
      className={cx(
        "flex w-14 shrink-0 flex-col items-center rounded-lg border py-1 leading-tight",
        muted
          ? "border-slate-200 bg-slate-50 text-slate-600"
          : "border-brand-200 bg-brand-50 text-brand-900",
      )}
      aria-hidden
    >
      {d ? (
        <>
          <span className="text-[10px] font-semibold tracking-wide">
            {clean(weekday().format(d))}
          </span>
          <span className="text-xl font-bold">{d.getDate()}</span>
          <span className="text-[10px] font-semibold tracking-wide">
            {clean(month().format(d))}
          </span>
        </>
      ) : (
        <span className="py-2 text-xs">—</span>
      )}
    </div>
  );
}
