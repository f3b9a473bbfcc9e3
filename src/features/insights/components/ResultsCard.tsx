import { Suspense, lazy, useCallback, useEffect, useState } from "react";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { EmptyState } from "../../../ui/EmptyState";
import { formatWhileStreaming } from "../../../ui/markdown-budget";

// The Markdown renderer (react-markdown and remark-gfm, the screen's largest module) loads with
// the first answer, not with the screen, which opens with none; until then the answer shows as
// plain text.
const loadMarkdown = () => import("../../../ui/Markdown");
const Markdown = lazy(() => loadMarkdown().then((m) => ({ default: m.Markdown })));

type ResultsCardProps = {
  result: string | null;
  loading: boolean;
  cancelled: boolean;
  /** The answer was longer than the app keeps and was cut. */
  truncated?: boolean;
  truncatedNote?: string;
  onCancel: () => void;
  onSave: () => void;
  /** Shown for a pre-match brief: prints the answer alone. */
  onPrint?: () => void;
};

/** 'Resultados': the answer as Markdown while it streams in, then the way to keep it. */
export function ResultsCard({
  result,
  loading,
  cancelled,
  truncated,
  truncatedNote,
  onCancel,
  onSave,
  onPrint,
}: ResultsCardProps) {
  // The slowest formatted redraw of the answer streaming in; a new call starts again at 0.
  const [slowest, setSlowest] = useState({ loading, ms: 0 });
  if (slowest.loading !== loading) setSlowest({ loading, ms: 0 });
  const onFormatMs = useCallback(
    (ms: number) => setSlowest((s) => (ms > s.ms ? { ...s, ms } : s)),
    [],
  );
  // While it streams, an answer too long, too heavy or too slow to format is redrawn as plain
  // text (cheap) and gets its formatting once, when it ends.
  const plainWhileStreaming =
    result !== null && loading && !formatWhileStreaming(result, slowest.ms);
  useEffect(() => {
    if (loading) void loadMarkdown();
  }, [loading]);
  const plain = (text: string) => (
    <pre className="font-sans text-sm whitespace-pre-wrap wrap-anywhere text-slate-700">{text}</pre>
  );
  return (
    <Card
      className="mt-5"
      title="Resultados"
      aria-label="Resultados"
      actions={
        loading ? (
          <Button size="sm" onClick={onCancel}>
            Cancelar
          </Button>
        ) : result ? (
          <div className="no-print flex gap-2">
            {onPrint && (
              <Button size="sm" onClick={onPrint}>
                Imprimir
              </Button>
            )}
            <Button size="sm" variant="primary" onClick={onSave}>
              Guardar Insights
            </Button>
          </div>
        ) : null
      }
    >
      {cancelled && !loading && (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {result
            ? "Respuesta cancelada: se muestra lo recibido hasta ese momento."
            : "Consulta cancelada antes de recibir respuesta."}
        </p>
      )}
      {truncated && !loading && (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {truncatedNote}
        </p>
      )}
      <div aria-busy={loading}>
        {result && plainWhileStreaming ? (
          <>
            <p className="mb-2 text-xs text-slate-500" data-testid="streaming-plain">
              Recibiendo la respuesta sin formato: tendrá formato al terminar si es posible.
            </p>
            {plain(result)}
          </>
        ) : result ? (
          <Suspense fallback={plain(result)}>
            <Markdown onFormatMs={loading ? onFormatMs : undefined}>{result}</Markdown>
          </Suspense>
        ) : loading ? (
          <p className="flex items-center gap-2 py-6 text-sm text-slate-500">
            <span
              aria-hidden
              className="h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
            />
            Esperando la respuesta del servicio de IA…
          </p>
        ) : (
          <EmptyState>No hay resultados aún.</EmptyState>
        )}
      </div>
    </Card>
  );
}
