import type { AiSettings } from "../domain/types";
import { readAiSettings, writeAiSettings } from "../storage/repository";
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

export function saveAiSettings(settings: AiSettings) {
  const r = writeAiSettings({
    ...settings,
    baseUrl: settings.baseUrl.trim(),
    model: settings.model.trim(),
  });
  if (r.ok) {
    cached = null;
    notifyStoreChanged();
  }
  return fromWrite(r);
}
