import { describe, expect, it } from "vitest";
import type { AvailabilityDraft } from "../../domain/squad/availability";
import { availabilityFormSchema } from "./availability-form-schema";

const injury: AvailabilityDraft = {
  kind: "injured",
  from: "2026-11-20",
  until: "2026-12-04",
  note: "Esguince",
  matches: "1",
  competition: "",
};

describe("the availability form's schema", () => {
  it("passes a valid injury through unchanged", () => {
    expect(availabilityFormSchema.safeParse(injury)).toEqual({ success: true, data: injury });
  });
  it("gives the domain's messages on the fields they belong to", () => {
    const r = availabilityFormSchema.safeParse({
      ...injury,
      kind: "suspended",
      until: "2026-11-01",
      matches: "0",
    });
    expect(r.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["until", "Debe ser posterior o igual a la fecha de inicio."],
      ["matches", "Indica cuántos partidos (de 1 a 50)."],
    ]);
  });
  it("refuses a kind that is not one of the four", () => {
    expect(availabilityFormSchema.safeParse({ ...injury, kind: "holiday" }).success).toBe(false);
  });
});
