// The player view's body on a guardian's phone: a section per child, who answered, and an answer
// written for the child it was given for.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  callUpNoticeDoc,
  replyDoc,
  scheduleDoc,
  seasonCardDoc,
} from "../../domain/replies/documents";
import { playerHome } from "../../domain/replies/player-home";
import { PlayerHomeView } from "./PlayerHomeView";

const saturday = {
  eventId: "partido-f1",
  kind: "partido" as const,
  date: "2026-11-28",
  time: "11:00",
  meetTime: "10:15",
  place: "Campo del Sur",
  title: "vs Atlético Sur (Liga)",
  cancelled: false,
  meetPlace: "Puerta 3",
  home: false,
  notes: "",
  answerBy: "2026-11-27T20:00",
};
const card = {
  season: "2026-27",
  matches: 4,
  starts: 3,
  minutes: 250,
  goals: 2,
  assists: 1,
  yellows: 0,
  reds: 0,
  sessions: 6,
  attended: 5,
};
const now = "2026-11-26T10:00";

function twoChildren() {
  const hugo = [
    scheduleDoc(saturday),
    callUpNoticeDoc({ eventId: "partido-f1", status: "convocado", publishedAt: now }),
    seasonCardDoc(card),
  ];
  const lola = [
    // Her call-up is not saved yet: she answered from her own phone.
    scheduleDoc(saturday),
    replyDoc({
      user: "lola",
      eventId: "partido-f1",
      answer: "voy",
      reason: "",
      answeredAt: "2026-11-25T10:00:00.000Z",
    }),
  ];
  return playerHome(
    [
      { user: "hugo", name: "Hugo Pérez", docs: hugo },
      { user: "lola", name: "Lola Pérez", docs: lola },
    ],
    "maria",
    now,
  );
}

describe("PlayerHomeView on a guardian's phone", () => {
  it("shows a section per child with his call-up, his season and who answered", () => {
    render(
      <PlayerHomeView
        home={twoChildren()}
        account="maria"
        pending={(user) => new Set(user === "lola" ? ["partido-f1"] : [])}
        onAnswer={() => {}}
        empty=""
      />,
    );
    const hugo = screen.getByRole("region", { name: "Hugo Pérez" });
    const lola = screen.getByRole("region", { name: "Lola Pérez" });
    expect(within(hugo).getByRole("heading", { level: 2 })).toHaveTextContent("Hugo Pérez");
    expect(within(hugo).getByRole("heading", { name: "Partidos de Hugo" })).toBeInTheDocument();
    expect(within(hugo).getByTestId("callup-status")).toHaveTextContent("Convocado");
    expect(hugo).toHaveTextContent("Citación: 10:15 · Puerta 3");
    expect(hugo).toHaveTextContent("Visitante · Campo del Sur");
    expect(hugo).toHaveTextContent("Hugo tiene 1 por responder");
    expect(hugo).toHaveTextContent("Responde antes del viernes, 27 de noviembre, a las 20:00");
    expect(
      within(hugo).getByRole("region", { name: "Temporada de Hugo 2026-27" }),
    ).toHaveTextContent("Entrenamientos: fue a 5 de 6.");
    expect(within(lola).queryByTestId("callup-status")).toBeNull();
    expect(lola).toHaveTextContent("Respuesta: Voy · Pendiente de enviar · Respondió Lola");
    expect(within(lola).queryByRole("region", { name: /Temporada/ })).toBeNull();
  });

  it("writes the answer for the child it was given for", async () => {
    const onAnswer = vi.fn();
    const user = userEvent.setup();
    render(
      <PlayerHomeView
        home={twoChildren()}
        account="maria"
        pending={() => new Set()}
        onAnswer={onAnswer}
        empty=""
      />,
    );
    const hugo = screen.getByRole("region", { name: "Hugo Pérez" });
    await user.click(
      within(hugo)
        .getByRole("group", { name: "Respuesta de Hugo para vs Atlético Sur (Liga)" })
        .querySelector("button")!,
    );
    expect(onAnswer).toHaveBeenCalledWith("hugo", {
      eventId: "partido-f1",
      answer: "voy",
      reason: "",
    });
  });
});
