import { describe, expect, it } from "vitest";
import { emptyPlayerForm, playerFormMessages as msg } from "../../domain/squad/player-form";
import type { PlayerFormValues } from "../../domain/squad/player-form";
import { playerFormSchema } from "./player-form-schema";

const today = "2024-04-14";
const schema = playerFormSchema(today);
const form = (over: Partial<PlayerFormValues> = {}): PlayerFormValues => ({
  ...emptyPlayerForm(),
  name: "David Villa",
  number: "7",
  ...over,
});
const errorsOf = (values: PlayerFormValues) => {
  const r = schema.safeParse(values);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("playerFormSchema", () => {
  it("starts with position Forward and foot Right (spec defaults)", () => {
    expect(emptyPlayerForm()).toMatchObject({ position: "Forward", preferredFoot: "Right" });
  });

  it("turns a valid form into stored details, blanks becoming undefined", () => {
    const r = schema.parse(form({ name: "  David Villa ", number: " 7 " }));
    expect(r).toEqual({
      name: "David Villa",
      position: "Forward",
      number: 7,
      height: undefined,
      weight: undefined,
      birthdate: undefined,
      preferredFoot: "Right",
      photo: undefined,
    });
    const full = schema.parse(
      form({
        position: "Defender",
        height: "182,5",
        weight: "75",
        birthdate: "1998-05-14",
        preferredFoot: "Left",
        photo: "https://example.com/a.png",
      }),
    );
    expect(full).toMatchObject({
      position: "Defender",
      height: 182.5,
      weight: 75,
      birthdate: "1998-05-14",
      preferredFoot: "Left",
      photo: "https://example.com/a.png",
    });
  });

  it("requires a name", () => {
    expect(errorsOf(form({ name: "   " }))).toEqual({ name: msg.nameRequired });
  });

  it("requires a number from 1 to 99", () => {
    expect(errorsOf(form({ number: "" }))).toEqual({ number: msg.numberRequired });
    for (const bad of ["0", "100", "-1", "7.5", "abc", "1e1"])
      expect(errorsOf(form({ number: bad }))).toEqual({ number: msg.numberRange });
    expect(schema.parse(form({ number: "1" })).number).toBe(1);
    expect(schema.parse(form({ number: "99" })).number).toBe(99);
  });

  it("accepts only an http(s) photo URL", () => {
    for (const bad of [
      "foto.png",
      "javascript:alert(1)",
      "data:image/png;base64,AAA",
      "ftp://x.es/a",
    ])
      expect(errorsOf(form({ photo: bad }))).toEqual({ photo: msg.photo });
    expect(errorsOf(form({ photo: "http://x.es/a.jpg" }))).toEqual({});
  });

  it("checks height, weight and birthdate only when given", () => {
    expect(errorsOf(form({ height: "20", weight: "900" }))).toEqual({
      height: msg.height,
      weight: msg.weight,
    });
    expect(errorsOf(form({ birthdate: "2024-02-30" }))).toEqual({
      birthdate: msg.birthdateInvalid,
    });
    expect(errorsOf(form({ birthdate: "2024-04-15" }))).toEqual({ birthdate: msg.birthdateFuture });
    expect(errorsOf(form({ birthdate: today }))).toEqual({});
  });
});
