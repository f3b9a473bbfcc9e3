import { describe, expect, it } from "vitest";
import { FEED_LOW, feedAddress, feedPoolText, isFeedDb, readFeedPool } from "./feed";

const HEX = "0123456789abcdef0123456789abcdef";

describe("the calendar address's pool", () => {
  it("takes only this team's feed databases: <team>_cal_<32 lower-case hex>", () => {
    expect(isFeedDb("equipo", `equipo_cal_${HEX}`)).toBe(true);
    expect(isFeedDb("equipo", `otro_cal_${HEX}`)).toBe(false);
    expect(isFeedDb("equipo", `equipo_cal_${HEX.toUpperCase()}`)).toBe(false);
    expect(isFeedDb("equipo", `equipo_cal_${HEX.slice(1)}`)).toBe(false);
    expect(isFeedDb("equipo", `equipo_cal_${HEX}0`)).toBe(false);
    expect(isFeedDb("equipo", 7)).toBe(false);
  });

  it("reads the pool from the team database's document, in order, once each, nothing else", () => {
    const a = `equipo_cal_${HEX}`;
    const b = `equipo_cal_${"f".repeat(32)}`;
    expect(readFeedPool("equipo", { feeds: [a, "otro", b, a, null] })).toEqual([a, b]);
    expect(readFeedPool("equipo", { feeds: "x" })).toEqual([]);
    expect(readFeedPool("equipo", null)).toEqual([]);
  });

  it("gives the address a calendar app subscribes to", () => {
    expect(feedAddress("https://couch.club.es/", `equipo_cal_${HEX}`)).toBe(
      `https://couch.club.es/equipo_cal_${HEX}/calendario/equipo.ics`,
    );
  });

  it("says when few spare addresses are left, and what tops them up", () => {
    const db = `equipo_cal_${HEX}`;
    expect(feedPoolText({ current: db, left: FEED_LOW })).toBe("");
    expect(feedPoolText({ current: db, left: 1 })).toBe(
      "Queda 1 dirección de reserva para «Cambiar dirección». La próxima ejecución de team:create (administrador del servidor) añade más.",
    );
    expect(feedPoolText({ current: db, left: 0 })).toMatch(/^Es la última dirección: /);
    expect(feedPoolText({ current: null, left: 0 })).toMatch(
      /^No queda ninguna dirección de calendario sin usar\. La próxima ejecución de team:create/,
    );
  });
});
