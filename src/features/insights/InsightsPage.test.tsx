import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AuthenticationError } from "openai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeMatch } from "../../testing/fixtures";
import { saveAiSettings } from "../../state/settings";
import { invalidate } from "../../state/store";
import { DialogProvider } from "../../ui/dialogs";
import { InsightsPage } from "./InsightsPage";
import { SavedInsightsPage } from "./SavedInsightsPage";

// Only the HTTP call of the `openai` package is replaced: the answer comes back as a real
// Response (server-sent events or JSON) and everything from there to the screen is real code.
const create = vi.hoisted(() => vi.fn());
vi.mock("openai", async (original) => {
  const real = await original<Record<string, unknown>>();
  class FakeOpenAI {
    chat = { completions: { create } };
  }
  return { ...real, default: FakeOpenAI };
});

const sse = (...parts: string[]) =>
  new Response(
    parts
      .map((p) => `data: ${JSON.stringify({ choices: [{ delta: { content: p } }] })}\n\n`)
      .join("") + "data: [DONE]\n\n",
    { headers: { "content-type": "text/event-stream" } },
  );
const answer = (response: Promise<Response>) => ({ asResponse: () => response });

beforeEach(() => {
  create.mockReset();
  invalidate();
  saveAiSettings({ baseUrl: "https://api.openai.com/v1", apiKey: "sk-unit-test", model: "gpt-4" });
});
afterEach(() => vi.restoreAllMocks());

