import { describe, expect, it } from "vitest";
import { rivalFormMessages } from "../../domain/rivals/rival-form";
import { rivalFormSchema } from "./rival-form-schema";

const valid = {
  name: "  Atlético Norte ",
  logo: " https://example.com/escudo.png ",
  homeGround: " Campo del Norte ",
  primaryColor: "#FF0000",
  secondaryColor: "#ffffff",
};

describe("rivalFormSchema", () => {
  it("trims and accepts a complete rival", () => {
    expect(rivalFormSchema.parse(valid)).toEqual({
      name: "Atlético Norte",
      logo: "https://example.com/escudo.png",
      homeGround: "Campo del Norte",
      primaryColor: "#ff0000",
      secondaryColor: "#ffffff",
    });
  });

  it("requires a name (spec 5)", () => {
    const r = rivalFormSchema.safeParse({ ...valid, name: "   " });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([rivalFormMessages.nameRequired]);
  });

  it("accepts no logo but rejects a logo that is not http(s)", () => {
    expect(rivalFormSchema.parse({ ...valid, logo: "" }).logo).toBe("");
    for (const logo of ["javascript:alert(1)", "escudo.png", "ftp://x.com/a.png"]) {
      const r = rivalFormSchema.safeParse({ ...valid, logo });
      expect(r.error?.issues[0]?.message).toBe(rivalFormMessages.logo);
    }
  });

  it("rejects a colour that is not #rrggbb", () => {
    const r = rivalFormSchema.safeParse({ ...valid, primaryColor: "red" });
    expect(r.error?.issues[0]?.path).toEqual(["primaryColor"]);
  });
});
