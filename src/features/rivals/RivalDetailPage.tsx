import { PageHeader } from "../../ui/PageHeader";

export function RivalDetailPage() {
  return <PageHeader title="Detalles del Rival" />;
}
