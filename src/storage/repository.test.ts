import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  aiSettingsText,
  parseList,
  readAiSettings,
  readList,
  writeLists,
  writeRaw,
} from "./repository";

const originalPlayer = {
  id: "1712345678901",
  name: "Lionel",
  position: "Forward",
  number: "10",
  height: "170",
  weight: 72,
  birthdate: "1987-06-24",
  preferredFoot: "Left",
  photo: "",
  stats: {
    goals: 3,
    assists: 1,
    matches: 2,
    minutesPlayed: 150,
    yellowCards: 0,
    redCards: 0,
    positions: {
      "Delantero 1": {
        matches: 2,
        goals: 3,
        assists: 1,
        yellowCards: 0,
        redCards: 0,
        minutesPlayed: 150,
      },
    },
  },
  nickname: "La Pulga",
};

describe("parseList", () => {
  it("reads nothing stored as an empty list without an issue", () => {
    expect(parseList("players", null)).toEqual({ items: [] });
    expect(parseList("players", "")).toEqual({ items: [] });
  });

  it("loads data in the original product's shapes, coercing numeric text and keeping unknown fields", () => {
    const { items, issue } = parseList("players", JSON.stringify([originalPlayer]));
    expect(issue).toBeUndefined();
    expect(items[0]).toMatchObject({
      id: "1712345678901",
      number: 10,
      height: 170,
      preferredFoot: "Left",
      nickname: "La Pulga",
    });
    expect(items[0]!.stats.positions["Delantero 1"]!.goals).toBe(3);
  });

  it("repairs missing fields with the spec's defaults", () => {
    const { items } = parseList("players", JSON.stringify([{ id: 7, name: "Sin datos" }]));
    expect(items[0]).toMatchObject({
      id: "7",
      position: "Forward",
      preferredFoot: "Right",
      number: 0,
    });
    expect(items[0]!.stats).toEqual({
      goals: 0,
      assists: 0,
      matches: 0,
      minutesPlayed: 0,
      yellowCards: 0,
      redCards: 0,
      positions: {},
    });
  });

  it("reports text that is not JSON, and a value that is not a list", () => {
    expect(parseList("matches", "{oops").issue).toEqual({
      key: "matches",
      kind: "invalid-json",
      dropped: 0,
    });
    expect(parseList("matches", '{"a":1}').issue).toMatchObject({ kind: "not-a-list" });
  });

  it("drops only the items without their identity and counts them", () => {
    const r = parseList(
      "rivals",
      JSON.stringify([{ name: "Betis" }, { name: "" }, 42, { logo: "x" }]),
    );
    expect(r.items.map((x) => x.name)).toEqual(["Betis"]);
    expect(r.issue).toMatchObject({ kind: "invalid-items", dropped: 3 });
  });

  it("reads a rival's match score kept as text and formation defaults", () => {
    const rivals = parseList(
      "rivals",
      JSON.stringify([
        {
          name: "Sevilla",
          matches: [{ id: "m1", date: "2024-04-14", score: "2-1", formationUsed: "1-4-4-2" }],
        },
      ]),
    );
    expect(rivals.items[0]!.matches[0]!.score).toEqual({ home: 2, away: 1 });
    const formations = parseList("formations", JSON.stringify([{ name: "Base" }]));
    expect(formations.items[0]).toMatchObject({
      defenderLines: [4],
      midfielderLines: [4],
      forwardLines: [2],
      wins: 0,
      goalsFor: 0,
    });
  });

  it("keeps saved insights that are text and drops the rest", () => {
    const r = parseList("savedInsights", JSON.stringify(["# Uno", { text: "no" }, "Dos"]));
    expect(r.items).toEqual(["# Uno", "Dos"]);
    expect(r.issue?.dropped).toBe(1);
  });
});

