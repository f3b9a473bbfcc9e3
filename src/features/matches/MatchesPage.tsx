import { PageHeader } from "../../ui/PageHeader";

export function MatchesPage() {
  return <PageHeader title="Partidos" />;
}
