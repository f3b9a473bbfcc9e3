// The lists' quick checks (repository.ts, quickChecks), registered when this module loads.
// Every screen's chunk loads it beside the screen (app/routes.tsx) except the first page's: the
// dashboard stays within its JavaScript budget and reads the long way, as before. Only the
// matches have one: they are most of the stored text.
import { isStoredMatch } from "../domain/records/match-check";
import { quickChecks } from "./repository";

quickChecks.matches = isStoredMatch;
