import type { ReactNode } from "react";
import { PageHeading } from "./PageHeading";

type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  back?: ReactNode;
};

/** The title row of every screen: one h1, an optional line under it, actions on the right. */
export function PageHeader({ title, subtitle, actions, back }: PageHeaderProps) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        {back && <div className="no-print mb-2">{back}</div>}
        <PageHeading className="text-2xl font-semibold tracking-tight">{title}</PageHeading>
        {subtitle && <p className="mt-1 text-sm text-slate-500">{subtitle}</p>}
      </div>
      {actions && <div className="no-print flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
