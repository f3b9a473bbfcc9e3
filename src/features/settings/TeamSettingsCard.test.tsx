import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TeamSettingsCard } from "./components/TeamSettingsCard";

const stored = () => JSON.parse(localStorage.getItem("teamSettings") ?? "null");
const png = (bytes: number) =>
  new File([new Uint8Array(bytes)], "escudo.png", { type: "image/png" });

describe("TeamSettingsCard", () => {
  // Typing is slow on a busy machine: a longer limit, not a time assertion.
  it(
    "saves the name, the crest address and the first month of the season",
    { timeout: 15_000 },
    async () => {
      render(<TeamSettingsCard />);
      expect(screen.getByLabelText("Nombre del equipo")).toHaveValue("");
      expect(screen.getByLabelText("Primer mes de la temporada")).toHaveValue("8");
      await userEvent.type(screen.getByLabelText("Nombre del equipo"), "  CD   Ejemplo ");
      await userEvent.click(screen.getByLabelText(/Escudo/));
      await userEvent.paste("https://ejemplo.com/escudo.png");
      await userEvent.selectOptions(screen.getByLabelText("Primer mes de la temporada"), "9");
      await userEvent.click(screen.getByRole("button", { name: "Guardar equipo" }));
      expect(screen.getByRole("status")).toHaveTextContent("Datos del equipo guardados.");
      expect(stored()).toEqual({
        name: "CD Ejemplo",
        crest: "https://ejemplo.com/escudo.png",
        seasonStartMonth: 9,
        yellowCardLimit: 5,
        version: 1,
      });
    },
  );

  it("refuses a crest that is not http(s), beside the field, and saves nothing", async () => {
    render(<TeamSettingsCard />);
    await userEvent.click(screen.getByLabelText(/Escudo/));
    await userEvent.paste("javascript:alert(1)");
    await userEvent.click(screen.getByRole("button", { name: "Guardar equipo" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "El escudo debe ser una URL que empiece por http:// o https://.",
    );
    expect(stored()).toBeNull();
  });

  it("takes an uploaded image up to 100 KB as a data: URL, and refuses a bigger one", async () => {
    render(<TeamSettingsCard />);
    const upload = screen.getByLabelText("Subir imagen del escudo");
    await userEvent.upload(upload, png(150 * 1024));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "La imagen pesa 150 KB: el máximo es 100 KB. Usa una imagen más pequeña.",
    );
    await userEvent.upload(upload, png(64));
    expect(await screen.findByAltText("Vista previa del escudo")).toHaveAttribute(
      "src",
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await userEvent.click(screen.getByRole("button", { name: "Guardar equipo" }));
    expect(stored().crest).toMatch(/^data:image\/png;base64,A+=*$/);

    await userEvent.click(screen.getByRole("button", { name: "Quitar escudo" }));
    await userEvent.click(screen.getByRole("button", { name: "Guardar equipo" }));
    expect(stored()).toEqual({ name: "", seasonStartMonth: 8, yellowCardLimit: 5, version: 1 });
  });

  it("keeps fields a newer version stored", async () => {
    localStorage.setItem("teamSettings", JSON.stringify({ name: "Viejo", futuro: { a: 1 } }));
    render(<TeamSettingsCard />);
    expect(screen.getByLabelText("Nombre del equipo")).toHaveValue("Viejo");
    await userEvent.clear(screen.getByLabelText("Nombre del equipo"));
    await userEvent.type(screen.getByLabelText("Nombre del equipo"), "Nuevo");
    await userEvent.click(screen.getByRole("button", { name: "Guardar equipo" }));
    expect(stored()).toEqual({
      name: "Nuevo",
      futuro: { a: 1 },
      seasonStartMonth: 8,
      yellowCardLimit: 5,
      version: 1,
    });
  });

  it("saves the yellow-card limit, and refuses one out of range beside the field", async () => {
    render(<TeamSettingsCard />);
    const field = screen.getByLabelText("Amarillas para una sanción");
    expect(field).toHaveValue(5);
    await userEvent.clear(field);
    await userEvent.type(field, "0");
    await userEvent.click(screen.getByRole("button", { name: "Guardar equipo" }));
    expect(screen.getByText(/número entero de 1 a 20/)).toBeInTheDocument();
    expect(stored()).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, "3");
    await userEvent.click(screen.getByRole("button", { name: "Guardar equipo" }));
    expect(stored()).toEqual({ name: "", seasonStartMonth: 8, yellowCardLimit: 3, version: 1 });
  });
});
