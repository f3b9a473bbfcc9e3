import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { HEAVY_TEXT_NOTE } from "../../../ui/Markdown";
import { ResultsCard } from "./ResultsCard";

const props = { cancelled: false, onCancel: () => {}, onSave: () => {} };
const heavy = "*a_".repeat(3_000);

describe("ResultsCard with an answer heavy with emphasis", () => {
  it("while it streams in, shows it as plain text and keeps 'Cancelar'", () => {
    const { container } = render(<ResultsCard {...props} result={heavy} loading />);
    expect(screen.getByTestId("streaming-plain")).toBeInTheDocument();
    expect(container.querySelector("pre")?.textContent).toBe(heavy);
    expect(container.querySelector("em, strong")).toBeNull();
    expect(screen.getByRole("button", { name: "Cancelar" })).toBeEnabled();
  });

  it("when it ends, shows it as plain text with the note saying why", async () => {
    const { container } = render(<ResultsCard {...props} result={heavy} loading={false} />);
    // The renderer loads with the first answer.
    expect(await screen.findByRole("note")).toHaveTextContent(HEAVY_TEXT_NOTE);
    expect(screen.getByTestId("markdown-plain").textContent).toBe(heavy);
    expect(container.querySelector("em, strong")).toBeNull();
  });

  it("a short, ordinary answer is formatted while it streams", async () => {
    // The stream falls back to plain text after a slow redraw; on a busy machine jsdom's first
    // redraw can pass that budget, so the clock stands still here: this test is about the text.
    vi.spyOn(performance, "now").mockReturnValue(0);
    render(<ResultsCard {...props} result={"## Resumen\n\nCon **Villa**"} loading />);
    expect(screen.queryByTestId("streaming-plain")).toBeNull();
    expect(await screen.findByText("Villa", { selector: "strong" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Resumen" })).toBeInTheDocument();
  });
});
