import { PageHeader } from "../../ui/PageHeader";

export function FormationDetailPage() {
  return <PageHeader title="Formación" />;
}
