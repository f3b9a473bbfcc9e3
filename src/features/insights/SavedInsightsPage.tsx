import { PageHeader } from "../../ui/PageHeader";

export function SavedInsightsPage() {
  return <PageHeader title="Insights +" />;
}
