import { describe, expect, it } from "vitest";
import { links } from "./paths";

describe("links.onField", () => {
  it("opens a form on a field, after the form's own query if it has one", () => {
    expect(links.onField(links.editPlayer("s 1"), "number")).toBe(
      "/player/s%201?editar=1&campo=number",
    );
    expect(links.onField(links.editMatch("m1"), "score.home")).toBe(
      "/edit-match/m1?campo=score.home",
    );
    expect(links.onField(links.editMatch("m1"), undefined)).toBe("/edit-match/m1");
  });
});
