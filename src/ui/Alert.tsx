import type { ReactNode } from "react";
import { cx } from "./cx";

type AlertTone = "error" | "warning" | "info" | "success";
const tones: Record<AlertTone, string> = {
  error: "border-red-200 bg-red-50 text-red-800",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
  info: "border-sky-200 bg-sky-50 text-sky-900",
  success: "border-emerald-200 bg-emerald-50 text-emerald-900",
};

type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  action?: ReactNode;
};

/** A message box. Errors and warnings are announced to screen readers. */
export function Alert({ tone = "info", title, children, className, action }: AlertProps) {
  return (
    <div
      role={tone === "error" || tone === "warning" ? "alert" : "status"}
      className={cx(
        "flex items-start justify-between gap-3 rounded-lg border px-4 py-3 text-sm",
        tones[tone],
        className,
      )}
    >
      <div className="min-w-0">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={title ? "mt-0.5" : ""}>{children}</div>}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
