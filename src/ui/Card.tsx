import type { ReactNode } from "react";
import { cx } from "./cx";

type CardProps = {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Content without inner padding (tables that run edge to edge). */
  flush?: boolean;
  as?: "section" | "div" | "article";
  "aria-label"?: string;
};

export function Card({
  title,
  description,
  actions,
  children,
  className,
  flush,
  as: Tag = "section",
  ...aria
}: CardProps) {
  return (
    <Tag
      className={cx("rounded-xl border border-slate-200 bg-white shadow-sm", className)}
      {...aria}
    >
      {(title || actions) && (
        <header className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-3.5">
          <div className="min-w-0">
            {title && <h2 className="text-base font-semibold">{title}</h2>}
            {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
          </div>
          {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
        </header>
      )}
      <div className={flush ? "" : "p-5"}>{children}</div>
    </Tag>
  );
}
