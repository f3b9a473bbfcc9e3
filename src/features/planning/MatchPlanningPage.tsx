import { PageHeader } from "../../ui/PageHeader";

export function MatchPlanningPage() {
  return <PageHeader title="Planificación del Partido" />;
}
