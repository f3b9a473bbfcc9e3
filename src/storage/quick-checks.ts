// The lists' quick checks (repository.ts, quickChecks), registered when this module loads.
// Every screen's chunk loads it beside the screen (app/routes.tsx) except the first page's: the
// dashboard stays within its JavaScript budget and reads the long way, as before. The matches,
// the rivals (with their match entries) and the players have one: they are most of the stored
// text, and the players are read by nearly every screen.
import { isStoredMatch } from "../domain/records/match-check";
import { isStoredPlayer } from "../domain/records/player-check";
import { isStoredRival } from "../domain/records/rival-check";
import { quickChecks } from "./repository";

quickChecks.matches = isStoredMatch;
quickChecks.rivals = isStoredRival;
quickChecks.players = isStoredPlayer;
