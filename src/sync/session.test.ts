// The requests to the sharing server are bounded: a server that takes the connection and never
// answers gets a truthful Spanish message after ANSWER_TIMEOUT_MS, never a wait for ever. Fake
// timers move the clock; no test sleeps.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ANSWER_TIMEOUT_MS,
  NoAnswer,
  SESSION_MESSAGES,
  checkMembership,
  signIn,
  whyUnreached,
} from "./session";

const server = "http://127.0.0.1:5984";
/** Every request made, with the signal it was given. */
let requests: { url: string; signal?: AbortSignal }[] = [];

/** A server that accepts the connection and never answers. */
function silentServer() {
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
    requests.push({ url, signal: init?.signal ?? undefined });
    return new Promise<Response>(() => undefined);
  });
}

/** Settles `p` or says it is still waiting, without moving the clock. */
async function state<T>(p: Promise<T>): Promise<T | "waiting"> {
  return Promise.race([p, Promise.resolve("waiting" as const)]);
}

beforeEach(() => {
  vi.useFakeTimers();
  requests = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("signing in to a server that never answers", () => {
  it("waits ANSWER_TIMEOUT_MS (15 s), then says so at that address, nothing stored, and aborts the request", async () => {
    expect(ANSWER_TIMEOUT_MS).toBe(15_000);
    silentServer();
    const result = signIn(server, "ana", "clave-ana");
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS - 1);
    expect(await state(result)).toBe("waiting");
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({
      ok: false,
      offline: true,
      reason: "timeout",
      message:
        "El servidor no respondió a tiempo (15 s) en http://127.0.0.1:5984: revisa la dirección y que el servidor esté en marcha. No se ha guardado nada.",
    });
    expect(requests.map((r) => r.url)).toEqual([`${server}/_session`]);
    expect(requests[0]!.signal?.aborted).toBe(true);
  });

  it("the membership check is bounded the same way", async () => {
    silentServer();
    const result = checkMembership(server, "equipo", "ana");
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS);
    expect(await result).toEqual({ ok: false, offline: true, reason: "timeout" });
  });

  it("an answer in time is used as before", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(new Response("{}", { status: 401 })));
    expect(await signIn(server, "ana", "mala")).toEqual({
      ok: false,
      offline: false,
      message: SESSION_MESSAGES.refused,
    });
  });
});

describe("why a request did not reach the server", () => {
  it("tells no answer, blocked by the browser, offline and not reached apart", async () => {
    expect(whyUnreached(server, new NoAnswer())).toBe("timeout");
    const failed = new TypeError("Failed to fetch");
    // Outside what the app's CSP allows (a value stored by an earlier version).
    expect(whyUnreached("http://[::1]:5984", failed)).toBe("blocked");
    expect(whyUnreached("http://127.0.0.2:5984", failed)).toBe("blocked");
    expect(whyUnreached(server, failed)).toBe("unreachable");
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(whyUnreached(server, failed)).toBe("offline");
    vi.restoreAllMocks();
    vi.stubGlobal("fetch", () => Promise.reject(failed));
    const blocked = await signIn("http://[::1]:5984", "ana", "x");
    expect(blocked).toMatchObject({ ok: false, reason: "blocked" });
    expect(!blocked.ok && blocked.message).toContain("El navegador no deja a la app conectarse");
    expect(await signIn(server, "ana", "x")).toMatchObject({
      reason: "unreachable",
      message: SESSION_MESSAGES.offline,
    });
  });
});
