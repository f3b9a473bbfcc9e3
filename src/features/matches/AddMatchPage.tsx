import { PageHeader } from "../../ui/PageHeader";

export function AddMatchPage() {
  return <PageHeader title="Registrar partido" />;
}
