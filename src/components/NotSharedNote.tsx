// The mark of a record the team's server refused and never had: 'No compartido', the server's
// reason and 'Corregir', which opens the record's form on the field the reason names.
import { Link } from "../ui/Link";
import { links } from "../config/paths";
import { NOT_SHARED, refusedField } from "../domain/records/not-shared";

export function NotSharedNote({ reason, form }: { reason: string; form: string }) {
  return (
    <span
      data-testid="not-shared"
      className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-amber-900"
    >
      <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold">{NOT_SHARED}</span>
      <span className="min-w-0 break-words">{reason}</span>
      <Link
        to={links.onField(form, refusedField(reason))}
        className="inline-flex min-h-6 items-center font-semibold underline hover:text-amber-700"
      >
        Corregir
      </Link>
    </span>
  );
}
