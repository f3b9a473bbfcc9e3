import { describe, expect, it } from "vitest";
import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  emptyRivalForm,
  hexColorOr,
  rivalFormDetails,
  rivalFormIssues,
  rivalFormMessages,
  rivalFormValuesOf,
} from "./rival-form";

const valid = {
  name: "  Atlético Norte ",
  logo: " https://example.com/escudo.png ",
  homeGround: " Campo del Norte ",
  primaryColor: "#FF0000",
  secondaryColor: "#ffffff",
};

describe("rivalFormIssues", () => {
  it("finds nothing wrong in a complete rival, or one with only a name", () => {
    expect(rivalFormIssues(valid)).toEqual([]);
    expect(rivalFormIssues({ ...emptyRivalForm(), name: "Sur" })).toEqual([]);
  });

  it("names each field's problem, in the order of the fields", () => {
    expect(
      rivalFormIssues({
        name: "   ",
        logo: "escudo.png",
        homeGround: "c".repeat(201),
        primaryColor: "red",
        secondaryColor: "#fff",
      }),
    ).toEqual([
      { path: ["name"], message: rivalFormMessages.nameRequired },
      { path: ["logo"], message: rivalFormMessages.logo },
      { path: ["homeGround"], message: "Máximo 200 caracteres." },
      { path: ["primaryColor"], message: rivalFormMessages.color },
      { path: ["secondaryColor"], message: rivalFormMessages.color },
    ]);
  });

  it("limits the name to 200 characters and the logo to 200,000", () => {
    expect(rivalFormIssues({ ...valid, name: "n".repeat(201) })).toEqual([
      { path: ["name"], message: "Máximo 200 caracteres." },
    ]);
    expect(rivalFormIssues({ ...valid, logo: `https://x.es/${"l".repeat(200_000)}` })).toEqual([
      { path: ["logo"], message: "Máximo 200.000 caracteres." },
    ]);
  });
});

describe("rivalFormDetails", () => {
  it("trims the text and writes colours in lowercase", () => {
    expect(rivalFormDetails(valid)).toEqual({
      name: "Atlético Norte",
      logo: "https://example.com/escudo.png",
      homeGround: "Campo del Norte",
      primaryColor: "#ff0000",
      secondaryColor: "#ffffff",
    });
  });
});

describe("rivalFormValuesOf / emptyRivalForm / hexColorOr", () => {
  it("starts empty with default colours", () => {
    expect(emptyRivalForm()).toEqual({
      name: "",
      logo: "",
      homeGround: "",
      primaryColor: DEFAULT_PRIMARY_COLOR,
      secondaryColor: DEFAULT_SECONDARY_COLOR,
    });
  });

  it("fills the form from a stored rival, replacing colours an input cannot show", () => {
    expect(
      rivalFormValuesOf({
        name: "Sur",
        homeGround: "Estadio",
        primaryColor: "#1D4ED8",
        secondaryColor: "blue",
      }),
    ).toEqual({
      name: "Sur",
      logo: "",
      homeGround: "Estadio",
      primaryColor: "#1d4ed8",
      secondaryColor: DEFAULT_SECONDARY_COLOR,
    });
  });

  it("keeps only #rrggbb colours", () => {
    expect(hexColorOr("#ABCDEF", "#000000")).toBe("#abcdef");
    expect(hexColorOr("#abc", "#000000")).toBe("#000000");
    expect(hexColorOr(42, "#000000")).toBe("#000000");
  });
});
