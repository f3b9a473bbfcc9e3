import { describe, expect, it } from "vitest";
import type { SessionDraft } from "../../../domain/training/session-form";
import { parseSessionDraft, trainingFormSchema } from "./training-form-schema";

const initial: SessionDraft = {
  date: "2026-11-24",
  time: "19:00",
  minutes: "90",
  place: "",
  focus: "",
  repeat: false,
  weekdays: [],
  until: "2027-01-23",
};

describe("the training form's schema", () => {
  it("passes a valid one-off session through unchanged", () => {
    expect(trainingFormSchema.safeParse(initial)).toEqual({ success: true, data: initial });
  });
  it("gives the domain's messages on the fields they belong to", () => {
    const r = trainingFormSchema.safeParse({ ...initial, minutes: "0", repeat: true });
    expect(r.success).toBe(false);
    const issues = r.error!.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toEqual([
      ["minutes", "La duración debe ser un número entero de minutos entre 1 y 600."],
      ["weekdays", "Elige al menos un día de la semana."],
    ]);
  });
});

describe("a kept draft", () => {
  it("is read over the starting values, its days only when they are days", () => {
    expect(parseSessionDraft(initial, { place: "Campo 2", weekdays: [2, 4, 4] })).toEqual({
      ...initial,
      place: "Campo 2",
      weekdays: [2, 4],
    });
    expect(parseSessionDraft(initial, { weekdays: [0, 8] })).toEqual(initial);
    expect(parseSessionDraft(initial, { weekdays: { 0: 2 } })).toEqual(initial);
    expect(parseSessionDraft(initial, { minutes: 90 })).toEqual(initial);
  });
  it("is not offered when it is not an object", () => {
    expect(parseSessionDraft(initial, "x")).toBeUndefined();
    expect(parseSessionDraft(initial, null)).toBeUndefined();
  });
});
