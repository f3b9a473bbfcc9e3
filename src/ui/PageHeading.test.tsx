import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageHeading, TabTeamName, tabTitle } from "./PageHeading";

describe("PageHeading", () => {
  it("names the browser tab after the h1, and follows it when it changes", () => {
    const { rerender, getByRole } = render(<PageHeading>Jugadores</PageHeading>);
    expect(getByRole("heading", { level: 1, name: "Jugadores" })).toBeInTheDocument();
    expect(document.title).toBe("Jugadores · Banquillo");
    rerender(
      <PageHeading>
        Sergio <span>Ramos</span>
      </PageHeading>,
    );
    expect(document.title).toBe("Sergio Ramos · Banquillo");
  });

  it("leaves the app's name alone when the heading is empty", () => {
    render(<PageHeading>{""}</PageHeading>);
    expect(document.title).toBe("Banquillo");
  });
});

describe("tabTitle", () => {
  it("names the team when the coach set its name, and the app otherwise", () => {
    expect(tabTitle("Jugadores", "")).toBe("Jugadores · Banquillo");
    expect(tabTitle("Jugadores", "CD Los Pinos")).toBe("Jugadores · CD Los Pinos");
    // The dashboard's heading is the team's name: not twice.
    expect(tabTitle("CD Los Pinos", "CD Los Pinos")).toBe("CD Los Pinos · Banquillo");
    expect(tabTitle("", "CD Los Pinos")).toBe("CD Los Pinos");
  });

  it("follows the layout's team name", () => {
    render(
      <TabTeamName.Provider value="CD Los Pinos">
        <PageHeading>Calendario</PageHeading>
      </TabTeamName.Provider>,
    );
    expect(document.title).toBe("Calendario · CD Los Pinos");
  });
});
