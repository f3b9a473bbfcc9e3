import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { DialogProvider } from "../../ui/dialogs";
import { Link } from "../../ui/Link";
import { TeamSettingsCard } from "./components/TeamSettingsCard";

function renderCard() {
  const page = (
    <>
      <Link to="/otra">Otra</Link>
      <TeamSettingsCard />
    </>
  );
  const router = createMemoryRouter([
    { path: "/", element: page },
    { path: "/otra", element: <p>Otra página</p> },
  ]);
  return render(
    <DialogProvider>
      <RouterProvider router={router} />
    </DialogProvider>,
  );
}

const stored = () => JSON.parse(localStorage.getItem("teamSettings") ?? "null");
const png = (bytes: number) =>
  new File([new Uint8Array(bytes)], "escudo.png", { type: "image/png" });

describe("TeamSettingsCard", () => {
  // Typing is slow on a busy machine: a longer limit, not a time assertion.
  it(
    "saves the name, the crest address and the first month of the season",
    { timeout: 15_000 },
    async () => {
      renderCard();
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
    renderCard();
    await userEvent.click(screen.getByLabelText(/Escudo/));
    await userEvent.paste("javascript:alert(1)");
    await userEvent.click(screen.getByRole("button", { name: "Guardar equipo" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "El escudo debe ser una URL que empiece por http:// o https://.",
    );
    expect(stored()).toBeNull();
  });

  it("takes an uploaded image up to 100 KB as a data: URL, and refuses a bigger one", async () => {
    renderCard();
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
    renderCard();
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
    renderCard();
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

  it("keeps a draft, offers it back, and asks before leaving unsaved changes", async () => {
    const user = userEvent.setup();
    const first = renderCard();
    await user.type(screen.getByLabelText("Nombre del equipo"), "CD Borrador");
    await user.selectOptions(screen.getByLabelText("Primer mes de la temporada"), "9");
    expect(JSON.parse(localStorage.getItem("draft:team-settings")!).values).toMatchObject({
      name: "CD Borrador",
      seasonStartMonth: "9",
    });
    await user.click(screen.getByRole("link", { name: "Otra" }));
    expect(await screen.findByRole("alertdialog")).toHaveTextContent("¿Salir sin guardar?");
    await user.click(screen.getByRole("button", { name: "Seguir editando" }));
    expect(screen.getByLabelText("Nombre del equipo")).toHaveValue("CD Borrador");
    first.unmount();

    renderCard();
    expect(screen.getByLabelText("Nombre del equipo")).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Continuar borrador" }));
    expect(screen.getByLabelText("Nombre del equipo")).toHaveValue("CD Borrador");
    await user.click(screen.getByRole("button", { name: "Guardar equipo" }));
    expect(stored()).toMatchObject({ name: "CD Borrador", seasonStartMonth: 9 });
    expect(localStorage.getItem("draft:team-settings")).toBeNull();
    // Saved: leaving no longer asks.
    await user.click(screen.getByRole("link", { name: "Otra" }));
    expect(await screen.findByText("Otra página")).toBeInTheDocument();
  }, 20_000);

  it("shows each refused field's message beside it, both at once", async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByLabelText(/Escudo/));
    await user.paste("ftp://x");
    await user.clear(screen.getByLabelText("Amarillas para una sanción"));
    await user.click(screen.getByRole("button", { name: "Guardar equipo" }));
    expect(screen.getByLabelText(/Escudo/)).toHaveAccessibleDescription(
      "El escudo debe ser una URL que empiece por http:// o https://.",
    );
    expect(screen.getByLabelText("Amarillas para una sanción")).toHaveAccessibleDescription(
      "Indica un número entero de 1 a 20 (5 es lo habitual).",
    );
    expect(stored()).toBeNull();
  });
});
