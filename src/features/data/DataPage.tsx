import { PageHeader } from "../../ui/PageHeader";

export function DataPage() {
  return <PageHeader title="Datos" />;
}
