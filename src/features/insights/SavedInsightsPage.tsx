import { useMemo, useState } from "react";
import { usePagedRows } from "../../ui/usePagedRows";
import { paths } from "../../config/paths";
import { formatSavedAt } from "../../domain/records/saved-insights";
import type { SavedInsightMeta } from "../../domain/records/types";
import { useSavedInsights } from "../../state/hooks";
import { deleteInsight, useSavedInsightsMeta } from "../../state/insight-commands";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { useDialogs } from "../../ui/dialogs";
import { Markdown } from "../../ui/Markdown";
import { NearScreen } from "../../ui/NearScreen";
import { ListPage } from "../../ui/ListPage";
import { Pager } from "../../ui/Pager";

/** Insights per page: each is a page of Markdown (every one prints). */
export const INSIGHTS_PAGE_SIZE = 5;

const savedAtText = (meta: SavedInsightMeta) =>
  formatSavedAt(meta.savedAt, -new Date(meta.savedAt).getTimezoneOffset());

/** When it was saved and the question asked, when this app recorded them. */
function InsightMetaLine({ meta }: { meta: SavedInsightMeta | null }) {
  if (!meta) return null;
  const when = savedAtText(meta);
  return (
    <>
      {when && (
        <>
          Guardado el <time dateTime={meta.savedAt}>{when}</time>
        </>
      )}
      {meta.question && (
        <span className="mt-1 block text-slate-600" data-testid="insight-question">
          Pregunta: «{meta.question}»
        </span>
      )}
    </>
  );
}

export function SavedInsightsPage() {
  const saved = useSavedInsights();
  const meta = useSavedInsightsMeta();
  const { confirm } = useDialogs();
  const [error, setError] = useState<string | null>(null);
  const numbered = useMemo(() => saved.map((value, i) => ({ value, i })), [saved]);
  const shown = usePagedRows(numbered, INSIGHTS_PAGE_SIZE);

  const remove = async (index: number, text: string) => {
    const ok = await confirm({
      title: "Eliminar insight",
      message: `¿Eliminar el Insight #${index + 1}? Esta acción no se puede deshacer.`,
      confirmLabel: "Eliminar",
      cancelLabel: "Cancelar",
      danger: true,
    });
    if (!ok) return;
    const r = deleteInsight(index, text);
    setError(r.ok ? null : r.message);
  };

  return (
    <ListPage
      title="Insights +"
      subtitle="Insights guardados"
      create={{ to: paths.insights, label: "Generar Insights" }}
      error={error}
      empty={saved.length === 0 && "No hay insights guardados aún."}
      bare
    >
      <ol className="flex flex-col gap-5" start={shown.from}>
        {shown.items.map(({ value, i }, onPage) => {
          const text = typeof value === "string" ? value : String(value);
          const m = meta[i] ?? null;
          return (
            <li key={m?.id ?? `${i}:${text.length}`}>
              <Card
                as="article"
                title={`Insight #${i + 1}`}
                description={m ? <InsightMetaLine meta={m} /> : undefined}
                aria-label={`Insight #${i + 1}`}
                actions={
                  <Button
                    variant="danger"
                    size="sm"
                    onClick={() => void remove(i, text)}
                    aria-label={`Eliminar Insight #${i + 1}`}
                  >
                    Eliminar
                  </Button>
                }
              >
                {onPage < 2 ? (
                  <Markdown>{text}</Markdown>
                ) : (
                  // Each insight is a page of text: the first two fill the screen and the
                  // margin below it; the others are laid out from their Markdown when the
                  // coach scrolls near them (or prints). Deferring the second only cost a
                  // second frame, built at once.
                  <NearScreen placeholder={null} minHeight={320}>
                    <Markdown>{text}</Markdown>
                  </NearScreen>
                )}
              </Card>
            </li>
          );
        })}
      </ol>
      <Pager {...shown} label="Páginas de insights" />
    </ListPage>
  );
}
