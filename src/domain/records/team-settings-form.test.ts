import { describe, expect, it } from "vitest";
import {
  teamSettingsFormDetails,
  teamSettingsFormIssues,
  teamSettingsFormValuesOf,
  YELLOW_LIMIT_MESSAGE,
} from "./team-settings-form";

const values = { name: " CD Ejemplo ", crest: "", seasonStartMonth: "9", yellowCardLimit: "3" };

describe("the team settings form", () => {
  it("saves a crest address or none, the month and the limit as numbers", () => {
    expect(teamSettingsFormIssues(values)).toEqual([]);
    expect(teamSettingsFormDetails(values)).toEqual({
      name: " CD Ejemplo ",
      crest: undefined,
      seasonStartMonth: 9,
      yellowCardLimit: 3,
    });
    const crest = " https://x.org/e.png ";
    expect(teamSettingsFormDetails({ ...values, crest }).crest).toBe("https://x.org/e.png");
  });

  it("refuses a crest that is not http(s) and a limit outside 1–20, each beside its field", () => {
    for (const yellowCardLimit of ["", "0", "21", "2.5", "x"])
      expect(teamSettingsFormIssues({ ...values, crest: "ftp://x", yellowCardLimit })).toEqual([
        {
          path: ["crest"],
          message: "El escudo debe ser una URL que empiece por http:// o https://.",
        },
        { path: ["yellowCardLimit"], message: YELLOW_LIMIT_MESSAGE },
      ]);
  });

  it("opens with the stored settings as texts", () => {
    const s = { name: "A", crest: "https://x.org/e.png", seasonStartMonth: 8, yellowCardLimit: 5 };
    expect(teamSettingsFormValuesOf(s)).toEqual({
      name: "A",
      crest: "https://x.org/e.png",
      seasonStartMonth: "8",
      yellowCardLimit: "5",
    });
  });
});
