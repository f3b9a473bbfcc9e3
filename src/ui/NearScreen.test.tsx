import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useRowsNearScreen } from "./NearScreen";

// jsdom has no IntersectionObserver: a stand-in the test drives by hand.
let watchers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeObserver {
  targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    watchers.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    watchers = watchers.filter((w) => w !== this);
  }
}
const scrollNear = () =>
  act(() => {
    for (const w of watchers)
      w.callback(
        w.targets.map((target) => ({
          target,
          isIntersecting: true,
        })) as IntersectionObserverEntry[],
        w as unknown as IntersectionObserver,
      );
  });

function Squad({ size }: { size: number }) {
  const names = Array.from({ length: size }, (_, i) => `Jugador ${i + 1}`);
  const { shown, rest, tableProps } = useRowsNearScreen(names, {
    first: 25,
    rowHeight: 50,
    columns: 2,
  });
  return (
    <table aria-label="Jugadores" {...tableProps}>
      <thead>
        <tr>
          <th>Jugador</th>
          <th>Acciones</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((n) => (
          <tr key={n}>
            <td>{n}</td>
            <td>
              <button type="button">Ver {n}</button>
            </td>
          </tr>
        ))}
        {rest}
      </tbody>
    </table>
  );
}

const dataRows = () => screen.getAllByRole("row").length - 1;

describe("a long table's rows near the screen", () => {
  beforeEach(() => vi.stubGlobal("IntersectionObserver", FakeObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    watchers = [];
  });

  it("builds a whole squad at once", () => {
    render(<Squad size={25} />);
    expect(dataRows()).toBe(25);
    expect(screen.getByRole("table")).not.toHaveAttribute("aria-rowcount");
  });

  it("builds the first 25 of 40, says there are 41 rows, and builds the rest near the screen", () => {
    const { container } = render(<Squad size={40} />);
    expect(dataRows()).toBe(25);
    expect(screen.getByRole("table")).toHaveAttribute("aria-rowcount", "41");
    const standIn = container.querySelector("tr[data-near-screen]");
    expect(standIn).toHaveAttribute("aria-hidden", "true");
    expect(standIn).toHaveStyle({ height: "750px" });
    scrollNear();
    expect(dataRows()).toBe(40);
    expect(screen.getByText("Jugador 40")).toBeInTheDocument();
    expect(container.querySelector("[data-near-screen]")).toBeNull();
  });

  it("builds the rest when the focus moves into the table, so the keyboard skips no row", () => {
    render(<Squad size={40} />);
    fireEvent.focus(screen.getByRole("button", { name: "Ver Jugador 1" }));
    expect(dataRows()).toBe(40);
  });

  it("builds every row for a print", () => {
    render(<Squad size={40} />);
    act(() => {
      dispatchEvent(new Event("beforeprint"));
    });
    expect(dataRows()).toBe(40);
  });
});
