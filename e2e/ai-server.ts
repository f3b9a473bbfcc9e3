// A local OpenAI-compatible chat-completion server for the end-to-end tests: real HTTP on
// 127.0.0.1, CORS like a hosted service, and one answer mode per test. It records every
// request so tests can check exactly what the browser sent.
import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type AiMode =
  /** A plain JSON chat completion (as a server that ignores `stream` would answer). */
  | { kind: "json"; text: string; delayMs?: number }
  /** Server-sent events, one delta per chunk, `delayMs` apart. */
  | { kind: "sse"; chunks: string[]; delayMs?: number }
  /** An HTTP error with an OpenAI-style error body. */
  | { kind: "error"; status: number; message: string }
  /** The first chunks, then nothing more until the client goes away. */
  | { kind: "hang"; chunks: string[] }
  /** A normal answer but no CORS headers: the browser must refuse it. */
  | { kind: "no-cors"; text: string }
  /** The stream's headers, then silence until the client goes away. */
  | { kind: "stall" }
  /**
   * A very long answer: `totalChars` of Markdown in chunks of `chunkChars`, `delayMs` apart
   * (0: as fast as the connection takes them). Stops when the client goes away.
   */
  | { kind: "huge"; totalChars: number; chunkChars: number; delayMs?: number };

export type RecordedRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
  } & Record<string, unknown>;
};

export type AiServer = {
  /** Base URL to put in aiSettings, e.g. http://127.0.0.1:PORT/v1 */
  baseUrl: string;
  /** Characters of answer text written by the last streamed response (huge, sse and hang modes). */
  lastStreamChars(): number;
  /** Whether the client closed the last streamed response before it ended. */
  lastStreamAbandoned(): boolean;
  /** Chat-completion requests received (preflights are not recorded). */
  requests: RecordedRequest[];
  setMode(mode: AiMode): void;
  close(): Promise<void>;
};

const completion = (text: string) => ({
  id: "chatcmpl-e2e",
  object: "chat.completion",
  created: 1_700_000_000,
  model: "e2e",
  choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: text } }],
});

const chunk = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-e2e",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model: "e2e",
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  })}\n\n`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function cors(req: IncomingMessage, res: ServerResponse) {
  res.setHeader("Access-Control-Allow-Origin", req.headers.origin ?? "*");
  res.setHeader("Vary", "Origin");
  res.setHeader("Access-Control-Allow-Methods", "POST, GET, OPTIONS");
  res.setHeader(
    "Access-Control-Allow-Headers",
    req.headers["access-control-request-headers"] ?? "authorization, content-type",
  );
  res.setHeader("Access-Control-Max-Age", "600");
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString("utf8");
}

/** One line of the huge answer: Markdown a model could send, numbered so each is distinct. */
const hugeLine = (n: number) =>
  `- Línea ${n}: el equipo **presiona** arriba y recupera en campo rival; tiros 12, goles 2.\n`;

/** Waits until the socket can take more, or the client is gone. */
function drained(res: ServerResponse) {
  return new Promise<void>((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.once("drain", done);
    res.once("close", done);
  });
}

export async function startAiServer(initial: AiMode = { kind: "json", text: "OK" }) {
  let mode = initial;
  const requests: RecordedRequest[] = [];
  let streamChars = 0;
  let abandoned = false;

  const server = createServer(async (req, res) => {
    let gone = false;
    res.on("close", () => (gone = true));
    if (mode.kind !== "no-cors") cors(req, res);
    if (req.method === "OPTIONS") {
      res.writeHead(204).end();
      return;
    }
    const path = (req.url ?? "").split("?")[0] ?? "";
    if (req.method !== "POST" || path !== "/v1/chat/completions") {
      res.writeHead(404, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: { message: `Unknown route ${path}` } }));
      return;
    }
    const raw = await readBody(req);
    let body: RecordedRequest["body"] = {};
    try {
      body = JSON.parse(raw) as RecordedRequest["body"];
    } catch {
      // recorded as empty: the assertion on it will say what was wrong
    }
    requests.push({ method: req.method, path, authorization: req.headers.authorization, body });

    const m = mode;
    switch (m.kind) {
      case "json":
      case "no-cors":
        if (m.kind === "json" && m.delayMs) await sleep(m.delayMs);
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify(completion(m.text)));
        return;
      case "error":
        res.writeHead(m.status, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: { message: m.message, type: "e2e_error" } }));
        return;
      case "stall":
        res.writeHead(200, {
          "Content-Type": "text/event-stream; charset=utf-8",
          "Cache-Control": "no-cache",
          Connection: "keep-alive",
        });
        res.flushHeaders();
        return; // nothing more: left open until the browser gives up or the test ends
      case "huge": {
        res.writeHead(200, {
          "Content-Type": "text/event-stream; charset=utf-8",
          "Cache-Control": "no-cache",
          Connection: "keep-alive",
        });
        streamChars = 0;
        abandoned = false;
        let line = 0;
        let pending = "";
        while (streamChars < m.totalChars) {
          if (gone) {
            abandoned = true;
            return;
          }
          while (pending.length < m.chunkChars) pending += hugeLine(++line);
          const piece = pending.slice(0, Math.min(m.chunkChars, m.totalChars - streamChars));
          pending = pending.slice(piece.length);
          streamChars += piece.length;
          if (!res.write(chunk(piece))) await drained(res);
          if (m.delayMs) await sleep(m.delayMs);
        }
        if (gone) {
          abandoned = true;
          return;
        }
        res.write(chunk(null, "stop"));
        res.end("data: [DONE]\n\n");
        return;
      }
      case "sse":
      case "hang": {
        res.writeHead(200, {
          "Content-Type": "text/event-stream; charset=utf-8",
          "Cache-Control": "no-cache",
          Connection: "keep-alive",
        });
        res.write(chunk(""));
        streamChars = 0;
        abandoned = false;
        for (const c of m.chunks) {
          if (gone) {
            abandoned = true;
            return;
          }
          res.write(chunk(c));
          streamChars += c.length;
          if (m.kind === "sse" && m.delayMs) await sleep(m.delayMs);
        }
        if (m.kind === "hang") return; // left open until the browser cancels or the test ends
        res.write(chunk(null, "stop"));
        res.end("data: [DONE]\n\n");
        return;
      }
    }
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const api: AiServer = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    lastStreamChars: () => streamChars,
    lastStreamAbandoned: () => abandoned,
    setMode: (next) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return api;
}
