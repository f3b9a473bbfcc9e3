import type { ReactNode } from "react";

type EmptyStateProps = { children: ReactNode; action?: ReactNode; icon?: ReactNode };

export function EmptyState({ children, action, icon }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 px-6 py-10 text-center">
      {icon && (
        <div className="text-3xl text-slate-300" aria-hidden>
          {icon}
        </div>
      )}
      <p className="max-w-md text-sm text-slate-500">{children}</p>
      {action}
    </div>
  );
}
