import { describe, expect, it } from "vitest";
import { isHttpUrl, parseHttpUrl } from "./url";

describe("isHttpUrl", () => {
  it("accepts http and https addresses, in any case and with surrounding spaces", () => {
    expect(isHttpUrl("https://a.es")).toBe(true);
    expect(isHttpUrl("http://localhost:11434/v1")).toBe(true);
    expect(isHttpUrl("HTTPS://Example.com/foto.png")).toBe(true);
    expect(isHttpUrl("  https://a.es/x.png  ")).toBe(true);
  });

  it("refuses every other scheme, relative addresses and text that is not an address", () => {
    for (const bad of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "file:///etc/passwd",
      "mailto:a@b.es",
      "ftp://a.es",
      "/foto.png",
      "a.es",
      "https://",
      "",
      "   ",
    ]) {
      expect(isHttpUrl(bad)).toBe(false);
    }
    expect(isHttpUrl(undefined)).toBe(false);
  });
});

describe("parseHttpUrl", () => {
  it("gives the parsed address, trimmed, so callers can read its host", () => {
    expect(parseHttpUrl(" http://127.0.0.1:1234/v1 ")?.host).toBe("127.0.0.1:1234");
    expect(parseHttpUrl("https://api.openai.com/v1")?.pathname).toBe("/v1");
  });

  it("gives null for anything that is not http(s)", () => {
    expect(parseHttpUrl("file:///etc/passwd")).toBeNull();
    expect(parseHttpUrl("no es una url")).toBeNull();
  });
});
