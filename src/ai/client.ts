// The chat-completion client: the official `openai` package pointed at any OpenAI-compatible
// base URL. The package is imported on first use, so only a screen that calls the AI pays for it.
import type * as OpenAiSdk from "openai";
import type { AiSettings } from "../domain/types";
import type { ChatMessage } from "./prompts";
import type { AiFailure } from "./errors";
import { kindOfStatus, redact } from "./errors";
import { isLocalBaseUrl } from "./connection";

/** Time to wait for the service to start answering; a streamed answer may then take longer. */
const ANSWER_TIMEOUT_MS = 60_000;
const TEST_TIMEOUT_MS = 15_000;

/** A failed call, described without the key. */
export class AiCallError extends Error {
  readonly failure: AiFailure;
  /** The text streamed before the call failed or was cancelled. */
  readonly partial: string;
  constructor(failure: AiFailure, partial = "") {
    super(failure.detail || failure.kind);
    this.name = "AiCallError";
    this.failure = failure;
    this.partial = partial;
  }
}

type Sdk = typeof OpenAiSdk;
let sdk: Promise<Sdk> | null = null;
const loadSdk = () => (sdk ??= import("openai"));

async function makeClient(settings: AiSettings, timeout: number) {
  const { default: OpenAI } = await loadSdk();
  const apiKey = settings.apiKey.trim();
  return new OpenAI({
    baseURL: settings.baseUrl.trim().replace(/\/+$/, ""),
    apiKey,
    // Local servers run without a key: send no Authorization header at all then.
    ...(!apiKey && isLocalBaseUrl(settings.baseUrl)
      ? { defaultHeaders: { Authorization: null } }
      : {}),
    // The key is the coach's own, typed in this browser and sent only to this base URL.
    dangerouslyAllowBrowser: true,
    // A failure should reach the coach in seconds, not after silent retries.
    maxRetries: 0,
    timeout,
  });
}

async function classify(err: unknown, apiKey: string, signal?: AbortSignal): Promise<AiFailure> {
  const { APIError, APIUserAbortError, APIConnectionError, APIConnectionTimeoutError } =
    await loadSdk();
  const message = redact(err instanceof Error ? err.message : String(err), apiKey);
  if (signal?.aborted || err instanceof APIUserAbortError) return { kind: "cancelled", detail: "" };
  if (err instanceof DOMException && err.name === "AbortError") {
    return { kind: "cancelled", detail: "" };
  }
  if (err instanceof APIConnectionTimeoutError) return { kind: "timeout", detail: message };
  if (err instanceof APIConnectionError || err instanceof TypeError) {
    return { kind: "network", detail: message };
  }
  if (err instanceof APIError && typeof err.status === "number") {
    return { kind: kindOfStatus(err.status, message), status: err.status, detail: message };
  }
  return { kind: "unknown", detail: message };
}

type StreamOptions = {
  signal?: AbortSignal;
  /** Called with the whole text received so far, each time more arrives. */
  onText?: (text: string) => void;
};

type Chunk = { choices?: { delta?: { content?: string | null } }[] };
type Completion = { choices?: { message?: { content?: string | null } }[] };

/**
 * Sends one chat completion with streaming and returns the first choice's text. A server that
 * ignores `stream` and answers with plain JSON works too.
 */
export async function streamChat(
  settings: AiSettings,
  messages: ChatMessage[],
  { signal, onText }: StreamOptions = {},
): Promise<string> {
  let text = "";
  try {
    const client = await makeClient(settings, ANSWER_TIMEOUT_MS);
    const response = await client.chat.completions
      .create({ model: settings.model.trim(), messages, stream: true }, { signal })
      .asResponse();
    const type = response.headers.get("content-type") ?? "";
    if (!type.includes("text/event-stream")) {
      const body = (await response.json()) as Completion;
      text = body.choices?.[0]?.message?.content ?? "";
      if (text) onText?.(text);
      return text;
    }
    const { Stream } = await import("openai/streaming");
    const controller = new AbortController();
    signal?.addEventListener("abort", () => controller.abort(), { once: true });
    for await (const chunk of Stream.fromSSEResponse<Chunk>(response, controller)) {
      const delta = chunk.choices?.[0]?.delta?.content;
      if (delta) {
        text += delta;
        onText?.(text);
      }
    }
    if (signal?.aborted) throw new DOMException("Aborted", "AbortError");
    return text;
  } catch (err) {
    const failure = await classify(err, settings.apiKey, signal);
    throw new AiCallError(failure, text);
  }
}

/** 'Probar conexión': one short, non-streamed request. Returns the model's reply. */
export async function testConnection(settings: AiSettings, signal?: AbortSignal): Promise<string> {
  try {
    const client = await makeClient(settings, TEST_TIMEOUT_MS);
    const completion = await client.chat.completions.create(
      {
        model: settings.model.trim(),
        messages: [{ role: "user", content: "Responde solo con la palabra OK." }],
      },
      { signal },
    );
    return completion.choices?.[0]?.message?.content ?? "";
  } catch (err) {
    throw new AiCallError(await classify(err, settings.apiKey, signal));
  }
}
