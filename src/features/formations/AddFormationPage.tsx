import { PageHeader } from "../../ui/PageHeader";

export function AddFormationPage() {
  return <PageHeader title="Nueva formación" />;
}
