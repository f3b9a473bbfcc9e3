// Fixtures for the insights and settings specs: matches in the spec's shape, AI settings, and a
// Playwright fixture that gives each test its own local chat-completion server.
import { test as base } from "@playwright/test";
import { storedMatch } from "../src/testing/fixtures";
import { startAiServer } from "./ai-server";
import type { AiServer } from "./ai-server";

export const TEST_KEY = "sk-e2e-secreta-0123456789";

export const matches = [
  storedMatch("m1", "2024-04-14", "Atlético Norte", {
    score: { home: 2, away: 1 },
    scorers: [
      { player: "David Villa", minute: 12 },
      { player: "Fernando Torres", minute: 70 },
    ],
    assists: ["Xavi Hernández"],
    formationPlayers: { "Posición 1": "Iker Casillas", "Posición 10": "David Villa" },
    cards: [{ player: "Sergio Ramos", type: "yellow" }],
    subs: [{ playerOut: "David Villa", playerIn: "Pedro Rodríguez", minute: 75 }],
    shotsFor: 11,
    shotsAgainst: 6,
  }),
  storedMatch("m2", "2024-04-21", "Deportivo Sur", {
    location: "away",
    formationPlayers: { "Posición 1": "Pepe Reina" },
    shotsFor: 4,
    shotsAgainst: 9,
  }),
];

export const aiSettings = (baseUrl: string, over: Record<string, string> = {}) => ({
  baseUrl,
  apiKey: TEST_KEY,
  model: "modelo-e2e",
  ...over,
});

export const test = base.extend<{ ai: AiServer }>({
  // eslint-disable-next-line no-empty-pattern
  ai: async ({}, provide) => {
    const server = await startAiServer();
    await provide(server);
    await server.close();
  },
});

export { expect } from "@playwright/test";
