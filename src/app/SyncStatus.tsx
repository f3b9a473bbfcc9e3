// The quiet sharing status in the top bar (docs/sync.md) and the notices of refused changes.
// Loaded only on a device that shares (SyncSlots.tsx); PouchDB is never imported here
// (state/sync.ts loads it).
import { Link } from "../ui/Link";
import { paths } from "../config/paths";
import { statusText } from "../sync/status";
import { dismissRefused, useSyncStatus } from "../state/sync-status";

const DOT: Record<string, string> = {
  synced: "bg-emerald-500",
  pending: "bg-amber-500",
  starting: "bg-slate-400",
  offline: "bg-slate-400",
  signin: "bg-red-500",
  noanswer: "bg-amber-500",
  address: "bg-red-500",
  refused: "bg-red-500",
  unshared: "bg-amber-500",
  unreadable: "bg-amber-500",
  storage: "bg-red-500",
};

export function SyncStatus() {
  const status = useSyncStatus();
  if (status.state === "off") return null;
  const text = statusText(status.state, status.pending, status.count);
  return (
    <span className="flex items-center gap-1">
      <Link
        to={`${paths.settings}#compartir`}
        role="status"
        data-testid="sync-status"
        className="flex min-h-12 min-w-10 items-center justify-center gap-1.5 rounded-lg px-2 text-xs font-medium text-slate-600 hover:bg-slate-100 md:min-h-10"
      >
        <span
          aria-hidden
          className={`h-2 w-2 shrink-0 rounded-full ${DOT[status.state] ?? "bg-slate-400"}`}
        />
        {/* On a phone only the dot shows; the text is still read out. */}
        <span className="sr-only whitespace-nowrap sm:not-sr-only">{text}</span>
      </Link>
      {status.conflicts > 0 && (
        <Link
          to={paths.conflicts}
          data-testid="sync-conflicts"
          className="flex min-h-12 min-w-10 items-center justify-center rounded-lg bg-amber-50 px-2 text-xs font-semibold whitespace-nowrap text-amber-900 hover:bg-amber-100 md:min-h-10"
        >
          {/* On a phone only the count shows; the word is still read out. The space is a margin:
              a flex box drops a text node of only white space. */}
          {status.conflicts}{" "}
          <span className="ml-1 max-sm:sr-only">
            {status.conflicts === 1 ? "conflicto" : "conflictos"}
          </span>
        </Link>
      )}
    </span>
  );
}

export function SyncNotices() {
  const { refused, problems = [] } = useSyncStatus();
  return (
    <>
      {/* What keeps the lists from holding all the server has: shown until it is mended. */}
      {problems.length > 0 && (
        <div
          role="alert"
          data-testid="sync-problems"
          className="no-print border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950"
        >
          <ul className="space-y-0.5">
            {problems.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {refused.length > 0 && <RefusedNotices refused={refused} />}
    </>
  );
}

function RefusedNotices({ refused }: { refused: string[] }) {
  return (
    <div
      role="alert"
      className="no-print flex items-start gap-3 border-b border-red-200 bg-red-50 px-4 py-2 text-sm text-red-900"
    >
      <ul className="flex-1 space-y-0.5">
        {refused.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <button
        type="button"
        className="min-h-10 shrink-0 rounded-lg px-2 font-semibold hover:bg-red-100"
        onClick={dismissRefused}
      >
        Entendido
      </button>
    </div>
  );
}
