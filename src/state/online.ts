// Whether the browser has a network. The app works offline (all data is local); only the AI
// calls need the network, and screens use this to say so instead of failing silently.
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export function isOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

/** True while the browser reports a network connection. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** What an AI action says when there is no network. */
export const OFFLINE_AI_MESSAGE =
  "Sin conexión: los insights necesitan internet para consultar el servicio de IA. Tus datos siguen disponibles sin conexión.";