describe("writing", () => {
  beforeEach(() => localStorage.clear());

  it("keeps unknown fields through a read and a write", () => {
    localStorage.setItem("players", JSON.stringify([originalPlayer]));
    const { items } = readList("players");
    expect(writeLists({ players: items })).toEqual({ ok: true });
    expect(JSON.parse(localStorage.getItem("players")!)[0].nickname).toBe("La Pulga");
  });

  it("copies a damaged list's text aside before overwriting it", () => {
    localStorage.setItem("players", "{broken");
    expect(writeLists({ players: [] }, ["players"])).toEqual({ ok: true });
    expect(localStorage.getItem("players.dañado")).toBe("{broken");
    expect(localStorage.getItem("players")).toBe("[]");
    expect(readList("players").issue).toBeUndefined();
  });

  it("writes several lists all-or-nothing when the quota is full", () => {
    localStorage.setItem("players", "[]");
    localStorage.setItem("matches", "[]");
    const realSet = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key === "matches" && value !== "[]") throw new DOMException("full", "QuotaExceededError");
      return realSet.call(this, key, value);
    });
    const r = writeRaw({ players: '[{"id":"x"}]', matches: '[{"id":"m"}]' });
    expect(r).toMatchObject({ ok: false, reason: "quota" });
    expect(r.ok ? "" : r.message).toContain("almacenamiento del navegador está lleno");
    expect(localStorage.getItem("players")).toBe("[]");
    expect(localStorage.getItem("matches")).toBe("[]");
  });

  it("reads AI settings with defaults and writes them under aiSettings", () => {
    expect(readAiSettings(localStorage.getItem("aiSettings"))).toEqual({
      baseUrl: "https://api.openai.com/v1",
      apiKey: "",
      model: "gpt-4",
    });
    localStorage.setItem("aiSettings", "not json");
    expect(readAiSettings(localStorage.getItem("aiSettings")).model).toBe("gpt-4");
    writeRaw({
      aiSettings: aiSettingsText({
        baseUrl: "http://127.0.0.1:11434/v1",
        apiKey: "k",
        model: "llama3",
      }),
    });
    expect(JSON.parse(localStorage.getItem("aiSettings")!)).toEqual({
      baseUrl: "http://127.0.0.1:11434/v1",
      apiKey: "k",
      model: "llama3",
      keyBaseUrl: "http://127.0.0.1:11434/v1",
    });
  });

  it("does not hand out a key whose base URL has changed since it was typed", () => {
    localStorage.setItem(
      "aiSettings",
      JSON.stringify({
        baseUrl: "https://evil.example/v1",
        apiKey: "sk-1",
        model: "m",
        keyBaseUrl: "https://api.openai.com/v1",
      }),
    );
    expect(readAiSettings(localStorage.getItem("aiSettings"))).toEqual({
      baseUrl: "https://evil.example/v1",
      apiKey: "",
      model: "m",
    });
    // Settings written before the binding existed: the key stays with the address it was used for.
    localStorage.setItem(
      "aiSettings",
      JSON.stringify({ baseUrl: "http://127.0.0.1:1/v1", apiKey: "k", model: "m" }),
    );
    expect(readAiSettings(localStorage.getItem("aiSettings")).apiKey).toBe("k");
  });

  it("keeps every different damaged text in its own numbered copy", () => {
    localStorage.setItem("players", "{first");
    expect(writeLists({ players: [] }, ["players"])).toEqual({ ok: true });
    localStorage.setItem("players", "{second");
    expect(writeLists({ players: [] }, ["players"])).toEqual({ ok: true });
    localStorage.setItem("players", "{first");
    expect(writeLists({ players: [] }, ["players"])).toEqual({ ok: true });
    expect(localStorage.getItem("players.dañado")).toBe("{first");
    expect(localStorage.getItem("players.dañado.2")).toBe("{second");
    expect(localStorage.getItem("players.dañado.3")).toBeNull();
  });

  it("copies a repaired list aside before a write replaces the values it repaired", () => {
    const stored = JSON.stringify([{ ...originalPlayer, id: "p", stats: { goals: "x" } }]);
    localStorage.setItem("players", stored);
    const read = readList("players");
    expect(read.issue).toEqual({
      key: "players",
      kind: "repaired-items",
      dropped: 0,
      repaired: 1,
      firstRepaired: 0,
    });
    expect(read.items[0]!.stats.goals).toBe(0);
    expect(writeLists({ players: read.items }, ["players"])).toEqual({ ok: true });
    expect(localStorage.getItem("players.dañado")).toBe(stored);
  });

  it("gives the later of two players with one id an id of its own", () => {
    localStorage.setItem(
      "players",
      JSON.stringify([
        { id: "p", name: "Ana" },
        { id: "p", name: "Eva" },
      ]),
    );
    const read = readList("players");
    expect(read.items.map((p) => [p.id, p.name])).toEqual([
      ["p", "Ana"],
      ["p-2", "Eva"],
    ]);
    expect(read.issue).toMatchObject({ kind: "repaired-items", repaired: 1 });
  });
});

describe("appending to a long list", () => {
  const match = (id: string) => ({ ...baseMatch, id });
  const baseMatch = {
    date: "2024-04-14",
    rival: "Leones",
    opponent: "Leones",
    location: "home",
    score: { home: 1, away: 0 },
    scorers: [],
    assists: [],
    formation: "Clásica",
    formationUsed: "Clásica",
    formationPlayers: {},
    cards: [],
    subs: [],
    shotsFor: 3,
    shotsAgainst: 1,
  };

  it("writes the same text as a full write when one item is added after a read", () => {
    localStorage.setItem("matches", JSON.stringify([match("a"), match("b")]));
    const { items } = readList("matches");
    const stringify = vi.spyOn(JSON, "stringify");
    expect(writeLists({ matches: [...items, match("c") as never] })).toEqual({ ok: true });
    // Only the new item was serialized, not the whole list.
    expect(stringify.mock.calls.map((c) => Array.isArray(c[0]))).toEqual([false]);
    stringify.mockRestore();
    expect(localStorage.getItem("matches")).toBe(
      JSON.stringify([match("a"), match("b"), match("c")]),
    );
    const again = readList("matches").items;
    writeLists({ matches: [...again, match("d") as never] });
    expect(readList("matches").items.map((m) => m.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("keeps the stored formatting of old items and stays valid JSON", () => {
    localStorage.setItem(
      "matches",
      JSON.stringify([match("a"), { ...match("b"), extra: 1 }], null, 2) + "\n",
    );
    const { items } = readList("matches");
    writeLists({ matches: [...items, match("c") as never] });
    const stored = JSON.parse(localStorage.getItem("matches")!);
    expect(stored.map((m: { id: string }) => m.id)).toEqual(["a", "b", "c"]);
    expect(stored[1].extra).toBe(1);
  });

  it("writes the whole list again after a read that repaired something", () => {
    localStorage.setItem("matches", JSON.stringify([{ ...match("a"), shotsFor: "3" }]));
    const { items } = readList("matches");
    writeLists({ matches: [...items, match("b") as never] });
    expect(localStorage.getItem("matches")).toBe(JSON.stringify([match("a"), match("b")]));
  });

  it("writes the whole list when the items are not the ones last read", () => {
    localStorage.setItem("matches", JSON.stringify([match("a")]));
    readList("matches");
    writeLists({ matches: [match("x") as never, match("b") as never] });
    expect(localStorage.getItem("matches")).toBe(JSON.stringify([match("x"), match("b")]));
  });
});
