// How the live screen words its events. Plain text built from the domain's events and names.
import { minuteLabel } from "../../domain/base/format";
import type { MatchEvent } from "../../domain/records/types";

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

/** A short tag per kind for the log (text, so it reads the same without emoji fonts). */
export const KIND_TAG: Record<MatchEvent["kind"], { text: string; className: string }> = {
  goal: { text: "GOL", className: "bg-emerald-600 text-white" },
  rivalGoal: { text: "GOL", className: "bg-slate-800 text-white" },
  shot: { text: "TIRO", className: "border border-emerald-700 text-emerald-800" },
  rivalShot: { text: "TIRO", className: "border border-slate-500 text-slate-600" },
  card: { text: "TA", className: "bg-yellow-300 text-slate-950" },
  sub: { text: "CAMBIO", className: "bg-sky-700 text-white" },
  note: { text: "NOTA", className: "bg-slate-200 text-slate-800" },
};
