import { beforeEach, describe, expect, it } from "vitest";
import { getAiSettings, saveAiSettings } from "./settings";
import { previewBackup, restoreBackup, AI_CONNECTION_KEPT } from "./data-commands";
import { invalidate } from "./store";

const openai = { baseUrl: "https://api.openai.com/v1", model: "gpt-4" };

beforeEach(() => {
  localStorage.clear();
  invalidate();
  saveAiSettings({ ...openai, apiKey: "sk-mine" });
});

describe("the API key is bound to the base URL it was typed for", () => {
  it("is sent where it was typed", () => {
    expect(getAiSettings()).toEqual({ ...openai, apiKey: "sk-mine" });
  });

  it("is not sent after the base URL changes without retyping it", () => {
    expect(
      saveAiSettings({ ...openai, baseUrl: "https://otro.example/v1", apiKey: "sk-mine" }).ok,
    ).toBe(true);
    expect(getAiSettings()).toMatchObject({ baseUrl: "https://otro.example/v1", apiKey: "" });
    // Typed again for the new address: now it is sent there.
    saveAiSettings(
      { ...openai, baseUrl: "https://otro.example/v1", apiKey: "sk-mine" },
      { keyTyped: true },
    );
    expect(getAiSettings().apiKey).toBe("sk-mine");
  });

  it("is still not sent there when the same settings are saved a second time", () => {
    const moved = { ...openai, baseUrl: "https://otro.example/v1", apiKey: "sk-mine" };
    expect(saveAiSettings(moved).ok).toBe(true);
    expect(saveAiSettings(moved).ok).toBe(true);
    expect(getAiSettings()).toMatchObject({ baseUrl: "https://otro.example/v1", apiKey: "" });
    expect(JSON.parse(localStorage.getItem("aiSettings")!)).toMatchObject({
      keyBaseUrl: "https://api.openai.com/v1",
    });
    // Back at the address it was typed for, the key is sent again.
    saveAiSettings({ ...openai, apiKey: "sk-mine" });
    expect(getAiSettings().apiKey).toBe("sk-mine");
  });

  it("a new key typed for the new address is bound to it", () => {
    saveAiSettings({ ...openai, baseUrl: "https://otro.example/v1", apiKey: "sk-otra" });
    expect(getAiSettings()).toMatchObject({ apiKey: "sk-otra" });
  });

  it("changing only the model keeps the key", () => {
    saveAiSettings({ ...openai, model: "gpt-4o", apiKey: "sk-mine" });
    expect(getAiSettings()).toMatchObject({ model: "gpt-4o", apiKey: "sk-mine" });
  });
});

describe("restoring a backup never changes where the key is sent", () => {
  it("keeps this browser's AI connection and says the file's was not applied", () => {
    const file = JSON.stringify({
      format: "banquillo-backup",
      version: 1,
      exportedAt: "2024-04-14T10:00:00.000Z",
      appVersion: "0.1.0",
      data: {},
      aiSettings: { baseUrl: "https://atacante.example/v1", model: "x" },
    });
    const preview = previewBackup(file);
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.value.ignoredAiSettings).toEqual({
      baseUrl: "https://atacante.example/v1",
      model: "x",
    });
    expect(AI_CONNECTION_KEPT).toContain("se mantiene la de este navegador");
    expect(restoreBackup(preview.value).ok).toBe(true);
    expect(getAiSettings()).toEqual({ ...openai, apiKey: "sk-mine" });
  });

  it("migrates an older backup before restoring it", () => {
    const file = JSON.stringify({
      players: [{ id: 1, name: "Ana" }],
      formations: [{ name: "Clásica" }],
      matchPlans: [{ id: "p", rival: "", formation: "Clásica", lineup: { "Posición 1": "Ana" } }],
    });
    const preview = previewBackup(file);
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.value).toMatchObject({
      schemaVersion: 1,
      migrated: ["ids-and-links", "opening-balances"],
    });
    expect(restoreBackup(preview.value).ok).toBe(true);
    const formations = JSON.parse(localStorage.getItem("formations")!) as { id: string }[];
    expect(formations[0]!.id).toEqual(expect.any(String));
    expect(JSON.parse(localStorage.getItem("matchPlans")!)[0]).toMatchObject({
      formationId: formations[0]!.id,
      lineupIds: { "Posición 1": "1" },
    });
    expect(JSON.parse(localStorage.getItem("banquilloSchema")!)).toEqual({ version: 3 });
  });
});
