// The chat-completion client: the official `openai` package pointed at any OpenAI-compatible
// base URL. The package is imported on first use, so only a screen that calls the AI pays for it.
import type * as OpenAiSdk from "openai";
import type { AiSettings } from "../domain/records/types";
import type { ChatMessage } from "./prompts";
import type { AiFailure } from "./errors";
import { kindOfStatus, redact } from "./errors";
import { isLocalBaseUrl } from "./connection";
import { appendCapped, MAX_ANSWER_CHARS, STREAM_IDLE_MS, watchIdle } from "./stream-control";

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

async function classify(
  err: unknown,
  apiKey: string,
  signal?: AbortSignal,
  stalledAfterMs?: number,
): Promise<AiFailure> {
  const { APIError, APIUserAbortError, APIConnectionError, APIConnectionTimeoutError } =
    await loadSdk();
  const message = redact(err instanceof Error ? err.message : String(err), apiKey);
  // The coach's own 'Cancelar' wins over anything else that happened at the same time.
  if (signal?.aborted) return { kind: "cancelled", detail: "" };
  if (stalledAfterMs !== undefined) {
    return { kind: "stalled", detail: `${Math.round(stalledAfterMs / 1000)} s sin datos` };
  }
  if (err instanceof APIUserAbortError) return { kind: "cancelled", detail: "" };
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
  /** Give up when the stream sends nothing for this long (default 30 s). */
  idleMs?: number;
  /** Keep at most this many characters; the rest of the answer is not read (default 100,000). */
  maxChars?: number;
  /** Called once if the answer was longer than `maxChars` and was cut there. */
  onTruncated?: () => void;
};

type Chunk = { choices?: { delta?: { content?: string | null } }[] };
type Completion = { choices?: { message?: { content?: string | null } }[] };

/**
 * Sends one chat completion with streaming and returns the first choice's text. A server that
 * ignores `stream` and answers with plain JSON works too. A stream that goes quiet for `idleMs`
 * fails as "stalled"; an answer longer than `maxChars` is cut there and the stream closed.
 */
export async function streamChat(
  settings: AiSettings,
  messages: ChatMessage[],
  {
    signal,
    onText,
    idleMs = STREAM_IDLE_MS,
    maxChars = MAX_ANSWER_CHARS,
    onTruncated,
  }: StreamOptions = {},
): Promise<string> {
  let text = "";
  // One controller for the whole HTTP exchange: the coach's cancel, a stall or the size cap
  // each end it, and the body stops downloading at once.
  const call = new AbortController();
  const forward = () => call.abort();
  if (signal?.aborted) call.abort();
  signal?.addEventListener("abort", forward, { once: true });
  let stalledAfter: number | undefined;
  let idle: ReturnType<typeof watchIdle> | null = null;
  try {
    const client = await makeClient(settings, ANSWER_TIMEOUT_MS);
    const response = await client.chat.completions
      .create({ model: settings.model.trim(), messages, stream: true }, { signal: call.signal })
      .asResponse();
    const type = response.headers.get("content-type") ?? "";
    // From the headers on, silence is watched: the SDK's own time-out ends with them.
    idle = watchIdle(() => {
      stalledAfter = idleMs;
      call.abort();
    }, idleMs);
    if (!type.includes("text/event-stream")) {
      const body = (await response.json()) as Completion;
      const capped = appendCapped("", body.choices?.[0]?.message?.content ?? "", maxChars);
      text = capped.text;
      if (capped.truncated) onTruncated?.();
      if (text) onText?.(text);
      return text;
    }
    const { Stream } = await import("openai/streaming");
    for await (const chunk of Stream.fromSSEResponse<Chunk>(response, call)) {
      idle.poke();
      const delta = chunk.choices?.[0]?.delta?.content;
      if (!delta) continue;
      const capped = appendCapped(text, delta, maxChars);
      text = capped.text;
      onText?.(text);
      if (capped.truncated) {
        onTruncated?.();
        // Stop reading: the rest of the answer is not kept.
        call.abort();
        return text;
      }
    }
    if (signal?.aborted) throw new DOMException("Aborted", "AbortError");
    if (stalledAfter !== undefined) throw new DOMException("Stalled", "AbortError");
    return text;
  } catch (err) {
    const failure = await classify(err, settings.apiKey, signal, stalledAfter);
    throw new AiCallError(failure, text);
  } finally {
    idle?.stop();
    signal?.removeEventListener("abort", forward);
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
    throw new AiCallError(await classify(err, settings.apiKey, signal, undefined));
  }
}
