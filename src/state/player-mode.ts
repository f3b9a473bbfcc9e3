// Whether this device is a player's (docs/sync.md, "La vista del jugador"). Tiny on purpose: the
// shell asks it on every screen, so it only looks at one stored key; the player view and its
// replication load on demand.
import { playerAccountKey } from "../config/storage-keys";
import { getSideText } from "./store";

/** True when a player's account is kept on this device: only the player view is shown. */
export const isPlayerDevice = (): boolean => getSideText(playerAccountKey) !== null;
