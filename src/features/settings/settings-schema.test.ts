import { describe, expect, it } from "vitest";
import { LOCAL_HTTP_ONLY } from "../../domain/data/connect-address";
import { settingsSchema } from "./settings-schema";

// The AI base URL form accepts only what the app's CSP lets it reach (domain/data/connect-address.ts).
const reachable = [
  "https://api.openai.com/v1",
  "https://[::1]:8443/v1",
  "http://localhost:11434/v1",
  "http://127.0.0.1:1234/v1",
  "http://ollama.localhost:11434/v1",
];
const blocked = [
  "http://[::1]:11434/v1",
  "http://127.0.0.2:11434/v1",
  "http://192.168.1.20:11434/v1",
];

describe("the AI base URL", () => {
  it("the AI form refuses the others beside the field, in Spanish", () => {
    const form = (baseUrl: string) =>
      settingsSchema.safeParse({ baseUrl, apiKey: "", model: "llama3.1" });
    for (const a of reachable) expect(form(a).success).toBe(true);
    for (const a of blocked) {
      const r = form(a);
      expect(r.success).toBe(false);
      expect(r.error!.issues[0]!.message).toBe(LOCAL_HTTP_ONLY);
    }
  });
});
