// The commands behind the forms refuse what the readers would cut, with a Spanish message, so
// nothing the app saves is later flagged as damaged by its own reader.
import { beforeEach, describe, expect, it } from "vitest";
import { LIMITS } from "../domain/base/limits";
import { maxCharsMessage } from "../domain/base/text-limits";
import { addFormation, renameFormation } from "./formation-commands";
import { DEFAULT_LINES, buildFormation } from "../domain/squad/formation-roles";
import { TOO_MANY_NOTES_MESSAGE, addRival, addRivalNote } from "./rival-commands";
import { getList, invalidate } from "./store";

beforeEach(() => {
  localStorage.clear();
  invalidate();
});

const rivalDetails = {
  name: "Leones",
  homeGround: "",
  primaryColor: "#000000",
  secondaryColor: "#ffffff",
};

describe("limits the forms share with the readers", () => {
  it("a rival note over 2,000 characters is refused and nothing changes", () => {
    const r = addRival(rivalDetails);
    if (!r.ok) throw new Error(r.message);
    const id = getList("rivals").items[0]!.id;
    expect(addRivalNote(id, "n".repeat(LIMITS.note + 1))).toEqual({
      ok: false,
      message: "La nota es demasiado larga. Máximo 2000 caracteres.",
    });
    expect(addRivalNote(id, "n".repeat(LIMITS.note)).ok).toBe(true);
    expect(getList("rivals").items[0]!.notes).toHaveLength(1);
    expect(getList("rivals").issue).toBeUndefined();
  });

  it("a note beyond the most a rival keeps is refused", () => {
    const r = addRival(rivalDetails);
    if (!r.ok) throw new Error(r.message);
    const rivals = getList("rivals").items.map((x) => ({
      ...x,
      notes: Array.from({ length: LIMITS.notes }, (_, i) => `nota ${i}`),
    }));
    localStorage.setItem("rivals", JSON.stringify(rivals));
    invalidate();
    expect(addRivalNote(rivals[0]!.id, "una más")).toEqual({
      ok: false,
      message: TOO_MANY_NOTES_MESSAGE,
    });
  });

  it("a formation renamed beyond 200 characters is refused", () => {
    const r = addFormation(buildFormation("Base", DEFAULT_LINES, {}));
    if (!r.ok) throw new Error(r.message);
    const id = getList("formations").items[0]!.id;
    expect(renameFormation(id, "F".repeat(LIMITS.shortText + 1))).toEqual({
      ok: false,
      message: maxCharsMessage(LIMITS.shortText),
    });
    expect(getList("formations").items[0]!.name).toBe("Base");
  });
});
