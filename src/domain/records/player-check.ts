// The quick check of a stored player, as match-check.ts is for a match: true only for a player
// `readPlayer` would return as the very same object with no repair (every field it knows of its
// own type and within its limits, every role of his stats too); anything else answers false and
// the reader decides, so damaged or older data is read, repaired and reported exactly as before.
// Nearly every screen reads the players. A property test (player-check.property.test.ts) holds
// the two to that agreement. Loaded with match-check.ts (storage/quick-checks.ts).
import type { Obj } from "./read";
import { LIMITS } from "../base/limits";
import { absentOr, idOk, kept, nameOk, plain, short } from "./match-check";
import type { Player } from "./player";
import { playerPositions, preferredFeet } from "./player";

const hasOwn = Object.prototype.hasOwnProperty;
/** A figure the reader keeps as it is: any finite number (an opening balance may be negative). */
const signedOk = (x: unknown) => typeof x === "number" && Number.isFinite(x);
const roleOk = (x: unknown) =>
  plain(x) &&
  signedOk(x.matches) &&
  signedOk(x.goals) &&
  signedOk(x.assists) &&
  signedOk(x.yellowCards) &&
  signedOk(x.redCards) &&
  signedOk(x.minutesPlayed);
const positionsOk = (x: unknown) => {
  if (!plain(x)) return false;
  let n = 0;
  for (const key in x) {
    if (!hasOwn.call(x, key)) return false;
    if (++n > LIMITS.mapEntries || !roleOk(x[key])) return false;
  }
  return true;
};
const statsOk = (x: unknown) => roleOk(x) && positionsOk((x as Obj).positions);

/** Every field of a player the quick check looks at: the compiler asks for a new one here. */
const quickChecked: { [K in keyof Player]-?: true } = {
  id: true,
  name: true,
  position: true,
  number: true,
  height: true,
  weight: true,
  birthdate: true,
  preferredFoot: true,
  photo: true,
  stats: true,
  openingStats: true,
};
void quickChecked;

/** True only for a player `readPlayer` would return as it is, with no repair (see above). */
export function isStoredPlayer(v: unknown): boolean {
  return (
    plain(v) &&
    idOk(v.id) &&
    nameOk(v.name) &&
    playerPositions.includes(v.position as Player["position"]) &&
    kept(v.number) &&
    absentOr(v, "height", kept) &&
    absentOr(v, "weight", kept) &&
    absentOr(v, "birthdate", short) &&
    preferredFeet.includes(v.preferredFoot as Player["preferredFoot"]) &&
    absentOr(v, "photo", (x) => typeof x === "string" && x.length <= LIMITS.url) &&
    statsOk(v.stats) &&
    absentOr(v, "openingStats", statsOk)
  );
}
