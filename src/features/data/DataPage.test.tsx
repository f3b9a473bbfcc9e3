import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { invalidate } from "../../state/store";
import { DialogProvider } from "../../ui/dialogs";
import { DataPage } from "./DataPage";

function renderPage() {
  return render(
    <MemoryRouter>
      <DialogProvider>
        <DataPage />
      </DialogProvider>
    </MemoryRouter>,
  );
}

const file = (name: string, text: string) => new File([text], name, { type: "application/json" });

describe("DataPage", () => {
  beforeEach(() => invalidate());

  it("loads the demo team into an empty app and says it is loaded", async () => {
    renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Cargar equipo de ejemplo" }));
    // The demo team's builder is fetched on click: wait for the notice before reading storage.
    expect(await screen.findByText(/El equipo de ejemplo está cargado/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("players")!)).toHaveLength(22);
    expect(screen.queryByRole("button", { name: "Cargar equipo de ejemplo" })).toBeNull();
  });

  it("finds nothing to rebuild in consistent data, and a change after a match is removed", async () => {
    renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Cargar equipo de ejemplo" }));
    await screen.findByText(/El equipo de ejemplo está cargado/);
    await userEvent.click(screen.getByRole("button", { name: "Recalcular estadísticas" }));
    expect(screen.getByText(/ya coinciden con los partidos guardados/)).toBeInTheDocument();

    const matches = JSON.parse(localStorage.getItem("matches")!) as unknown[];
    localStorage.setItem("matches", JSON.stringify(matches.slice(1)));
    invalidate();
    await userEvent.click(screen.getByRole("button", { name: "Recalcular estadísticas" }));
    const region = screen.getByRole("region", { name: "Diferencias en las estadísticas" });
    expect(within(region).getAllByText("Formación").length).toBeGreaterThan(0);
    expect(within(region).getAllByText("Rival").length).toBeGreaterThan(0);
    // Fixing by the record leaves nothing to report.
    await userEvent.click(
      within(region).getByRole("button", { name: "Corregir con los partidos" }),
    );
    await userEvent.click(
      within(await screen.findByRole("alertdialog", {}, { timeout: 5000 })).getByRole("button", {
        name: "Corregir",
      }),
    );
    expect(await screen.findByText(/Estadísticas corregidas/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Recalcular estadísticas" }));
    expect(screen.getByText(/ya coinciden con los partidos guardados/)).toBeInTheDocument();
  });

  it("refuses another app's file and shows nothing to replace", async () => {
    localStorage.setItem("players", '[{"id":"p1","name":"Ana"}]');
    invalidate();
    renderPage();
    await userEvent.upload(
      screen.getByLabelText("Archivo de copia de seguridad"),
      file("otra.json", '{"notas":[]}'),
    );
    expect(
      await screen.findByText(/no es una copia de seguridad de Banquillo/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reemplazar los datos actuales" })).toBeNull();
    expect(localStorage.getItem("players")).toBe('[{"id":"p1","name":"Ana"}]');
  });

  it("previews a backup with counts before replacing anything", async () => {
    const backup = {
      format: "banquillo-backup",
      version: 1,
      exportedAt: new Date(2024, 3, 14, 18, 30).toISOString(),
      appVersion: "0.1.0",
      data: { players: [{ id: "p1", name: "Ana" }], savedInsights: ["a", "b"] },
    };
    renderPage();
    await userEvent.upload(
      screen.getByLabelText("Archivo de copia de seguridad"),
      file("copia.json", JSON.stringify(backup)),
    );
    const preview = await screen.findByRole("region", { name: "Contenido de la copia" });
    expect(preview).toHaveTextContent("Exportada el 14/04/2024 a las 18:30 · Banquillo 0.1.0");
    expect(
      within(preview).getByRole("row", { name: /Insights guardados 2 0/ }),
    ).toBeInTheDocument();
    expect(localStorage.getItem("players")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Reemplazar los datos actuales" }));
    await userEvent.click(await screen.findByRole("button", { name: "Reemplazar datos" }));
    expect(localStorage.getItem("players")).toBe('[{"id":"p1","name":"Ana"}]');
    expect(localStorage.getItem("savedInsights")).toBe('["a","b"]');
    expect(
      screen.getByText("Copia restaurada: 1 jugador y 2 insights guardados."),
    ).toBeInTheDocument();
  });
  it("restores what the app repairs on opening, saying what it repairs", async () => {
    const backup = {
      format: "banquillo-backup",
      version: 1,
      // Written by this version: no migration gives the repeated id a new one first.
      schemaVersion: 3,
      data: {
        players: [
          { id: "p1", name: "Ana" },
          { id: "p1", name: "Eva" },
        ],
      },
    };
    renderPage();
    await userEvent.upload(
      screen.getByLabelText("Archivo de copia de seguridad"),
      file("copia.json", JSON.stringify(backup)),
    );
    const preview = await screen.findByRole("region", { name: "Contenido de la copia" });
    expect(preview).toHaveTextContent(
      "Al restaurarla se reparan, como al abrir la app, 1 elemento de «Jugadores» (el primero es el n.º 2, «Eva»)",
    );
    await userEvent.click(screen.getByRole("button", { name: "Reemplazar los datos actuales" }));
    await userEvent.click(await screen.findByRole("button", { name: "Reemplazar datos" }));
    const stored = JSON.parse(localStorage.getItem("players")!) as { id: string }[];
    expect(stored.map((p) => p.id)).toEqual(["p1", "p1-2"]);
  });
});
