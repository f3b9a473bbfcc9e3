import { describe, expect, it } from "vitest";
import { canConnect, localHttpSources } from "./connect-address";

const reachable = [
  "https://api.openai.com/v1",
  "https://[::1]:8443/v1",
  "http://localhost:11434/v1",
  "http://LOCALHOST:1234/v1",
  "http://127.0.0.1:1234/v1",
  "http://ollama.localhost:11434/v1",
];
// What a CSP cannot allow: an IPv6 literal is an invalid source, and 127.0.0.0/8 is no list.
const blocked = [
  "http://[::1]:11434/v1",
  "http://127.0.0.2:11434/v1",
  "http://192.168.1.20:11434/v1",
  "http://localhost.evil.com/v1",
];

describe("the addresses the app can reach", () => {
  it.each(reachable)("%s is allowed by the CSP", (a) => expect(canConnect(new URL(a))).toBe(true));
  it.each(blocked)("%s is not", (a) => expect(canConnect(new URL(a))).toBe(false));

  it("are the CSP's plain-http sources", () => {
    expect(localHttpSources).toEqual([
      "http://localhost:*",
      "http://127.0.0.1:*",
      "http://*.localhost:*",
    ]);
  });
});
