// The frame around every screen: top bar, side menu, content. Knows nothing of the domain:
// the menu entries, top-bar links and banners come in as props.
import { useEffect, useState } from "react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { cx } from "./cx";
import { Crest } from "./Crest";
import { Link } from "./Link";

export type MenuEntry = { label: string; to: string; also: readonly string[]; icon?: ReactNode };

type AppShellProps = {
  appName: string;
  teamName: string;
  /** The team's crest (http(s) or data:image URL), shown beside its name. */
  teamCrest?: string | undefined;
  menu: readonly MenuEntry[];
  /** Our own entries, after the spec's seven (a separate list, so the main menu stays exact). */
  extraMenu?: readonly MenuEntry[];
  /** Screens designed for phones: no narrow-window notice there. */
  phoneFirst?: boolean;
  /** With an icon, a link shows only the icon below 640 px (its label is still its name). */
  topLinks: readonly { label: string; to: string; icon?: ReactNode }[];
  /** A quiet status line before the top-bar links (e.g. sharing). */
  status?: ReactNode;
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

const NOTICE_DISMISSED = "banquillo.avisoPantallaEstrecha";

function noticeDismissed(): boolean {
  try {
    return sessionStorage.getItem(NOTICE_DISMISSED) === "1";
  } catch {
    return false;
  }
}

function MenuList({
  entries,
  pathname,
  label,
}: {
  entries: readonly MenuEntry[];
  pathname: string;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="space-y-0.5">
        {entries.map((entry) => {
          const active = isActive(entry, pathname);
          return (
            <li key={entry.to}>
              <Link
                to={entry.to}
                aria-current={active ? "page" : undefined}
                className={cx(
                  "flex min-h-12 items-center gap-3 rounded-lg px-3 py-2 text-base font-medium transition-colors md:min-h-0 md:text-sm",
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
  );
}

export function AppShell({
  appName,
  teamName,
  menu,
  extraMenu = [],
  phoneFirst = false,
  teamCrest,
  topLinks,
  status,
  banners,
  children,
}: AppShellProps) {
  const { pathname } = useLocation();
  const [drawer, setDrawer] = useState(false);
  const [dismissed, setDismissed] = useState(noticeDismissed);
  // A link followed from the drawer closes it.
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawer(false);
  }
  useEffect(() => {
    if (!drawer) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setDrawer(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [drawer]);

  const menus = (
    <>
      <MenuList entries={menu} pathname={pathname} label="Menú principal" />
      {extraMenu.length > 0 && (
        <div className="mt-3 border-t border-slate-200 pt-3">
          <MenuList entries={extraMenu} pathname={pathname} label="Más" />
        </div>
      )}
    </>
  );

  return (
    <div className="min-h-screen">
      <a
        href="#contenido"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Saltar al contenido
      </a>
      {!phoneFirst && !dismissed && (
        <div
          className="no-print flex items-center gap-2 border-b border-amber-200 bg-amber-50 px-3 py-1.5 text-sm text-amber-900 md:hidden"
          role="note"
          data-testid="narrow-notice"
        >
          <span className="flex-1">
            Banquillo está diseñado para ordenadores: usa una ventana de al menos 768 px de ancho
            para verlo bien.
          </span>
          <button
            type="button"
            className="h-10 shrink-0 rounded-lg px-2 font-semibold hover:bg-amber-100"
            aria-label="Cerrar aviso"
            onClick={() => {
              setDismissed(true);
              try {
                sessionStorage.setItem(NOTICE_DISMISSED, "1");
              } catch {
                // Private mode: it stays closed until the next load.
              }
            }}
          >
            ×
          </button>
        </div>
      )}
      <header className="no-print sticky top-0 z-30 flex h-14 items-center justify-between gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur md:px-5">
        {/* The app's name never shrinks: on a phone the links beside it turn into icons and
            the sharing status into a dot, so nothing covers it. */}
        <div className="flex shrink-0 items-center gap-1">
          <button
            type="button"
            className="flex h-12 w-12 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
            aria-label="Menú"
            aria-expanded={drawer}
            aria-controls="menu-movil"
            onClick={() => setDrawer((d) => !d)}
          >
            <svg
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
            >
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </button>
          <Link to="/" className="flex min-h-12 min-w-0 items-center gap-2.5 md:min-h-10">
            <span
              aria-hidden
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white"
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
        </div>
        <div className="flex min-w-0 items-center gap-1">
          {status}
          <nav aria-label="Ajustes" className="flex items-center gap-0.5 md:gap-1">
            {topLinks.map((l) => {
              const active = pathname === l.to || pathname.startsWith(`${l.to}/`);
              return (
                <Link
                  key={l.to}
                  to={l.to}
                  aria-current={active ? "page" : undefined}
                  className={cx(
                    "flex min-h-12 min-w-12 items-center justify-center rounded-lg px-2 text-sm font-medium sm:min-w-0 md:min-h-10 md:px-3 md:py-1.5",
                    active
                      ? "bg-slate-100 text-slate-900"
                      : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                  )}
                >
                  {l.icon ? (
                    <>
                      <span className="sm:hidden">{l.icon}</span>
                      <span className="sr-only sm:not-sr-only">{l.label}</span>
                    </>
                  ) : (
                    l.label
                  )}
                </Link>
              );
            })}
          </nav>
        </div>
      </header>
      {drawer && (
        <div className="no-print fixed inset-0 top-14 z-40 md:hidden">
          <button
            type="button"
            aria-label="Cerrar menú"
            tabIndex={-1}
            className="absolute inset-0 bg-slate-950/40"
            onClick={() => setDrawer(false)}
          />
          <div
            id="menu-movil"
            className="relative h-full w-72 max-w-[85vw] overflow-y-auto border-r border-slate-200 bg-white px-3 py-4 shadow-xl"
          >
            {menus}
          </div>
        </div>
      )}
      <div className="flex min-h-[calc(100vh-3.5rem)]">
        {/* The column runs the page's full height; the menu inside it stays in view. */}
        <aside className="no-print hidden w-56 shrink-0 border-r border-slate-200 bg-white md:block">
          <div className="sticky top-14 px-3 py-4">{menus}</div>
        </aside>
        <main
          id="contenido"
          tabIndex={-1}
          className="min-w-0 flex-1 px-3 py-4 outline-none md:px-8 md:py-7 print:p-0"
        >
          {banners && <div className="no-print mb-5 space-y-2">{banners}</div>}
          <div className="mx-auto max-w-6xl">{children}</div>
        </main>
      </div>
    </div>
  );
}
