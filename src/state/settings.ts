// The AI connection (key `aiSettings`), a slot of the store.
import { aiSettingsKey } from "../config/storage-keys";
import type { AiSettings } from "../domain/records/types";
import { aiSettingsText, readAiSettings, readStoredAiSettings } from "../storage/repository";
import { commit, getSide, getSideText, useStoreVersion } from "./store";
import { fromWrite } from "./result";

const read = () => getSide(aiSettingsKey, readAiSettings);

export function getAiSettings(): AiSettings {
  return read();
}

export function useAiSettings(): AiSettings {
  return useStoreVersion(read);
}

/**
 * Saves the AI connection. The key is bound to the base URL it was typed for: a
 * key typed now is bound to this base URL; the stored key carried over to a new base URL
 * without being typed again stays bound to the old one, so it is not sent to the new server.
 * Whether it was typed comes from the form (`keyTyped`); without it, only a key different from
 * the stored one counts as typed. Comparing with the stored key, not the one handed out, matters:
 * the key handed out for a moved base URL is empty, so the same form saved a second time would
 * otherwise look like a newly typed key and bind it to the new server.
 */
export function saveAiSettings(settings: AiSettings, options: { keyTyped?: boolean } = {}) {
  const baseUrl = settings.baseUrl.trim();
  const stored = readStoredAiSettings(getSideText(aiSettingsKey));
  const keyTyped = options.keyTyped ?? settings.apiKey !== stored.apiKey;
  const keyBaseUrl =
    keyTyped || settings.apiKey === "" || baseUrl === stored.keyBaseUrl
      ? baseUrl
      : stored.keyBaseUrl;
  const text = aiSettingsText({ ...settings, baseUrl, model: settings.model.trim(), keyBaseUrl });
  return fromWrite(commit({}, { [aiSettingsKey]: text }));
}
