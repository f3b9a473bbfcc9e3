// The Insights screen state of spec section 4 (result, loading, error, question), and the glue
// between the stored matches, the AI settings and the ai module. Screens reach the AI only here.
import { useCallback, useEffect, useRef, useState } from "react";
import type { AiSettings } from "../domain/records/types";
import { LOCAL_HTTP_ONLY } from "../domain/data/connect-address";
import { AiCallError, streamChat, testConnection } from "../ai/client";
import { parseBaseUrl, readiness } from "../ai/connection";
import type { Readiness } from "../ai/connection";
import { describeFailure, redact } from "../ai/errors";
import { MAX_ANSWER_CHARS, RENDER_INTERVAL_MS, throttleLatest } from "../ai/stream-control";
import type { AiFailure } from "../ai/errors";
import { askMessages, briefMessages, generateMessages } from "../ai/prompts";
import type { PromptData } from "../ai/prompts";
import { briefTables } from "../ai/brief-tables";
import type { PreMatchBriefInput } from "../domain/analytics/pre-match";
import type { ChatMessage } from "../ai/prompts";
import { getAiSettings } from "./settings";
import { storedParticipation } from "./participation";
import { storedHeldSessions, trainingFactsOf } from "./training";
import { todayIso } from "../domain/base/dates";
import { getList } from "./store";

export type { Readiness };

/** Texts of spec sections 5, 7 and 8, quoted exactly. */
export const insightTexts = {
  noData: "No hay información suficiente para generar insights.",
  emptyQuestion: "Por favor, escribe una pregunta antes de enviarla.",
  emptyGenerate: "No se generaron conclusiones.",
  emptyAsk: "No se generaron respuestas.",
  generateFailed: "Ocurrió un error al generar los insights. Por favor, intenta nuevamente.",
  askFailed: "Ocurrió un error al responder la pregunta. Por favor, intenta nuevamente.",
  // Ours: the pre-match brief.
  emptyBrief: "No se generó el informe previo.",
  briefFailed: "Ocurrió un error al generar el informe previo. Por favor, intenta nuevamente.",
} as const;

export type InsightsMode = "generate" | "ask" | "brief";

/** What produced the result on screen: kept with it when it is saved. */
export type ResultOrigin = { kind: InsightsMode; question?: string };

/** Shown under an answer that was longer than the app keeps. */
export const TRUNCATED_NOTE = `La respuesta era demasiado larga: se muestran y se guardan solo sus primeros ${MAX_ANSWER_CHARS.toLocaleString("es-ES")} caracteres.`;

export type InsightsError = {
  message: string;
  /** Why, in plain words (the spec message says only that it failed). */
  detail?: string;
  /** The settings are incomplete: the screen links to Configuración. */
  needsSettings?: boolean;
};

const readinessText: Record<Exclude<Readiness, "ready">, string> = {
  "missing-key":
    "Falta la clave API del servicio de IA. Añádela en Configuración para generar insights.",
  "invalid-url": "La URL base del servicio de IA no es válida. Revísala en Configuración.",
  "blocked-url": `La app no puede conectarse a la URL base del servicio de IA: el navegador la bloquea. ${LOCAL_HTTP_ONLY} Cámbiala en Configuración.`,
  "missing-model": "Falta el modelo del servicio de IA. Indícalo en Configuración.",
};

export function readinessMessage(r: Readiness): string | null {
  return r === "ready" ? null : readinessText[r];
}

export const aiReadiness = (settings: AiSettings) => readiness(settings);

const hostOf = (baseUrl: string) => parseBaseUrl(baseUrl)?.host ?? baseUrl;

/** The service's host name, as shown to the coach (never the key). */
export const aiServiceHost = hostOf;

function logFailure(mode: InsightsMode, f: AiFailure, apiKey: string) {
  // Status and the service's message only, with the key taken out: never the request itself.
  console.error(
    `Insights: falló la llamada de ${{ generate: "generar insights", ask: "pregunta", brief: "informe previo" }[mode]}`,
    { kind: f.kind, status: f.status ?? null, message: redact(f.detail, apiKey) },
  );
}

/** The stored lists the prompts are computed from, read when a call starts. */
function promptData(): PromptData {
  return {
    matches: getList("matches").items,
    players: getList("players").items,
    formations: getList("formations").items,
    rivals: getList("rivals").items,
    participation: storedParticipation(),
    attendance: storedAttendanceRows(),
  };
}

/** Each player's attendance of the last four weeks, with its sample, for the prompt. */
function storedAttendanceRows() {
  const today = todayIso();
  const players = getList("players").items;
  const facts = trainingFactsOf(
    storedHeldSessions(today),
    players.map((p) => p.id),
    today,
  );
  return players.map((p) => {
    const f = facts.get(p.id)!;
    return {
      name: p.name,
      present: f.rate.present,
      sessions: f.rate.sessions,
      missedThisWeek: f.missedThisWeek,
    };
  });
}

