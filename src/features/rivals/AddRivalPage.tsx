import { PageHeader } from "../../ui/PageHeader";

export function AddRivalPage() {
  return <PageHeader title="Nuevo rival" />;
}
