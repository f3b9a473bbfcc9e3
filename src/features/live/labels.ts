// How the live screen words its events. Plain text built from the domain's events and names.
import { minuteLabel } from "../../domain/live-clock";
import type { MatchEvent } from "../../domain/types";

export type NameOf = (id: string | undefined) => string;

export function eventText(
  e: MatchEvent,
  nameOf: NameOf,
  rival: string,
  secondYellow: boolean,
): string {
  switch (e.kind) {
    case "goal": {
      const who = e.playerId ? `Gol de ${nameOf(e.playerId)}` : "Gol nuestro (sin goleador)";
      return e.assistId ? `${who} · asistencia de ${nameOf(e.assistId)}` : who;
    }
    case "rivalGoal":
      return `Gol de ${rival || "el rival"}`;
    case "shot":
      return "Tiro nuestro";
    case "rivalShot":
      return `Tiro de ${rival || "el rival"}`;
    case "card":
      if (secondYellow) return `Segunda amarilla a ${nameOf(e.playerId)}: expulsado`;
      return `${e.card === "red" ? "Roja" : "Amarilla"} a ${nameOf(e.playerId)}`;
    case "sub":
      return `Cambio: entra ${nameOf(e.inId)}, sale ${nameOf(e.outId)}`;
    case "note":
      return `Nota: ${e.text}`;
  }
}

export function stampText(e: Pick<MatchEvent, "minute" | "added">): string {
  return minuteLabel(e.minute, e.added);
}

export const KIND_ICON: Record<MatchEvent["kind"], string> = {
  goal: "⚽",
  rivalGoal: "⚽",
  shot: "🎯",
  rivalShot: "🎯",
  card: "🟨",
  sub: "⇄",
  note: "✎",
};
