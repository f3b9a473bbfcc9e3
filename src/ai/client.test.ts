import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AiCallError, streamChat } from "./client";

// Only the HTTP call of the `openai` package is replaced. The fake body behaves like fetch's:
// it errors when the request's signal aborts, and it can stall after its first chunks.
const create = vi.hoisted(() => vi.fn());
vi.mock("openai", async (original) => {
  const real = await original<Record<string, unknown>>();
  class FakeOpenAI {
    chat = { completions: { create } };
  }
  return { ...real, default: FakeOpenAI };
});

const event = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

/** An SSE response that sends `parts` and then, unless `end`, nothing more. */
function sseBody(parts: string[], signal: AbortSignal, end = false) {
  const encoder = new TextEncoder();
  let aborted = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of parts) controller.enqueue(encoder.encode(event(p)));
      if (end) {
        controller.enqueue(encoder.encode("data: [DONE]\n\n"));
        controller.close();
      }
      signal.addEventListener("abort", () => {
        aborted = true;
        controller.error(new DOMException("This operation was aborted", "AbortError"));
      });
    },
  });
  return {
    response: new Response(body, { headers: { "content-type": "text/event-stream" } }),
    wasAborted: () => aborted,
  };
}

const settings = { baseUrl: "http://127.0.0.1:9/v1", apiKey: "", model: "m" };
const messages = [{ role: "user" as const, content: "hola" }];

let lastBody: ReturnType<typeof sseBody> | null = null;
function answerWith(parts: string[], end = false) {
  create.mockImplementation((_body: unknown, { signal }: { signal: AbortSignal }) => ({
    asResponse: async () => {
      lastBody = sseBody(parts, signal, end);
      return lastBody.response;
    },
  }));
}

// The client loads the SDK on first use; load it once with real time, so fake time later only
// measures the stream.
beforeAll(async () => {
  answerWith(["listo"], true);
  await streamChat(settings, messages);
});

beforeEach(() => {
  create.mockReset();
  lastBody = null;
});
afterEach(() => vi.useRealTimers());

describe("streamChat", () => {
  it("gives up a stream that stalls after its headers, as 'stalled', keeping the partial text", async () => {
    vi.useFakeTimers();
    answerWith(["Primera parte"]);
    const texts: string[] = [];
    const call = streamChat(settings, messages, { idleMs: 30_000, onText: (t) => texts.push(t) });
    const outcome = call.then(
      () => null,
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(29_000);
    expect(texts).toEqual(["Primera parte"]);
    expect(lastBody!.wasAborted()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    const err = await outcome;
    expect(err).toBeInstanceOf(AiCallError);
    expect((err as AiCallError).failure.kind).toBe("stalled");
    expect((err as AiCallError).partial).toBe("Primera parte");
    expect(lastBody!.wasAborted()).toBe(true);
  });

  it("the coach's cancel is 'cancelled', never 'stalled'", async () => {
    answerWith(["algo"]);
    const abort = new AbortController();
    const call = streamChat(settings, messages, {
      signal: abort.signal,
      onText: () => abort.abort(),
    });
    await expect(call).rejects.toMatchObject({ failure: { kind: "cancelled" }, partial: "algo" });
  });

  it("cuts an answer longer than maxChars, says so once and stops reading", async () => {
    answerWith(["12345", "67890", "abcde", "fghij"]);
    const onTruncated = vi.fn();
    const text = await streamChat(settings, messages, { maxChars: 12, onTruncated });
    expect(text).toBe("1234567890ab");
    expect(onTruncated).toHaveBeenCalledTimes(1);
    expect(lastBody!.wasAborted()).toBe(true);
  });

  it("a normal stream ends with the whole text and no truncation", async () => {
    answerWith(["## Hola", " mundo"], true);
    const onTruncated = vi.fn();
    await expect(streamChat(settings, messages, { onTruncated })).resolves.toBe("## Hola mundo");
    expect(onTruncated).not.toHaveBeenCalled();
  });
});
