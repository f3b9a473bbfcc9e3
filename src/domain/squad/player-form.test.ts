import { describe, expect, it } from "vitest";
import {
  emptyPlayerForm,
  numberHolder,
  parseDecimal,
  playerFormMessages as msg,
  playerFormSchema,
  playerFormValuesOf,
} from "./player-form";
import type { PlayerFormValues } from "./player-form";
import type { Player } from "../records/types";
import { asId } from "../../testing/ids";

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
const player = (over: Partial<Player> = {}): Player => ({
  id: asId("p1"),
  name: "David Villa",
  position: "Forward",
  number: 7,
  preferredFoot: "Right",
  stats: {
    goals: 0,
    assists: 0,
    matches: 0,
    minutesPlayed: 0,
    yellowCards: 0,
    redCards: 0,
    positions: {},
  },
  ...over,
});

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

describe("playerFormValuesOf", () => {
  it("fills the form from a stored player, blank where nothing usable is stored", () => {
    expect(
      playerFormValuesOf(
        player({ height: 180, birthdate: "1998-05-14", photo: "https://x.es/p.jpg" }),
      ),
    ).toEqual({
      name: "David Villa",
      position: "Forward",
      number: "7",
      height: "180",
      weight: "",
      birthdate: "1998-05-14",
      preferredFoot: "Right",
      photo: "https://x.es/p.jpg",
    });
  });
});

describe("numberHolder", () => {
  const squad = [player(), player({ id: asId("p2"), name: "Xavi", number: 8 })];
  it("finds another player wearing the number, ignoring the one being edited", () => {
    expect(numberHolder(squad, "8")?.name).toBe("Xavi");
    expect(numberHolder(squad, " 7 ")?.name).toBe("David Villa");
    expect(numberHolder(squad, "7", "p1")).toBeUndefined();
    expect(numberHolder(squad, "10")).toBeUndefined();
    expect(numberHolder(squad, "")).toBeUndefined();
  });
});

describe("helpers", () => {
  it("parseDecimal", () => {
    expect(parseDecimal("1,5")).toBe(1.5);
    expect(parseDecimal("1.5")).toBe(1.5);
    expect(parseDecimal("x")).toBeNaN();
  });
});
