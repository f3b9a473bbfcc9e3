// A calendar screen whose fixture no longer exists (deleted here or on another device).
import { paths } from "../../../config/paths";
import { FIXTURE_GONE } from "../../../state/fixture-commands";
import { Alert } from "../../../ui/Alert";
import { ButtonLink } from "../../../ui/Button";
import { PageHeader } from "../../../ui/PageHeader";

export function FixtureGone({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Alert tone="error">{FIXTURE_GONE}</Alert>
      <ButtonLink to={paths.calendar} className="mt-4">
        Volver al calendario
      </ButtonLink>
    </>
  );
}
