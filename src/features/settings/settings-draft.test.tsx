import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { defaultAiSettings } from "../../domain/records/types";
import { saveAiSettings } from "../../state/settings";
import { DialogProvider } from "../../ui/dialogs";
import { SettingsPage } from "./SettingsPage";

beforeEach(() => {
  saveAiSettings(defaultAiSettings);
  localStorage.removeItem("aiSettings");
});

function renderSettings() {
  const router = createMemoryRouter([{ path: "/", element: <SettingsPage /> }]);
  return render(
    <DialogProvider>
      <RouterProvider router={router} />
    </DialogProvider>,
  );
}

describe("AI connection draft", () => {
  it("keeps base URL and model as a draft, never the API key, and restores them", async () => {
    const user = userEvent.setup();
    const first = renderSettings();
    await user.clear(screen.getByLabelText(/Modelo/));
    await user.type(screen.getByLabelText(/Modelo/), "llama3.1");
    await user.type(screen.getByLabelText(/Clave API/), "sk-secreta");
    const kept = localStorage.getItem("draft:settings")!;
    expect(JSON.parse(kept).values).toEqual({
      baseUrl: defaultAiSettings.baseUrl,
      model: "llama3.1",
    });
    expect(kept).not.toContain("sk-secreta");
    first.unmount();

    renderSettings();
    expect(screen.getByLabelText(/Modelo/)).toHaveValue("gpt-4");
    await user.click(screen.getByRole("button", { name: "Continuar borrador" }));
    expect(screen.getByLabelText(/Modelo/)).toHaveValue("llama3.1");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText("Configuración guardada.")).toBeInTheDocument();
    expect(localStorage.getItem("draft:settings")).toBeNull();
  }, 20000);
});
