import { describe, expect, it } from "vitest";
import { CHARS_PER_TOKEN, contextTokensOf, estimateTokens, promptBudget } from "./budget";

describe("contextTokensOf", () => {
  it("knows the common models and falls back to 8,192", () => {
    expect(contextTokensOf("gpt-4")).toBe(8_192);
    expect(contextTokensOf("gpt-4o-mini")).toBe(128_000);
    expect(contextTokensOf("GPT-4.1")).toBe(1_047_576);
    expect(contextTokensOf("gpt-3.5-turbo")).toBe(16_385);
    expect(contextTokensOf("llama3.1:8b")).toBe(128_000);
    expect(contextTokensOf("llama3:8b")).toBe(8_192);
    expect(contextTokensOf("o3-mini")).toBe(200_000);
    expect(contextTokensOf("mi-modelo-local")).toBe(8_192);
  });
});

describe("promptBudget", () => {
  it("gpt-4: 8,192 − 2,048 reserved = 6,144 tokens = 18,432 characters", () => {
    expect(promptBudget("gpt-4")).toEqual({
      contextTokens: 8_192,
      answerReserve: 2_048,
      inputTokens: 6_144,
      inputChars: 6_144 * CHARS_PER_TOKEN,
    });
  });
  it("gpt-3.5-turbo: 16,385 − 4,096 = 12,289 tokens", () => {
    expect(promptBudget("gpt-3.5-turbo").inputTokens).toBe(12_289);
  });
  it("large contexts are capped at 32,000 tokens so answers stay affordable", () => {
    expect(promptBudget("gpt-4o").inputTokens).toBe(32_000);
    expect(promptBudget("gpt-4.1").inputChars).toBe(96_000);
  });
  it("estimates tokens at 3 characters each, rounding up", () => {
    expect(estimateTokens("")).toBe(0);
    expect(estimateTokens("abcd")).toBe(2);
  });
});
