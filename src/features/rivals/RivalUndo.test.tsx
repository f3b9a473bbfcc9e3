import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { invalidate } from "../../state/store";
import { renderAt, seedRivals, storedRivals, testRival } from "./test-utils";

// jsdom has no pointer capture; the toast library uses it when a toast is pressed.
beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
});
beforeEach(() => invalidate());

describe("RivalsPage: Deshacer", () => {
  it("offers 'Deshacer' after a delete and restores the rival whole, at its old place", async () => {
    const user = userEvent.setup();
    const norte = testRival("Norte", { notes: ["Presiona alto", "Débil a balón parado"] });
    seedRivals([testRival("Este"), norte, testRival("Sur")]);
    renderAt("/rivals");
    await user.click(screen.getByRole("button", { name: "Eliminar rival Norte" }));
    expect(storedRivals().map((r) => r.name)).toEqual(["Este", "Sur"]);
    expect(await screen.findByText("Rival «Norte» eliminado.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Deshacer" }));
    expect(storedRivals()).toEqual([testRival("Este"), norte, testRival("Sur")]);
    expect(screen.getAllByTestId("rival-name").map((n) => n.textContent)).toEqual([
      "Este",
      "Norte",
      "Sur",
    ]);
    expect(await screen.findByText("Rival «Norte» restaurado.")).toBeInTheDocument();
    // The first toast leaves after a short exit animation: let it finish inside the test, so
    // its timer does not fire once the page is gone. (On a busy machine it may be gone already,
    // which waitForElementToBeRemoved would report as an error.)
    await waitFor(() => expect(screen.queryByText("Rival «Norte» eliminado.")).toBeNull());
  });
});