export function useInsights() {
  const [result, setResult] = useState<string | null>(null);
  const [origin, setOrigin] = useState<ResultOrigin | null>(null);
  const [truncated, setTruncated] = useState(false);
  // The answer as it streams in; it becomes the result only when the call ends well (or is
  // cancelled), so a failure halfway leaves the previous result as it was.
  const [draft, setDraft] = useState<string | null>(null);
  const [running, setRunning] = useState<InsightsMode | null>(null);
  const [error, setError] = useState<InsightsError | null>(null);
  const [question, setQuestion] = useState("");
  const [cancelled, setCancelled] = useState(false);
  const controller = useRef<AbortController | null>(null);

  // Leaving the screen stops a call still in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async (mode: InsightsMode, messages: ChatMessage[], asked?: string) => {
    const settings = getAiSettings();
    const notReady = readinessMessage(readiness(settings));
    if (notReady) {
      setError({ message: notReady, needsSettings: true });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setRunning(mode);
    setCancelled(false);
    let cut = false;
    // A long answer arrives in thousands of pieces: the screen redraws a few times a second,
    // not once per piece, so it stays responsive (and 'Cancelar' reachable) throughout.
    const paced = throttleLatest(setDraft, RENDER_INTERVAL_MS);
    const done = (text: string) => {
      setResult(text);
      setOrigin(asked !== undefined ? { kind: mode, question: asked } : { kind: mode });
      setTruncated(cut);
    };
    try {
      const text = await streamChat(settings, messages, {
        signal: abort.signal,
        onText: paced.push,
        onTruncated: () => (cut = true),
      });
      const empty = {
        generate: insightTexts.emptyGenerate,
        ask: insightTexts.emptyAsk,
        brief: insightTexts.emptyBrief,
      }[mode];
      done(text.trim() ? text : empty);
    } catch (err) {
      const failure: AiFailure =
        err instanceof AiCallError
          ? err.failure
          : { kind: "unknown", detail: err instanceof Error ? err.message : String(err) };
      const partial = err instanceof AiCallError ? err.partial : "";
      if (failure.kind === "cancelled") {
        setCancelled(true);
        if (partial.trim()) done(partial);
      } else {
        logFailure(mode, failure, settings.apiKey);
        setError({
          message: {
            generate: insightTexts.generateFailed,
            ask: insightTexts.askFailed,
            brief: insightTexts.briefFailed,
          }[mode],
          detail: describeFailure(failure, settings.model, hostOf(settings.baseUrl)),
        });
      }
    } finally {
      paced.cancel();
      if (controller.current === abort) controller.current = null;
      setDraft(null);
      setRunning(null);
    }
  }, []);

  const generate = useCallback(async () => {
    if (controller.current) return;
    setError(null);
    const matches = getList("matches").items;
    if (matches.length === 0) {
      setCancelled(false);
      setTruncated(false);
      setResult(insightTexts.noData);
      setOrigin({ kind: "generate" });
      return;
    }
    await run("generate", generateMessages(promptData(), getAiSettings().model));
  }, [run]);

  const ask = useCallback(async () => {
    if (controller.current) return;
    setError(null);
    if (!question.trim()) {
      setError({ message: insightTexts.emptyQuestion });
      return;
    }
    await run("ask", askMessages(promptData(), question, getAiSettings().model), question.trim());
  }, [question, run]);

  /** The pre-match brief for an input built by the screen (preMatchBriefInput). */
  const brief = useCallback(
    async (input: PreMatchBriefInput) => {
      if (controller.current) return;
      setError(null);
      await run(
        "brief",
        briefMessages(briefTables(input), getAiSettings().model),
        `Informe previo al partido contra ${input.rival.name}`,
      );
    },
    [run],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return {
    result: draft ?? result,
    /** What produced the finished result (not the draft): saved with it. */
    origin: draft === null ? origin : null,
    truncated: draft === null && truncated,
    loading: running !== null,
    running,
    error,
    question,
    setQuestion,
    cancelled,
    generate,
    ask,
    brief,
    cancel,
  };
}

/** 'Probar conexión': a one-line request with the given (possibly unsaved) settings. */
export async function testAiConnection(
  settings: AiSettings,
  signal?: AbortSignal,
): Promise<{ ok: true; message: string } | { ok: false; message: string }> {
  const notReady = readiness(settings);
  if (notReady !== "ready") {
    const why: Record<Exclude<Readiness, "ready">, string> = {
      "missing-key": "Falta la clave API: este servicio no es local y la necesita.",
      "invalid-url": "La URL base no es válida: debe empezar por http:// o https://.",
      "blocked-url": `El navegador bloquea esa URL base, así que no se ha intentado la conexión. ${LOCAL_HTTP_ONLY}`,
      "missing-model": "Falta el modelo.",
    };
    return { ok: false, message: why[notReady] };
  }
  try {
    await testConnection(settings, signal);
    return {
      ok: true,
      message: `Conexión correcta: ${hostOf(settings.baseUrl)} respondió con el modelo «${settings.model.trim()}».`,
    };
  } catch (err) {
    const failure: AiFailure =
      err instanceof AiCallError ? err.failure : { kind: "unknown", detail: "" };
    return {
      ok: false,
      message: describeFailure(failure, settings.model.trim(), hostOf(settings.baseUrl)),
    };
  }
}
