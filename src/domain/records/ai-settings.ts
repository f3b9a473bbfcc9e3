// The AI connection (key `aiSettings`, ours): the type, its defaults and its reader.
import type { Reader, Shape } from "./read";
import { REJECT, cut, readShape, trimmedOr } from "./read";
import { isObject } from "../base/guards";
import { LIMITS } from "../base/limits";

export type AiSettings = {
  baseUrl: string;
  apiKey: string;
  model: string;
};

export const defaultAiSettings: AiSettings = {
  baseUrl: "https://api.openai.com/v1",
  apiKey: "",
  model: "gpt-4",
};

/**
 * The stored AI connection. `keyBaseUrl` is the base URL the key was typed for:
 * data without it binds the key to the stored base URL, as that is where it was being sent.
 */
export type StoredAiSettings = AiSettings & { keyBaseUrl: string };

const aiShape: Shape<AiSettings> = {
  baseUrl: { read: trimmedOr(defaultAiSettings.baseUrl) },
  apiKey: { read: (v) => (typeof v === "string" ? cut(v, LIMITS.url) : "") },
  model: { read: trimmedOr(defaultAiSettings.model) },
};

export const readAiSettingsValue: Reader<StoredAiSettings> = (v) => {
  if (!isObject(v)) return REJECT;
  const settings = readShape(v, aiShape);
  const keyBaseUrl = typeof v.keyBaseUrl === "string" ? v.keyBaseUrl.trim() : settings.baseUrl;
  return { ...settings, keyBaseUrl };
};
