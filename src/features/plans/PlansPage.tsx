import { PageHeader } from "../../ui/PageHeader";

export function PlansPage() {
  return <PageHeader title="Planificaciones" />;
}
