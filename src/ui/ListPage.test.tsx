import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ListPage } from "./ListPage";

const page = (props: Partial<Parameters<typeof ListPage>[0]> = {}) =>
  render(
    <MemoryRouter>
      <ListPage title="Rivales" create={{ to: "/add-rival", label: "Nuevo rival" }} {...props}>
        <table aria-label="Filas" />
      </ListPage>
    </MemoryRouter>,
  );

describe("ListPage", () => {
  it("shows the title, the 'Nuevo…' link, the filters, the toolbar and the rows", () => {
    page({ filters: <p>Filtro</p>, toolbar: <input aria-label="Buscar" /> });
    expect(screen.getByRole("heading", { level: 1, name: "Rivales" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Nuevo rival" })).toHaveAttribute("href", "/add-rival");
    expect(screen.getByText("Filtro")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Buscar" })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Filas" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the error above the rows", () => {
    page({ error: "No se ha podido borrar." });
    expect(screen.getByText("No se ha podido borrar.")).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Filas" })).toBeInTheDocument();
  });

  it("puts the empty text and its action in place of the rows, keeping the toolbar", () => {
    page({
      toolbar: <input aria-label="Buscar" />,
      empty: "No hay rivales disponibles...",
      emptyAction: <button>Añadir el primer rival</button>,
    });
    expect(screen.getByText("No hay rivales disponibles...")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Añadir el primer rival" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Buscar" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("leaves bare rows out of the card, and puts the empty text in one", () => {
    const { container, rerender } = page({ bare: true });
    expect(container.querySelector("section")).toBeNull();
    rerender(
      <MemoryRouter>
        <ListPage
          title="Insights +"
          create={{ to: "/insights", label: "Generar" }}
          bare
          empty="Nada"
        >
          <table aria-label="Filas" />
        </ListPage>
      </MemoryRouter>,
    );
    expect(container.querySelector("section")).toHaveTextContent("Nada");
    expect(screen.queryByRole("table")).toBeNull();
  });
});
