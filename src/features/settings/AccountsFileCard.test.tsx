import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makePlayer } from "../../testing/fixtures";
import { seedLists } from "../../testing/render";
import { AccountsFileCard } from "./components/AccountsFileCard";

describe("AccountsFileCard", () => {
  beforeEach(() => {
    seedLists({ players: [makePlayer("Dani", { id: "p1" }), makePlayer("Marta", { id: "p2" })] });
    localStorage.setItem(
      "playerAccounts",
      JSON.stringify({
        version: 1,
        accounts: [
          { playerId: "p1", user: "dani" },
          { playerId: "p2", user: "marta" },
        ],
      }),
    );
    localStorage.setItem(
      "banquilloSync",
      JSON.stringify({ server: "https://couch.club.es", database: "banquillo_club", user: "ana" }),
    );
  });

  it("adds a mother of two, then exports the file team:create takes, with passwords shown once", async () => {
    const user = userEvent.setup();
    let saved = "";
    vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:cuentas");
    const OriginalBlob = globalThis.Blob;
    vi.stubGlobal(
      "Blob",
      class extends OriginalBlob {
        constructor(parts: BlobPart[], options?: BlobPropertyBag) {
          super(parts, options);
          saved = parts.map(String).join("");
        }
      },
    );
    render(<AccountsFileCard />);
    await user.click(screen.getByRole("button", { name: "Añadir familiar" }));
    expect(screen.getByRole("alert")).toHaveTextContent("La cuenta solo puede tener minúsculas");
    await user.type(screen.getByLabelText("Cuenta del familiar"), "eva.m");
    await user.type(screen.getByLabelText("Nombre del familiar"), "Eva");
    await user.type(screen.getByLabelText("Relación (madre, padre, tutor/a…)"), "madre");
    await user.click(screen.getByRole("checkbox", { name: "Dani" }));
    await user.click(screen.getByRole("checkbox", { name: "Marta" }));
    await user.click(screen.getByRole("button", { name: "Añadir familiar" }));
    expect(screen.getByText("Eva (madre) · eva.m · responde por Dani, Marta")).toBeVisible();
    expect(JSON.parse(localStorage.getItem("playerAccounts")!).guardians).toEqual([
      { user: "eva.m", name: "Eva", relation: "madre", players: ["dani", "marta"] },
    ]);

    await user.click(screen.getByRole("button", { name: "Exportar archivo de cuentas" }));
    // The file team:create takes (accounts-file.test.ts reads one with its reader).
    const file = JSON.parse(saved) as {
      team: string;
      players: { user: string; password: string }[];
      guardians: { user: string; players: string[] }[];
    };
    expect(file.team).toBe("banquillo_club");
    expect(file.players.map((p) => p.user)).toEqual(["dani", "marta"]);
    expect(file.guardians.map((g) => [g.user, g.players])).toEqual([["eva.m", ["dani", "marta"]]]);
    const table = screen.getByRole("table", { name: "Contraseñas para entregar" });
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    expect(within(table).getByText(file.players[0]!.password)).toBeVisible();
  });

  it("turns 'Los jugadores ven quién va' on in the team's settings", async () => {
    const user = userEvent.setup();
    render(<AccountsFileCard />);
    const box = screen.getByRole("checkbox", { name: /Los jugadores ven quién va/ });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    expect(JSON.parse(localStorage.getItem("teamSettings")!)).toMatchObject({
      playersSeeWhoGoes: true,
    });
  });
});
