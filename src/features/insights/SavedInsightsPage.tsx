import { paths } from "../../config/paths";
import { useSavedInsights } from "../../state/hooks";
import { ButtonLink } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { EmptyState } from "../../ui/EmptyState";
import { Markdown } from "../../ui/Markdown";
import { PageHeader } from "../../ui/PageHeader";

export function SavedInsightsPage() {
  const saved = useSavedInsights();
  return (
    <>
      <PageHeader
        title="Insights +"
        subtitle="Insights guardados"
        actions={
          <ButtonLink to={paths.insights} variant="primary">
            Generar Insights
          </ButtonLink>
        }
      />
      {saved.length === 0 ? (
        <Card>
          <EmptyState>No hay insights guardados aún.</EmptyState>
        </Card>
      ) : (
        <ol className="flex flex-col gap-5">
          {saved.map((text, i) => (
            // The list is append-only (no edit or delete), so the position is a stable key.
            <li key={i}>
              <Card as="article" title={`Insight #${i + 1}`} aria-label={`Insight #${i + 1}`}>
                <Markdown>{typeof text === "string" ? text : String(text)}</Markdown>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
