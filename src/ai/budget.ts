// How much the insights prompt may carry for the chosen model (docs/analytics.md).
//
//   input budget (tokens) = min(context − answer reserve, MAX_PROMPT_TOKENS)
//   answer reserve        = min(4,096, context / 4)
//   input budget (chars)  = input budget (tokens) × CHARS_PER_TOKEN
//
// Tokens are estimated, not counted (a tokenizer would weigh more than the whole app):
// CHARS_PER_TOKEN = 3 is on the safe side for Spanish text with numbers and table pipes (English
// prose averages about 4 characters per token; digits, accents and '|' tokenize denser).

export const CHARS_PER_TOKEN = 3;
/** Upper bound on the prompt whatever the context, so an answer stays affordable. */
export const MAX_PROMPT_TOKENS = 32_000;
export const MAX_ANSWER_RESERVE = 4_096;
/** Context of a model we do not know: the smallest common one (gpt-4, Llama 3 8B). */
export const DEFAULT_CONTEXT_TOKENS = 8_192;

/** Model name pattern → context window in tokens, first match wins (documented in docs/analytics.md). */
export const MODEL_CONTEXTS: readonly { pattern: RegExp; label: string; tokens: number }[] = [
  { pattern: /^gpt-4\.1/, label: "gpt-4.1*", tokens: 1_047_576 },
  { pattern: /^gpt-5/, label: "gpt-5*", tokens: 400_000 },
  { pattern: /^(o1|o3|o4)(-|$)/, label: "o1, o3, o4*", tokens: 200_000 },
  { pattern: /^gpt-4o/, label: "gpt-4o*", tokens: 128_000 },
  { pattern: /^gpt-4-(turbo|1106|0125)/, label: "gpt-4-turbo", tokens: 128_000 },
  { pattern: /^gpt-4-32k/, label: "gpt-4-32k", tokens: 32_768 },
  { pattern: /^gpt-4/, label: "gpt-4", tokens: 8_192 },
  { pattern: /^gpt-3\.5-turbo/, label: "gpt-3.5-turbo", tokens: 16_385 },
  { pattern: /claude/, label: "claude*", tokens: 200_000 },
  { pattern: /gemini/, label: "gemini*", tokens: 1_000_000 },
  { pattern: /llama-?3\.[1-3]/, label: "llama3.1–3.3", tokens: 128_000 },
  { pattern: /llama/, label: "llama (otros)", tokens: 8_192 },
  {
    pattern: /mistral-(large|small|medium)|mixtral/,
    label: "mistral large/small, mixtral",
    tokens: 32_768,
  },
  { pattern: /mistral/, label: "mistral 7b", tokens: 32_768 },
  { pattern: /qwen/, label: "qwen*", tokens: 32_768 },
  { pattern: /deepseek/, label: "deepseek*", tokens: 64_000 },
  { pattern: /gemma/, label: "gemma*", tokens: 8_192 },
  { pattern: /phi/, label: "phi*", tokens: 4_096 },
];

export type PromptBudget = {
  contextTokens: number;
  answerReserve: number;
  inputTokens: number;
  inputChars: number;
};

export function contextTokensOf(model: string): number {
  const name = model.trim().toLowerCase();
  return MODEL_CONTEXTS.find((m) => m.pattern.test(name))?.tokens ?? DEFAULT_CONTEXT_TOKENS;
}

export function promptBudget(model: string): PromptBudget {
  const contextTokens = contextTokensOf(model);
  const answerReserve = Math.min(MAX_ANSWER_RESERVE, Math.floor(contextTokens / 4));
  const inputTokens = Math.min(contextTokens - answerReserve, MAX_PROMPT_TOKENS);
  return { contextTokens, answerReserve, inputTokens, inputChars: inputTokens * CHARS_PER_TOKEN };
}

/** Estimated tokens of a text. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}
