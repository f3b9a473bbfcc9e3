import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Markdown, RENDER_FAILED_NOTE } from "./Markdown";

// The parser is replaced by one that fails on a marked text, as a stack overflow deep inside
// react-markdown would: the boundary around each text must catch it.
vi.mock("react-markdown", () => ({
  default: ({ children }: { children: string }) => {
    if (children.includes("ROMPE")) throw new RangeError("Maximum call stack size exceeded");
    return <p>formateado: {children}</p>;
  },
}));

describe("Markdown error boundary", () => {
  it("shows a text that fails to render as plain text, and gives a new text a new try", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { rerender } = render(<Markdown>{"texto ROMPE *aquí*"}</Markdown>);
    expect(screen.getByRole("note")).toHaveTextContent(RENDER_FAILED_NOTE);
    expect(screen.getByTestId("markdown-plain")).toHaveTextContent("texto ROMPE *aquí*");
    expect(warn).toHaveBeenCalledTimes(1);

    rerender(<Markdown>{"todo bien"}</Markdown>);
    expect(screen.getByText("formateado: todo bien")).toBeInTheDocument();
    expect(screen.queryByRole("note")).toBeNull();
    warn.mockRestore();
    error.mockRestore();
  });

  it("one failing text leaves its neighbours formatted", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <>
        <Markdown>{"uno"}</Markdown>
        <Markdown>{"ROMPE"}</Markdown>
        <Markdown>{"tres"}</Markdown>
      </>,
    );
    expect(screen.getByText("formateado: uno")).toBeInTheDocument();
    expect(screen.getByText("formateado: tres")).toBeInTheDocument();
    expect(screen.getByTestId("markdown-plain")).toHaveTextContent("ROMPE");
    vi.restoreAllMocks();
  });
});
