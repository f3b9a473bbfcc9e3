import { useState } from "react";
import { useNavigate } from "react-router";
import { Link } from "../../ui/Link";
import { paths } from "../../config/paths";
import { useMatches } from "../../state/hooks";
import { saveInsight } from "../../state/insight-commands";
import { TRUNCATED_NOTE, useInsights } from "../../state/insights";
import { useOnline } from "../../state/online";
import { useAiSettings } from "../../state/settings";
import { Alert } from "../../ui/Alert";
import { Button, ButtonLink } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { Textarea } from "../../ui/Field";
import { PageHeader } from "../../ui/PageHeader";
import { ConnectionLine } from "./components/ConnectionLine";
import { BriefCard } from "./components/BriefCard";
import { ResultsCard } from "./components/ResultsCard";

/** What an AI action says when there is no network (here, not in state/online.ts: the first
 * page, which watches the network, never shows it). */
export const OFFLINE_AI_MESSAGE =
  "Sin conexión: los insights necesitan internet para consultar el servicio de IA. Tus datos siguen disponibles sin conexión.";

export function InsightsPage() {
  const navigate = useNavigate();
  const matches = useMatches();
  const settings = useAiSettings();
  const insights = useInsights();
  const { loading, running, error, question, setQuestion } = insights;
  const [saveError, setSaveError] = useState<string | null>(null);
  // AI calls need the network; the rest of the app works offline.
  const online = useOnline();

  const save = () => {
    if (!insights.result) return;
    const r = saveInsight(insights.result, {
      kind: insights.origin?.kind,
      question: insights.origin?.question,
    });
    if (r.ok) navigate(paths.savedInsights);
    else setSaveError(r.message);
  };

  return (
    <>
      <PageHeader
        title="Insights +"
        subtitle={<ConnectionLine settings={settings} />}
        actions={
          <ButtonLink to={paths.savedInsights} variant="secondary">
            Ver Insights Guardados
          </ButtonLink>
        }
      />

      {!online && (
        <Alert tone="warning" className="no-print mb-5">
          {OFFLINE_AI_MESSAGE}
        </Alert>
      )}

      <div className="no-print grid gap-5 lg:grid-cols-2">
        <Card
          title="Generar Insights"
          description={
            matches.length === 0
              ? "Aún no hay partidos registrados."
              : matches.length === 1
                ? "Analiza el único partido registrado en busca de patrones."
                : `Analiza los ${matches.length} partidos registrados en busca de patrones.`
          }
        >
          <p className="mb-4 text-sm leading-relaxed text-slate-600">
            Combinaciones de jugadores y posiciones, el efecto de un jugador, local frente a
            visitante, formación frente a resultado y el impacto de la alineación en tiros y goles.
            Solo conclusiones basadas en tus datos.
          </p>
          <Button
            variant="primary"
            onClick={() => void insights.generate()}
            disabled={loading || !online}
          >
            {running === "generate" ? "Generando Insights..." : "Generar Insights"}
          </Button>
        </Card>

        <Card title="Hacer una Pregunta" description="Pregunta lo que quieras sobre tus partidos.">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void insights.ask();
            }}
            className="flex flex-col gap-3"
          >
            <Textarea
              aria-label="Pregunta"
              rows={3}
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  void insights.ask();
                }
              }}
              placeholder="Escribe tu pregunta personalizada aquí..."
              className="resize-y"
            />
            <div>
              <Button type="submit" variant="primary" disabled={loading || !online}>
                {running === "ask" ? "Consultando..." : "Enviar Pregunta"}
              </Button>
            </div>
          </form>
        </Card>
      </div>

      <BriefCard
        disabled={loading || !online}
        running={running === "brief"}
        onGenerate={(input) => void insights.brief(input)}
      />

      {(error || saveError) && (
        <Alert tone="error" className="no-print mt-5" title={error?.message ?? saveError}>
          {error?.detail}
          {error?.needsSettings && (
            <Link
              to={paths.settings}
              className="font-medium text-red-900 underline underline-offset-2"
            >
              Ir a Configuración
            </Link>
          )}
        </Alert>
      )}

      <ResultsCard
        result={insights.result}
        loading={loading}
        cancelled={insights.cancelled}
        truncated={insights.truncated}
        onCancel={insights.cancel}
        onSave={save}
        onPrint={insights.origin?.kind === "brief" ? () => window.print() : undefined}
        truncatedNote={TRUNCATED_NOTE}
      />
    </>
  );
}
