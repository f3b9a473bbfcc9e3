// The frame around every screen: top bar, side menu, content. Knows nothing of the domain:
// the menu entries, top-bar links and banners come in as props.
import type { ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { cx } from "./cx";
import { Crest } from "./Crest";

export type MenuEntry = { label: string; to: string; also: readonly string[]; icon?: ReactNode };

type AppShellProps = {
  appName: string;
  teamName: string;
  /** The team's crest (http(s) or data:image URL), shown beside its name. */
  teamCrest?: string | undefined;
  menu: readonly MenuEntry[];
  topLinks: readonly { label: string; to: string }[];
  banners?: ReactNode;
  children: ReactNode;
};

function isActive(entry: MenuEntry, pathname: string) {
  if (entry.to === "/") return pathname === "/";
  return (
    pathname === entry.to ||
    entry.also.some((p) => (p.endsWith("/") ? pathname.startsWith(p) : pathname === p))
  );
}

export function AppShell({
  appName,
  teamName,
  teamCrest,
  menu,
  topLinks,
  banners,
  children,
}: AppShellProps) {
  const { pathname } = useLocation();
  return (
    <div className="min-h-screen">
      <div
        className="no-print border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 md:hidden"
        role="note"
        data-testid="narrow-notice"
      >
        Banquillo está diseñado para ordenadores: usa una ventana de al menos 768 px de ancho para
        verlo bien.
      </div>
      <header className="no-print sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white/95 px-5 backdrop-blur">
        <Link to="/" className="flex items-center gap-2.5">
          <span
            aria-hidden
            className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.8}
            >
              <circle cx="12" cy="12" r="9" />
              <path d="M12 7.5l3.6 2.6-1.4 4.2H9.8L8.4 10.1z" fill="currentColor" stroke="none" />
              <path d="M12 3v4.5M20.5 9.5l-4.9.6M17.5 19l-3.3-4.7M6.5 19l3.3-4.7M3.5 9.5l4.9.6" />
            </svg>
          </span>
          <span className="text-lg font-semibold tracking-tight text-slate-900">{appName}</span>
          <span
            className="hidden items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-600 sm:inline-flex"
            data-testid="team-name"
          >
            <Crest src={teamCrest} alt="" className="h-4 w-4" />
            {teamName}
          </span>
        </Link>
        <nav aria-label="Ajustes" className="flex items-center gap-1">
          {topLinks.map((l) => (
            <NavLink
              key={l.to}
              to={l.to}
              className={({ isActive: active }) =>
                cx(
                  "rounded-lg px-3 py-1.5 text-sm font-medium",
                  active
                    ? "bg-slate-100 text-slate-900"
                    : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                )
              }
            >
              {l.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <div className="flex min-h-[calc(100vh-3.5rem)]">
        {/* The column runs the page's full height; the menu inside it stays in view. */}
        <aside className="no-print w-56 shrink-0 border-r border-slate-200 bg-white">
          <nav aria-label="Menú principal" className="sticky top-14 px-3 py-4">
            <ul className="space-y-0.5">
              {menu.map((entry) => {
                const active = isActive(entry, pathname);
                return (
                  <li key={entry.to}>
                    <Link
                      to={entry.to}
                      aria-current={active ? "page" : undefined}
                      className={cx(
                        "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors",
                        active
                          ? "bg-brand-50 text-brand-800"
                          : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                      )}
                    >
                      {entry.icon}
                      {entry.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </aside>
        <main className="min-w-0 flex-1 px-8 py-7 print:p-0">
          {banners && <div className="no-print mb-5 space-y-2">{banners}</div>}
          <div className="mx-auto max-w-6xl">{children}</div>
        </main>
      </div>
    </div>
  );
}
