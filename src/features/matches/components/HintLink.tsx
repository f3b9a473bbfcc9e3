import { Link } from "../../../ui/Link";

/** A hint under an empty select that points to where the missing thing is created. */
export function HintLink({ to, lead, text }: { to: string; lead: string; text: string }) {
  return (
    <>
      {lead}{" "}
      <Link to={to} className="font-medium text-brand-700 underline underline-offset-2">
        {text}
      </Link>
    </>
  );
}
