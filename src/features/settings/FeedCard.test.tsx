import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DialogProvider } from "../../ui/dialogs";
import type { FeedState } from "../../state/feed";
import { FeedCard } from "./components/FeedCard";

const feed = vi.hoisted(() => ({
  loadFeed: vi.fn<() => Promise<FeedState | null>>(),
  changeFeed: vi.fn<() => Promise<FeedState | null>>(),
}));
vi.mock("../../state/feed", () => feed);
vi.mock("../../state/sync", () => ({ getStoredSync: () => ({ kind: "on" }) }));

const HEX = "0123456789abcdef0123456789abcdef";
const address = (db: string) => `https://couch.club.es/${db}/calendario/equipo.ics`;
const state = (db: string, left: number): FeedState => ({
  current: db,
  left,
  address: address(db),
  rev: "1-a",
});

const renderCard = () =>
  render(
    <DialogProvider>
      <FeedCard />
    </DialogProvider>,
  );

beforeEach(() => {
  feed.loadFeed.mockReset();
  feed.changeFeed.mockReset();
});

describe("FeedCard", () => {
  it("shows the address, and after 'Cambiar dirección' (confirmed) the new one", async () => {
    const user = userEvent.setup();
    feed.loadFeed.mockResolvedValue(state(`eq_cal_${HEX}`, 3));
    feed.changeFeed.mockResolvedValue(state(`eq_cal_${"f".repeat(32)}`, 2));
    renderCard();
    const field = await screen.findByLabelText("Dirección del calendario");
    expect(field).toHaveValue(address(`eq_cal_${HEX}`));
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Cambiar dirección" }));
    await user.click(await screen.findByRole("button", { name: "Cambiar" }));
    expect(
      await screen.findByText(
        "Dirección cambiada: la anterior ya no funciona. Comparte la nueva con la plantilla.",
      ),
    ).toBeVisible();
    expect(field).toHaveValue(address(`eq_cal_${"f".repeat(32)}`));
    expect(feed.changeFeed).toHaveBeenCalledTimes(1);
  });

  it("says when the pool runs low, and that the next team:create tops it up", async () => {
    feed.loadFeed.mockResolvedValue(state(`eq_cal_${HEX}`, 1));
    renderCard();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Queda 1 dirección de reserva para «Cambiar dirección». La próxima ejecución de team:create (administrador del servidor) añade más.",
    );
  });

  it("cannot change the last address", async () => {
    feed.loadFeed.mockResolvedValue(state(`eq_cal_${HEX}`, 0));
    renderCard();
    expect(await screen.findByRole("button", { name: "Cambiar dirección" })).toBeDisabled();
    expect(screen.getByRole("alert")).toHaveTextContent(/^Es la última dirección/);
  });

  it("says in Spanish why the address could not be read, and crashes on nothing", async () => {
    feed.loadFeed.mockRejectedValue(
      new Error(
        "No se pudo contactar con el servidor. Comprueba la conexión e inténtalo de nuevo.",
      ),
    );
    renderCard();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No se pudo contactar con el servidor. Comprueba la conexión e inténtalo de nuevo.",
    );
    expect(screen.queryByLabelText("Dirección del calendario")).toBeNull();
  });
});
