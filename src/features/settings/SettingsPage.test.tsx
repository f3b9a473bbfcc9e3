import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AuthenticationError } from "openai";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { defaultAiSettings } from "../../domain/records/types";
import { saveAiSettings } from "../../state/settings";
import { SettingsPage } from "./SettingsPage";

// Only the HTTP call of the `openai` package is replaced; its real error classes are kept.
const create = vi.hoisted(() => vi.fn());
const options = vi.hoisted(() => vi.fn());
vi.mock("openai", async (original) => {
  const real = await original<Record<string, unknown>>();
  class FakeOpenAI {
    chat = { completions: { create } };
    constructor(opts: unknown) {
      options(opts);
    }
  }
  return { ...real, default: FakeOpenAI };
});

beforeEach(() => {
  create.mockReset();
  options.mockReset();
  saveAiSettings(defaultAiSettings);
  localStorage.removeItem("aiSettings");
});

function renderSettings() {
  const router = createMemoryRouter([{ path: "/", element: <SettingsPage /> }]);
  render(<RouterProvider router={router} />);
}

describe("SettingsPage", () => {
  it("saves {baseUrl, apiKey, model} trimmed under aiSettings", async () => {
    renderSettings();
    expect(screen.getByLabelText(/URL base/)).toHaveValue("https://api.openai.com/v1");
    expect(screen.getByLabelText(/Modelo/)).toHaveValue("gpt-4");
    await userEvent.click(screen.getByRole("button", { name: "LM Studio (local)" }));
    await userEvent.clear(screen.getByLabelText(/Modelo/));
    await userEvent.type(screen.getByLabelText(/Modelo/), " qwen2.5 ");
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText("Configuración guardada.")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("aiSettings")!)).toEqual({
      baseUrl: "http://localhost:1234/v1",
      apiKey: "",
      model: "qwen2.5",
      // The base URL the key is bound to (docs/storage.md).
      keyBaseUrl: "http://localhost:1234/v1",
    });
  });

  it("clears the key, with a note beside it, when the base URL changes; saving twice never moves it", async () => {
    saveAiSettings({ ...defaultAiSettings, apiKey: "sk-de-openai" });
    renderSettings();
    const key = screen.getByLabelText("Clave API");
    expect(key).toHaveValue("sk-de-openai");
    await userEvent.click(screen.getByRole("button", { name: "OpenRouter" }));
    expect(key).toHaveValue("");
    expect(
      screen.getByText(
        "La clave se ha vaciado porque ha cambiado la URL base: escríbela de nuevo si quieres usarla con la nueva dirección.",
      ),
    ).toBeInTheDocument();
    const stored = () => JSON.parse(localStorage.getItem("aiSettings")!) as Record<string, string>;
    for (let i = 0; i < 2; i++) {
      await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
      expect(await screen.findByText("Configuración guardada.")).toBeInTheDocument();
      expect(stored()).toMatchObject({ baseUrl: "https://openrouter.ai/api/v1", apiKey: "" });
    }
    // Typed again for the new address: kept and bound to it.
    await userEvent.type(key, "sk-de-openrouter");
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    await screen.findByText("Configuración guardada.");
    expect(stored()).toMatchObject({
      apiKey: "sk-de-openrouter",
      keyBaseUrl: "https://openrouter.ai/api/v1",
    });
  });

  it("reports a bad key from 'Probar conexión' without saving or showing the key", async () => {
    create.mockRejectedValue(
      new AuthenticationError(
        401,
        { message: "Incorrect key sk-mala-123456" },
        undefined,
        new Headers(),
      ),
    );
    renderSettings();
    await userEvent.type(screen.getByLabelText("Clave API"), "sk-mala-123456");
    await userEvent.click(screen.getByRole("button", { name: "Probar conexión" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("La clave API es incorrecta");
    expect(screen.getByRole("alert")).not.toHaveTextContent("sk-mala-123456");
    expect(options.mock.calls[0]![0]).toMatchObject({
      apiKey: "sk-mala-123456",
      baseURL: "https://api.openai.com/v1",
      dangerouslyAllowBrowser: true,
      maxRetries: 0,
    });
    expect(create.mock.calls[0]![0]).toMatchObject({ model: "gpt-4" });
    expect(localStorage.getItem("aiSettings")).toBeNull();
  });
});
