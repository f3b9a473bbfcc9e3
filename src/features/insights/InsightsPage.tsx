import { PageHeader } from "../../ui/PageHeader";

export function InsightsPage() {
  return <PageHeader title="Insights +" />;
}
