import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { SYNC_MESSAGES } from "../../domain/data/sharing-form";
import { DialogProvider } from "../../ui/dialogs";
import { Link } from "../../ui/Link";
import { SharingCard } from "./components/SharingCard";

function renderCard() {
  const page = (
    <>
      <Link to="/otra">Otra</Link>
      <SharingCard />
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

describe("SharingCard", () => {
  it("shows each bad field's Spanish message beside it and saves nothing", async () => {
    const user = userEvent.setup();
    renderCard();
    await user.type(screen.getByLabelText(/Dirección del servidor/), "http://equipo.org");
    await user.type(screen.getByLabelText(/Base de datos/), "Equipo");
    await user.click(screen.getByRole("button", { name: "Guardar y conectar" }));
    expect(screen.getByLabelText(/Dirección del servidor/)).toHaveAccessibleDescription(
      SYNC_MESSAGES.https,
    );
    expect(screen.getByLabelText(/Base de datos/)).toHaveAccessibleDescription(
      SYNC_MESSAGES.database,
    );
    expect(screen.getByLabelText(/Usuario/)).toHaveAccessibleDescription(SYNC_MESSAGES.user);
    expect(screen.getByLabelText(/Contraseña/)).toHaveAccessibleDescription(SYNC_MESSAGES.password);
    expect(localStorage.getItem("banquilloSync")).toBeNull();
  });

  it("keeps a draft without the password, asks before leaving, and offers the draft back", async () => {
    const user = userEvent.setup();
    const first = renderCard();
    await user.type(screen.getByLabelText(/Dirección del servidor/), "https://equipo.org");
    await user.type(screen.getByLabelText(/Usuario/), "ana");
    await user.type(screen.getByLabelText(/Contraseña/), "secreta");
    const kept = localStorage.getItem("draft:sharing")!;
    expect(JSON.parse(kept).values).toEqual({
      server: "https://equipo.org",
      database: "",
      user: "ana",
    });
    expect(kept).not.toContain("secreta");
    await user.click(screen.getByRole("link", { name: "Otra" }));
    expect(await screen.findByRole("alertdialog")).toHaveTextContent("¿Salir sin guardar?");
    await user.click(screen.getByRole("button", { name: "Salir" }));
    expect(await screen.findByText("Otra página")).toBeInTheDocument();
    first.unmount();

    renderCard();
    await user.click(screen.getByRole("button", { name: "Continuar borrador" }));
    expect(screen.getByLabelText(/Dirección del servidor/)).toHaveValue("https://equipo.org");
    expect(screen.getByLabelText(/Usuario/)).toHaveValue("ana");
    expect(screen.getByLabelText(/Contraseña/)).toHaveValue("");
  }, 20_000);
});
