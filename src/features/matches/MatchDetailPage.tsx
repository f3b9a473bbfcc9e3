import { PageHeader } from "../../ui/PageHeader";

export function MatchDetailPage() {
  return <PageHeader title="Partido" />;
}