function renderInsights(
  lists: Record<string, unknown[]> = { matches: [makeMatch()] },
  path = "/insights",
) {
  for (const [k, v] of Object.entries(lists)) localStorage.setItem(k, JSON.stringify(v));
  invalidate();
  const router = createMemoryRouter(
    [
      { path: "/insights", element: <InsightsPage /> },
      { path: "/saved-insights", element: <SavedInsightsPage /> },
      { path: "/settings", element: <p>Pantalla de configuración</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <DialogProvider>
      <RouterProvider router={router} />
    </DialogProvider>,
  );
  return router;
}

const results = () => screen.getByRole("region", { name: "Resultados" });

describe("InsightsPage", () => {
  it("renders the answer as Markdown and saves it to savedInsights", async () => {
    create.mockReturnValue(answer(Promise.resolve(sse("## Patrón\n\n", "- uno"))));
    const router = renderInsights();
    await userEvent.click(screen.getByRole("button", { name: "Generar Insights" }));
    expect(await within(results()).findByRole("heading", { name: "Patrón" })).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    const [body] = create.mock.calls[0]!;
    expect(body.model).toBe("gpt-4");
    expect(body.stream).toBe(true);
    expect(body.messages[0].role).toBe("system");
    expect(body.messages[1].content).toContain("### Resumen de la temporada");
    expect(body.messages[1].content).toMatch(/\| P1 \|/);

    await userEvent.click(screen.getByRole("button", { name: "Guardar Insights" }));
    expect(router.state.location.pathname).toBe("/saved-insights");
    expect(JSON.parse(localStorage.getItem("savedInsights")!)).toEqual(["## Patrón\n\n- uno"]);
    expect(screen.getByRole("heading", { name: "Insight #1" })).toBeInTheDocument();
  });

  it("shows the loading label while running and always ends loading after a failure", async () => {
    let fail!: (e: unknown) => void;
    create.mockReturnValue(answer(new Promise((_r, reject) => (fail = reject))));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    renderInsights();
    await userEvent.click(screen.getByRole("button", { name: "Generar Insights" }));
    const running = screen.getByRole("button", { name: "Generando Insights..." });
    expect(running).toBeDisabled();
    expect(screen.getByRole("button", { name: "Enviar Pregunta" })).toBeDisabled();
    await act(async () =>
      fail(
        new AuthenticationError(401, { message: "bad key sk-unit-test" }, undefined, new Headers()),
      ),
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Ocurrió un error al generar los insights. Por favor, intenta nuevamente.",
    );
    expect(screen.getByRole("alert")).toHaveTextContent("La clave API es incorrecta");
    expect(screen.getByRole("alert")).not.toHaveTextContent("sk-unit-test");
    expect(screen.getByRole("button", { name: "Generar Insights" })).toBeEnabled();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(logged.mock.calls)).not.toContain("sk-unit-test");
  });

  it("uses the spec's texts for no matches, an empty question and an empty answer", async () => {
    renderInsights({ matches: [] });
    await userEvent.click(screen.getByRole("button", { name: "Generar Insights" }));
    expect(results()).toHaveTextContent("No hay información suficiente para generar insights.");
    await userEvent.click(screen.getByRole("button", { name: "Enviar Pregunta" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Por favor, escribe una pregunta antes de enviarla.",
    );
    expect(create).not.toHaveBeenCalled();

    create.mockReturnValue(answer(Promise.resolve(sse("  "))));
    await userEvent.type(
      screen.getByPlaceholderText("Escribe tu pregunta personalizada aquí..."),
      "¿Algo?",
    );
    await userEvent.click(screen.getByRole("button", { name: "Enviar Pregunta" }));
    expect(await within(results()).findByText("No se generaron respuestas.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("without a key for a remote service links to Configuración and makes no call", async () => {
    saveAiSettings({ baseUrl: "https://api.openai.com/v1", apiKey: "", model: "gpt-4" });
    renderInsights();
    await userEvent.click(screen.getByRole("button", { name: "Generar Insights" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Falta la clave API");
    await userEvent.click(screen.getByRole("link", { name: "Ir a Configuración" }));
    expect(screen.getByText("Pantalla de configuración")).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});

describe("SavedInsightsPage", () => {
  it("shows 'No hay insights guardados aún.' and a way back", () => {
    renderInsights({ savedInsights: [] }, "/saved-insights");
    expect(screen.getByText("No hay insights guardados aún.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Generar Insights" })).toHaveAttribute(
      "href",
      "/insights",
    );
  });

  it("numbers each saved text from 1 and never runs HTML in it", () => {
    renderInsights(
      { savedInsights: ["**uno**", '<img src=x onerror="alert(1)"> dos'] },
      "/saved-insights",
    );
    const second = screen.getByRole("article", { name: "Insight #2" });
    expect(
      screen.getByRole("article", { name: "Insight #1" }).querySelector("strong"),
    ).toHaveTextContent("uno");
    expect(second).toHaveTextContent('<img src=x onerror="alert(1)"> dos');
    expect(second.querySelector("img")).toBeNull();
  });

  it("shows the date and question of each insight saved here, nothing for older ones", async () => {
    create.mockReturnValue(answer(Promise.resolve(sse("Villa marca más."))));
    const router = renderInsights({ matches: [makeMatch()], savedInsights: ["# Antiguo"] });
    await userEvent.type(
      screen.getByPlaceholderText("Escribe tu pregunta personalizada aquí..."),
      "  ¿Quién marca más?  ",
    );
    await userEvent.click(screen.getByRole("button", { name: "Enviar Pregunta" }));
    await within(results()).findByText("Villa marca más.");
    await userEvent.click(screen.getByRole("button", { name: "Guardar Insights" }));
    expect(router.state.location.pathname).toBe("/saved-insights");

    expect(JSON.parse(localStorage.getItem("savedInsights")!)).toEqual([
      "# Antiguo",
      "Villa marca más.",
    ]);
    const meta = JSON.parse(localStorage.getItem("savedInsightsMeta")!);
    expect(meta[0]).toBeNull();
    expect(meta[1]).toMatchObject({ question: "¿Quién marca más?", kind: "ask", length: 16 });
    expect(Date.parse(meta[1].savedAt)).not.toBeNaN();

    const second = screen.getByRole("article", { name: "Insight #2" });
    expect(within(second).getByText(/Guardado el/)).toBeInTheDocument();
    expect(within(second).getByTestId("insight-question")).toHaveTextContent(
      "Pregunta: «¿Quién marca más?»",
    );
    const first = screen.getByRole("article", { name: "Insight #1" });
    expect(within(first).queryByText(/Guardado el/)).toBeNull();
  });

  it("deletes an insight only after confirming, with its meta, keeping the others", async () => {
    const texts = ["uno", "dos", "tres"];
    const meta = texts.map((t, i) => ({
      id: `m${i}`,
      savedAt: "2024-04-14T16:05:00.000Z",
      question: `¿${t}?`,
      length: t.length,
    }));
    localStorage.setItem("savedInsightsMeta", JSON.stringify(meta));
    renderInsights({ savedInsights: texts }, "/saved-insights");

    await userEvent.click(screen.getByRole("button", { name: "Eliminar Insight #2" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("¿Eliminar el Insight #2?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(JSON.parse(localStorage.getItem("savedInsights")!)).toEqual(texts);

    await userEvent.click(screen.getByRole("button", { name: "Eliminar Insight #2" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Eliminar" }),
    );
    expect(JSON.parse(localStorage.getItem("savedInsights")!)).toEqual(["uno", "tres"]);
    expect(JSON.parse(localStorage.getItem("savedInsightsMeta")!)).toEqual([meta[0], meta[2]]);
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual([
      "Insight #1",
      "Insight #2",
    ]);
    expect(screen.getByRole("article", { name: "Insight #2" })).toHaveTextContent("¿tres?");
  });

  it("one deeply nested insight shows as text and the rest of the list is formatted", () => {
    renderInsights(
      { savedInsights: ["**antes**", "> ".repeat(5000) + "fondo", "**después**"] },
      "/saved-insights",
    );
    expect(
      screen.getByRole("article", { name: "Insight #1" }).querySelector("strong"),
    ).toHaveTextContent("antes");
    const deep = screen.getByRole("article", { name: "Insight #2" });
    expect(within(deep).getByTestId("markdown-plain")).toHaveTextContent("fondo");
    expect(deep.querySelector("blockquote")).toBeNull();
    expect(
      screen.getByRole("article", { name: "Insight #3" }).querySelector("strong"),
    ).toHaveTextContent("después");
  });
});
