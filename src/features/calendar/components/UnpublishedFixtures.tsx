// The upcoming fixtures the players cannot be asked about: their id (from an import or an older
// version) is one the replies database refuses. Named with the reason and a one-click fix.
import { useState } from "react";
import { fixtureTitle, longDate } from "../../../domain/calendar/fixtures";
import {
  unpublishableFixtures,
  unpublishedReason,
  unpublishedText,
} from "../../../domain/replies/schedule";
import type { Fixture } from "../../../domain/records/types";
import { renewFixtureIds } from "../../../state/fixture-commands";
import { useReplies } from "../../../state/replies";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";

export function UnpublishedFixtures({
  fixtures,
  today,
  teamName,
}: {
  fixtures: readonly Fixture[];
  today: string;
  teamName: string;
}) {
  const { ready } = useReplies();
  const [error, setError] = useState("");
  const unpublished = unpublishableFixtures(fixtures, today);
  if (!ready || unpublished.length === 0) return null;
  const fix = () => {
    const r = renewFixtureIds(unpublished.map((f) => f.id));
    setError(r.ok ? "" : r.message);
  };
  return (
    <Alert
      tone="warning"
      className="mb-4"
      title={unpublishedText(unpublished.length)}
      action={
        <Button size="sm" onClick={fix}>
          Corregir y publicar
        </Button>
      }
    >
      <ul aria-label="Partidos sin publicar" className="list-disc pl-5">
        {unpublished.map((f) => (
          <li key={f.id}>
            {fixtureTitle(f, teamName)} · {longDate(f.date)}
          </li>
        ))}
      </ul>
      <p className="mt-1">{unpublishedReason(unpublished.length)}</p>
      {error && <p className="mt-1 font-medium text-red-800">{error}</p>}
    </Alert>
  );
}
