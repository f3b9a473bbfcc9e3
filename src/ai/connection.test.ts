import { describe, expect, it } from "vitest";
import { isLocalBaseUrl, parseBaseUrl, readiness } from "./connection";

const settings = (baseUrl: string, apiKey = "", model = "gpt-4") => ({ baseUrl, apiKey, model });

describe("isLocalBaseUrl", () => {
  it.each([
    "http://localhost:11434/v1",
    "http://127.0.0.1:1234/v1",
    "http://[::1]:8080/v1",
    "http://ollama.localhost/v1",
  ])("%s is this machine", (url) => expect(isLocalBaseUrl(url)).toBe(true));

  it.each([
    "https://api.openai.com/v1",
    "http://192.168.1.10:11434/v1",
    "http://localhost.evil.com/v1",
    "ftp://localhost/v1",
    "no es una url",
  ])("%s is not", (url) => expect(isLocalBaseUrl(url)).toBe(false));
});

describe("readiness", () => {
  it("needs a key for a remote service but not for a local one", () => {
    expect(readiness(settings("https://api.openai.com/v1"))).toBe("missing-key");
    expect(readiness(settings("https://api.openai.com/v1", "   "))).toBe("missing-key");
    expect(readiness(settings("https://api.openai.com/v1", "sk-1"))).toBe("ready");
    expect(readiness(settings("http://localhost:11434/v1"))).toBe("ready");
  });

  it("refuses a non-http(s) URL and an empty model", () => {
    expect(readiness(settings("javascript:alert(1)", "k"))).toBe("invalid-url");
    expect(parseBaseUrl("file:///etc/passwd")).toBeNull();
    expect(readiness(settings("https://api.openai.com/v1", "k", " "))).toBe("missing-model");
  });
});

describe("a base URL the browser would block", () => {
  it("an AI address stored before is reported as blocked, never tried", () => {
    const settings = { baseUrl: "http://[::1]:11434/v1", apiKey: "", model: "llama3.1" };
    expect(readiness(settings)).toBe("blocked-url");
    expect(readiness({ ...settings, baseUrl: "http://127.0.0.1:11434/v1" })).toBe("ready");
  });
});
