import { PageHeader } from "../../ui/PageHeader";

export function PlanDetailPage() {
  return <PageHeader title="Planificación" />;
}
