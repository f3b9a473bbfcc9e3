import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ConnectionHelp } from "./ConnectionHelp";

describe("ConnectionHelp", () => {
  it("says truthfully what the AI receives: computed tables and recent matches", () => {
    render(<ConnectionHelp />);
    const text = screen.getByText(/Los insights envían/).textContent ?? "";
    expect(text).toContain("tablas calculadas");
    expect(text).toContain("partidos más recientes");
    expect(text).not.toContain("la lista de partidos");
  });
});
