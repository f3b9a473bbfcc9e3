// The team database's contract as the app runs it: doc-contract.js with each record module's
// fields and the readers' limits, the same values scripts/team-create.mjs writes into the server's
// rule (a test checks both).
import type { DocContract } from "./doc-contract";
import { BUILT_DOCS, CONTRACT_DEPTH, docProblem } from "./doc-contract";
import { LIMITS } from "../base/limits";
import { attendanceDoc } from "./attendance";
import { availabilityDoc } from "./availability";
import { fixtureDoc } from "./fixture";
import { formationDoc } from "./formation";
import { matchDoc } from "./match";
import { matchPlanDoc } from "./match-plan";
import { playerDoc } from "./player";
import { rivalDoc } from "./rival";
import { sessionTemplateDoc } from "./session-template";
import { teamSettingsDoc } from "./team-settings";
import { trainingSeriesDoc } from "./training-series";
import { trainingSessionDoc } from "./training-session";

export const teamContract: DocContract = {
  limits: {
    shortText: LIMITS.shortText,
    note: LIMITS.note,
    url: LIMITS.url,
    insight: LIMITS.insight,
  },
  maxDepth: CONTRACT_DEPTH,
  fields: {
    player: playerDoc,
    formation: formationDoc,
    rival: rivalDoc,
    match: matchDoc,
    plan: matchPlanDoc,
    fixture: fixtureDoc,
    availability: availabilityDoc,
    training: trainingSessionDoc,
    trainingseries: trainingSeriesDoc,
    attendance: attendanceDoc,
    sessiontemplate: sessionTemplateDoc,
    settings: teamSettingsDoc,
  },
  built: BUILT_DOCS,
};

/** Why the team's server refuses the document `{_id: id, ...body}`, or '' when it takes it. */
export const teamDocProblem = (id: string, body: Record<string, unknown>): string =>
  docProblem({ ...body, _id: id }, teamContract);
