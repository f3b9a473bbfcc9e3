import { describe, expect, it } from "vitest";
import {
  emptyPlayerForm,
  numberHolder,
  parseDecimal,
  playerFormDetails,
  playerFormIssues,
  playerFormMessages as msg,
  playerFormValuesOf,
} from "./player-form";
import type { PlayerFormValues } from "./player-form";
import type { Player } from "../records/types";
import { asId } from "../../testing/ids";

const today = "2024-04-14";
const form = (over: Partial<PlayerFormValues> = {}): PlayerFormValues => ({
  ...emptyPlayerForm(),
  name: "David Villa",
  number: "7",
  ...over,
});
const issuesOf = (over: Partial<PlayerFormValues>) => playerFormIssues(form(over), today);
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

describe("playerFormIssues", () => {
  it("finds nothing wrong in a complete form", () => {
    expect(issuesOf({})).toEqual([]);
    expect(
      issuesOf({
        name: " Xavi ",
        number: " 99 ",
        height: "182,5",
        weight: "20",
        birthdate: today,
        photo: " https://x.es/p.jpg ",
      }),
    ).toEqual([]);
  });

  it("names each field's problem, in the order of the fields", () => {
    expect(
      issuesOf({
        name: " ",
        number: "100",
        height: "49",
        weight: "200,5",
        birthdate: "1899-12-31",
        photo: "foto.png",
      }),
    ).toEqual([
      { path: ["name"], message: msg.nameRequired },
      { path: ["number"], message: msg.numberRange },
      { path: ["height"], message: msg.height },
      { path: ["weight"], message: msg.weight },
      { path: ["birthdate"], message: msg.birthdateInvalid },
      { path: ["photo"], message: msg.photo },
    ]);
  });

  it("requires a number, and a birthdate not after today", () => {
    expect(issuesOf({ number: "  " })).toEqual([{ path: ["number"], message: msg.numberRequired }]);
    expect(issuesOf({ birthdate: "2024-04-15" })).toEqual([
      { path: ["birthdate"], message: msg.birthdateFuture },
    ]);
  });

  it("says 'Máximo 200 caracteres.' for a long name, and both problems of a long non-web photo", () => {
    expect(issuesOf({ name: "a".repeat(201) })).toEqual([
      { path: ["name"], message: "Máximo 200 caracteres." },
    ]);
    expect(issuesOf({ name: ` ${"a".repeat(200)} ` })).toEqual([]);
    expect(issuesOf({ photo: "x".repeat(200_001) })).toEqual([
      { path: ["photo"], message: "Máximo 200.000 caracteres." },
      { path: ["photo"], message: msg.photo },
    ]);
  });
});

describe("playerFormDetails", () => {
  it("trims, parses numbers and turns blanks into undefined", () => {
    expect(playerFormDetails(form({ name: " Xavi ", number: " 8 " }))).toEqual({
      name: "Xavi",
      position: "Forward",
      number: 8,
      height: undefined,
      weight: undefined,
      birthdate: undefined,
      preferredFoot: "Right",
      photo: undefined,
    });
    expect(
      playerFormDetails(
        form({
          height: " 182,5 ",
          weight: "75",
          birthdate: " 1998-05-14 ",
          photo: " http://x.es/a ",
        }),
      ),
    ).toMatchObject({ height: 182.5, weight: 75, birthdate: "1998-05-14", photo: "http://x.es/a" });
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
