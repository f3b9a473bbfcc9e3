import { describe, expect, it } from "vitest";
import { goalRowToFill, withEntryFor } from "./form-actions";

const goal = (player = "", minute = "", assist = "") => ({ player, minute, assist });

describe("goalRowToFill", () => {
  it("fills the first goal row the score opened, else adds one at the end", () => {
    expect(goalRowToFill([goal("p1", "3"), goal(), goal()])).toEqual({ index: 1, add: false });
    expect(goalRowToFill([goal("p1", "3"), goal("", "", "p2")])).toEqual({ index: 2, add: true });
    expect(goalRowToFill([])).toEqual({ index: 0, add: true });
  });
});

describe("withEntryFor", () => {
  it("adds the change that brings the player on, for the coach to complete", () => {
    const subs = [{ playerOut: "p1", playerIn: "p9", minute: "46" }];
    expect(withEntryFor(subs, "p12")).toEqual({
      subs: [...subs, { playerOut: "", playerIn: "p12", minute: "" }],
      index: 1,
    });
  });
  it("never adds his entry twice", () => {
    const subs = [{ playerOut: "", playerIn: "p12", minute: "" }];
    expect(withEntryFor(subs, "p12")).toEqual({ subs, index: 0 });
  });
});
