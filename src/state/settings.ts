import type { AiSettings } from "../domain/types";
import { readAiSettings, readStoredAiSettings, writeAiSettings } from "../storage/repository";
import { notifyStoreChanged, useStoreVersion } from "./store";
import { fromWrite } from "./result";

let cached: AiSettings | null = null;
const read = () => (cached ??= readAiSettings());

if (typeof window !== "undefined") {
  window.addEventListener("storage", (e) => {
    if (e.key !== null && e.key !== "aiSettings") return;
    cached = null;
    notifyStoreChanged();
  });
}

export function getAiSettings(): AiSettings {
  return read();
}

export function useAiSettings(): AiSettings {
  return useStoreVersion(read);
}

/**
 * Saves the AI connection. The key is bound to the base URL it was typed for (issue "8 ·" item
 * 13): a key typed (or changed) now is bound to this base URL; the same key carried over to a new
 * base URL without retyping it stays bound to the old one, so it is not sent to the new server
 * (the settings page then shows the key empty, asking for it again).
 */
export function saveAiSettings(settings: AiSettings) {
  const baseUrl = settings.baseUrl.trim();
  const shown = read();
  const retyped = settings.apiKey !== shown.apiKey;
  const keyBaseUrl =
    retyped || settings.apiKey === "" || baseUrl === shown.baseUrl
      ? baseUrl
      : readStoredAiSettings().keyBaseUrl;
  const r = writeAiSettings({
    ...settings,
    baseUrl,
    model: settings.model.trim(),
    keyBaseUrl,
  });
  if (r.ok) {
    cached = null;
    notifyStoreChanged();
  }
  return fromWrite(r);
}
