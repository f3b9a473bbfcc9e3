import { PageHeader } from "../../ui/PageHeader";

export function FormationsPage() {
  return <PageHeader title="Formaciones" />;
}
