import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import userEvent from "@testing-library/user-event";
import {
  HEAVY_TEXT_NOTE,
  LONG_TEXT_NOTE,
  LONG_WORD_NOTE,
  Markdown,
  PLAIN_TEXT_NOTE,
} from "./Markdown";

describe("Markdown", () => {
  it("formats headings, lists, tables and emphasis", () => {
    const { container } = render(
      <Markdown>{"# Título\n\n- *a*\n- **b**\n\n| x | y |\n|---|---|\n| 1 | 2 |"}</Markdown>,
    );
    expect(screen.getByRole("heading", { name: "Título" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getAllByRole("cell").map((c) => c.textContent)).toEqual(["1", "2"]);
    expect(container.querySelector("em")).toHaveTextContent("a");
    expect(container.querySelector("strong")).toHaveTextContent("b");
  });

  it("shows raw HTML as text and creates no element from it", () => {
    const { container } = render(
      <Markdown>{'<img src=x onerror="alert(1)"> y <script>alert(2)</script>'}</Markdown>,
    );
    expect(container).toHaveTextContent(
      '<img src=x onerror="alert(1)"> y <script>alert(2)</script>',
    );
    expect(container.querySelector("img, script")).toBeNull();
  });

  it("links only http(s), in a new tab without opener or referrer; images are not loaded", () => {
    const { container } = render(
      <Markdown>
        {
          "[a](https://example.com) [b](javascript:alert(1)) [c](data:text/html,x) ![foto](https://e.com/p.png)"
        }
      </Markdown>,
    );
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "https://example.com");
    expect(links[0]).toHaveAttribute("target", "_blank");
    expect(links[0]).toHaveAttribute("rel", "noopener noreferrer");
    expect(container.querySelector("img")).toBeNull();
    expect(container).toHaveTextContent("[foto]");
  });
});

describe("Markdown with hostile nesting", () => {
  it("shows thousands of nested quotes as plain text with a note, without parsing them", () => {
    const deep = "> ".repeat(5000) + "fondo";
    const { container } = render(<Markdown>{deep}</Markdown>);
    expect(screen.getByRole("note")).toHaveTextContent(PLAIN_TEXT_NOTE);
    expect(screen.getByTestId("markdown-plain")).toHaveTextContent("fondo");
    expect(container.querySelector("blockquote")).toBeNull();
  });

  it("shows thousands of nested lists as plain text", () => {
    const deep = Array.from({ length: 3000 }, (_, i) => `${"  ".repeat(i)}- n${i}`).join("\n");
    const { container } = render(<Markdown>{deep}</Markdown>);
    expect(screen.getByTestId("markdown-plain")).toHaveTextContent("n2999");
    expect(container.querySelector("ul")).toBeNull();
  });
});

describe("Markdown with a very long text", () => {
  it("shows it plainly with a note, and formats it when asked", async () => {
    const long = "**negrita**\n\n" + "palabra ".repeat(5000);
    const { container } = render(<Markdown>{long}</Markdown>);
    expect(screen.getByRole("note")).toHaveTextContent(LONG_TEXT_NOTE);
    expect(container.querySelector("strong")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Mostrar con formato" }));
    expect(container.querySelector("strong")).toHaveTextContent("negrita");
    expect(screen.queryByRole("note")).toBeNull();
  });
});

describe("Markdown with text too heavy to format", () => {
  it("shows 28,000 characters of emphasis marks plainly, with a note, without parsing them", () => {
    const heavy = "*a_".repeat(9_333);
    const { container } = render(<Markdown>{heavy}</Markdown>);
    expect(screen.getByRole("note")).toHaveTextContent(HEAVY_TEXT_NOTE);
    expect(screen.getByRole("note")).toHaveTextContent("Mostrado como texto sin formato");
    expect(screen.getByTestId("markdown-plain").textContent).toBe(heavy);
    expect(container.querySelector("em, strong")).toBeNull();
    // Formatting is not offered: it is what would block the page.
    expect(screen.queryByRole("button", { name: "Mostrar con formato" })).toBeNull();
  });

  it("shows a word of 30,000 characters plainly, wrapping anywhere", () => {
    const word = "a".repeat(30_000);
    render(<Markdown>{word}</Markdown>);
    expect(screen.getByRole("note")).toHaveTextContent(LONG_WORD_NOTE);
    const plain = screen.getByTestId("markdown-plain");
    expect(plain).toHaveTextContent(word);
    expect(plain).toHaveClass("wrap-anywhere");
  });

  it("tells how long formatting took, once per text", () => {
    const times: number[] = [];
    const onFormatMs = (ms: number) => times.push(ms);
    const { rerender } = render(<Markdown onFormatMs={onFormatMs}>{"**uno**"}</Markdown>);
    rerender(<Markdown onFormatMs={onFormatMs}>{"**uno**"}</Markdown>);
    expect(times).toHaveLength(1);
    rerender(<Markdown onFormatMs={onFormatMs}>{"**uno** y dos"}</Markdown>);
    expect(times).toHaveLength(2);
    expect(times.every((ms) => ms >= 0)).toBe(true);
  });
});
