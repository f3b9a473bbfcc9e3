import { describe, expect, it } from "vitest";
import { boardName } from "./short-name";

describe("boardName", () => {
  it("keeps the surname, or surnames, and a single word whole", () => {
    expect(boardName("Joaquín Ferrer")).toBe("Ferrer");
    expect(boardName("Pedri")).toBe("Pedri");
    expect(boardName("  Sergio Ramos García ")).toBe("Ramos García");
    expect(boardName("")).toBe("");
  });
});
