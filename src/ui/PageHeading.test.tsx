import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageHeading } from "./PageHeading";

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
