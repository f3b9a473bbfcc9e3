// The player view's frame: the app's name, the player's user and 'Salir'; no staff menu.
import type { ReactNode } from "react";
import { APP_NAME } from "../../config/app";

export function PlayerFrame({
  user,
  action,
  children,
}: {
  user?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-xl items-center justify-between gap-3 px-4 py-2">
          <p className="min-w-0 truncate text-base font-semibold text-brand-800">
            {APP_NAME}
            {user && <span className="ml-2 text-sm font-normal text-slate-600">· {user}</span>}
          </p>
          {action}
        </div>
      </header>
      <main className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-4">{children}</main>
    </div>
  );
}
