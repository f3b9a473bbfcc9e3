import { describe, expect, it } from "vitest";
import type { Reply } from "../../domain/replies/documents";
import { REPLY_REASON_MAX } from "../../domain/replies/documents";
import { REASON_MESSAGES } from "../../domain/replies/player-schedule";
import { confirmReason, replyLine, statusLine, tapAnswer, typeReason } from "./reply-actions";

const noVoy: Reply = {
  user: "lucas",
  eventId: "partido-f1",
  answer: "no_voy",
  reason: "Boda de mi hermana",
  answeredAt: "2026-11-25T20:00:00.000Z",
};
const voy: Reply = { ...noVoy, answer: "voy", reason: "" };

describe("a tap on an answer", () => {
  it("writes 'Voy' and 'Duda' at once, with no reason", () => {
    expect(tapAnswer(null, "partido-f1", "voy", undefined)).toEqual({
      draft: null,
      send: { eventId: "partido-f1", answer: "voy", reason: "" },
    });
    expect(tapAnswer(null, "partido-f1", "duda", noVoy).send).toEqual({
      eventId: "partido-f1",
      answer: "duda",
      reason: "",
    });
  });

  it("asks the reason for 'No voy', keeping the one given before", () => {
    expect(tapAnswer(null, "partido-f1", "no_voy", voy)).toEqual({
      draft: { eventId: "partido-f1", reason: "" },
      send: null,
    });
    expect(tapAnswer(null, "partido-f1", "no_voy", noVoy).draft).toEqual({
      eventId: "partido-f1",
      reason: "Boda de mi hermana",
    });
  });

  it("keeps the reason typed for another event; closes the one for this event", () => {
    const draft = { eventId: "entrenamiento-s1", reason: "Examen" };
    expect(tapAnswer(draft, "partido-f1", "voy", undefined).draft).toBe(draft);
    const own = { eventId: "partido-f1", reason: "Lesión" };
    expect(tapAnswer(own, "partido-f1", "duda", undefined).draft).toBeNull();
    expect(tapAnswer(own, "partido-f1", "no_voy", noVoy).draft?.reason).toBe("Lesión");
  });

  it("changes nothing when the answer is the one already given", () => {
    expect(tapAnswer(null, "partido-f1", "voy", voy)).toEqual({ draft: null, send: null });
  });
});

describe("the reason for 'No voy'", () => {
  it("is required, trimmed and at most REPLY_REASON_MAX characters", () => {
    expect(confirmReason({ eventId: "partido-f1", reason: "   " })).toEqual({
      draft: { eventId: "partido-f1", reason: "   ", error: REASON_MESSAGES.empty },
      send: null,
    });
    const long = "x".repeat(REPLY_REASON_MAX + 1);
    expect(confirmReason({ eventId: "partido-f1", reason: long }).draft?.error).toBe(
      REASON_MESSAGES.long,
    );
    expect(confirmReason({ eventId: "partido-f1", reason: "  Boda  de mi\nhermana " })).toEqual({
      draft: null,
      send: { eventId: "partido-f1", answer: "no_voy", reason: "Boda de mi hermana" },
    });
    expect(
      confirmReason({ eventId: "partido-f1", reason: "x".repeat(REPLY_REASON_MAX) }).send?.reason,
    ).toHaveLength(REPLY_REASON_MAX);
  });

  it("clears its message once the text is fixed", () => {
    const wrong = { eventId: "partido-f1", reason: "", error: REASON_MESSAGES.empty };
    expect(typeReason(wrong, " ").error).toBe(REASON_MESSAGES.empty);
    expect(typeReason(wrong, "Boda")).toEqual({ eventId: "partido-f1", reason: "Boda" });
  });
});

describe("what the player reads about his answer and the connection", () => {
  it("names the answer, its reason and whether it is still on the phone", () => {
    expect(replyLine(undefined, false)).toBe("Aún no has respondido.");
    expect(replyLine(noVoy, true)).toBe(
      "Tu respuesta: No voy («Boda de mi hermana») · Pendiente de enviar",
    );
    expect(replyLine(voy, false)).toBe("Tu respuesta: Voy · Enviada");
    // A guardian reading a child's.
    expect(replyLine(undefined, false, false)).toBe("Aún sin responder.");
    expect(replyLine(voy, false, false)).toBe("Respuesta: Voy · Enviada");
  });

  it("says offline answers go out on return, and when all is sent", () => {
    expect(statusLine("offline", 1)).toBe(
      "Sin conexión: se enviará al volver (1 respuesta por enviar)",
    );
    expect(statusLine("offline", 2)).toBe(
      "Sin conexión: se enviará al volver (2 respuestas por enviar)",
    );
    expect(statusLine("offline", 0)).toBe("Sin conexión: ves lo último recibido");
    expect(statusLine("online", 1)).toBe("Enviando… (1 respuesta por enviar)");
    expect(statusLine("online", 0)).toBe("Al día");
    expect(statusLine("starting", 0)).toBe("Conectando…");
    expect(statusLine("signin", 0)).toBe("Tu sesión ha caducado");
  });
});
