import { describe, expect, it } from "vitest";
import type { PlayerId } from "../base/ids";
import { initialMarks } from "../training/attendance";
import { attendanceFromReplies } from "./attendance";
import { eventReplies } from "./coach";
import type { Reply } from "./documents";

const ids = ["p1", "p2", "p3", "p4", "p5"] as PlayerId[];
const players = ids.map((id, i) => ({ id, name: `Jugador ${i + 1}` }));
const accounts = ids.map((playerId, i) => ({ playerId, user: `u${i + 1}` }));
const reply = (user: string, answer: Reply["answer"], reason = ""): Reply => ({
  user,
  eventId: "entrenamiento-ser@2026-12-01",
  answer,
  reason,
  answeredAt: "2026-11-30T10:00:00.000Z",
});

describe("attendanceFromReplies", () => {
  it("starts 'No voy' as Justificado with its reason, the injured Lesionado, the rest Presente", () => {
    const r = eventReplies(
      "entrenamiento-ser@2026-12-01",
      [
        reply("u1", "voy"),
        reply("u2", "no_voy", "Examen"),
        reply("u3", "duda", "Quizá tarde"),
        // Injured and answered 'No voy': availability wins, he stays 'Lesionado'.
        reply("u4", "no_voy", "Tobillo"),
      ],
      accounts,
      players,
    );
    const start = attendanceFromReplies(ids, new Set(["p4"]), r);
    expect(start.marks).toEqual([
      { playerId: "p1", status: "presente" },
      { playerId: "p2", status: "justificado" },
      { playerId: "p3", status: "presente" },
      { playerId: "p4", status: "lesionado" },
      { playerId: "p5", status: "presente" },
    ]);
    expect([...start.reasons]).toEqual([
      ["p2", "Examen"],
      ["p4", "Tobillo"],
    ]);
  });

  it("without replies, is the usual start: everyone Presente, the injured Lesionado", () => {
    const injured = new Set(["p3"]);
    expect(attendanceFromReplies(ids, injured, undefined).marks).toEqual(
      initialMarks(ids, injured),
    );
  });

  it("a 'No voy' without a reason is still Justificado, with an empty reason", () => {
    const start = attendanceFromReplies(ids.slice(0, 1), new Set(), {
      noVoy: [{ id: "p1" as PlayerId, name: "Jugador 1", reason: "" }],
    });
    expect(start.marks).toEqual([{ playerId: "p1", status: "justificado" }]);
    expect(start.reasons.get("p1" as PlayerId)).toBe("");
  });
});
