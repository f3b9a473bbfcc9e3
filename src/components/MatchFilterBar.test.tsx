import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { FILTER_NOTE, MatchFilterBar, useMatchFilter } from "./MatchFilterBar";

const options = { seasons: ["2025-26", "2024-25"], competitions: ["Liga", "Copa"] };

/** A screen as the figure screens are: the bar, and figures that follow the filter it reads. */
function Screen() {
  const filter = useMatchFilter();
  return (
    <>
      <MatchFilterBar options={options} />
      <p data-testid="following">{`${filter.season}|${filter.competition}`}</p>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: "/jugadores", element: <Screen /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe("MatchFilterBar wires itself to the URL", () => {
  it("shows the filter of the address, and the screen reads the same one", () => {
    renderAt("/jugadores?temporada=2024-25");
    expect(screen.getByLabelText("Temporada")).toHaveValue("2024-25");
    expect(screen.getByLabelText("Competición")).toHaveValue("");
    expect(screen.getByTestId("following")).toHaveTextContent("2024-25|");
    expect(screen.getByText(FILTER_NOTE)).toBeInTheDocument();
  });

  it("a choice goes to the address, keeping its other parameters; «Quitar filtro» clears both", () => {
    const router = renderAt("/jugadores?temporada=2025-26&orden=goles");
    fireEvent.change(screen.getByLabelText("Competición"), { target: { value: "Copa" } });
    expect(screen.getByTestId("following")).toHaveTextContent("2025-26|Copa");
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get("temporada"), params.get("competicion"), params.get("orden")]).toEqual([
      "2025-26",
      "Copa",
      "goles",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Quitar filtro" }));
    expect(router.state.location.search).toBe("?orden=goles");
    expect(screen.getByTestId("following")).toHaveTextContent("|");
    expect(screen.queryByText(FILTER_NOTE)).toBeNull();
  });

  it("still offers a season no stored match has, when the address names it", () => {
    renderAt("/jugadores?temporada=2019-20");
    expect(screen.getByLabelText("Temporada")).toHaveValue("2019-20");
  });
});
