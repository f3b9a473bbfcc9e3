// @vitest-environment node
// One contract for the device and the server: every record the readers accept, in every shape
// the spec leaves open, is a document the server's generated rule (scripts/team-create.mjs, run
// here as CouchDB runs it) takes; and whatever the readers keep that the rule refuses (a shirt
// number 7.5, an unknown field nested too deep) the pre-flight names with the rule's own reason,
// and its fix makes the rule take.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateDocUpdate } from "../../scripts/team-create.mjs";
import { playerPositions, preferredFeet } from "../domain/records/player";
import { teamContract } from "../domain/records/team-contract";
import { parseListValue } from "../storage/repository";
import { readTrainingValue, trainingKeyList, trainingKeys } from "../storage/training";
import type { ListKey } from "../config/storage-keys";
import { emptyLocalData, recordCollections, toDocs } from "./documents";
import type { LocalData } from "./documents";
import { fixLocal, refusedDocs } from "./preflight";

type Rule = (doc: object, old: object | null, user: object) => void;
const rule = new Function(`return ${validateDocUpdate({ coaches: ["ana"] })}`)() as Rule;
/** The server's refusal of a document a staff member writes, or '' when it takes it. */
function serverSays(id: string, body: object): string {
  try {
    rule({ _id: id, ...body }, null, { name: "luis", roles: [] });
    return "";
  } catch (e) {
    return String((e as { forbidden: string }).forbidden);
  }
}

const name = fc
  .string({ minLength: 1, maxLength: 30 })
  .map((s) => s.trim())
  .filter((s) => s !== "");
const id = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const nat = fc.nat({ max: 120 });
const date = fc.constantFrom("2025-09-14", "2026-01-03");
const roleMap = fc.dictionary(fc.constantFrom("Posición 1", "Posición 2", "Posición 3"), name);
/** Fields another app or version wrote beside the spec's, a few levels deep at most. */
const extra = fc.dictionary(
  fc.constantFrom("origen", "notasClub", "v2"),
  fc.jsonValue({ maxDepth: 3 }),
  { maxKeys: 2 },
);
const withExtra = <T extends object>(record: fc.Arbitrary<T>) =>
  fc.tuple(record, extra).map(([r, x]) => ({ ...x, ...r }));

// The spec's records (section 3), every field in the forms it leaves open; the ids are this
// app's (absent on formations and rivals in the spec's own shape).
const player = withExtra(
  fc.record(
    {
      id,
      name,
      position: fc.constantFrom(...playerPositions),
      number: fc.integer({ min: 1, max: 99 }),
      height: fc.integer({ min: 100, max: 210 }),
      weight: fc.integer({ min: 30, max: 120 }),
      birthdate: date,
      preferredFoot: fc.constantFrom(...preferredFeet),
      photo: fc.constant("https://example.org/foto.png"),
    },
    { requiredKeys: ["id", "name", "number"] },
  ),
);
const lines = fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 6 });
const formation = withExtra(
  fc.record(
    {
      id,
      name,
      type: fc.constant("1-4-4-2"),
      gamesPlayed: nat,
      defenderLines: lines,
      midfielderLines: lines,
      forwardLines: lines,
      players: fc.oneof(fc.integer({ min: 1, max: 31 }), roleMap),
      roles: roleMap,
      goalkeeper: fc.oneof(fc.constant(1), fc.constantFrom("Arquero", "Portero")),
      wins: nat,
      draws: nat,
      losses: nat,
    },
    { requiredKeys: ["name", "players", "goalkeeper"] },
  ),
);
const score = fc.record({ home: nat, away: nat });
const rival = withExtra(
  fc.record(
    {
      id,
      name,
      logo: fc.constant("https://example.org/escudo.png"),
      homeGround: name,
      primaryColor: name,
      notes: fc.array(name, { maxLength: 3 }),
      matchesPlayed: nat,
      matchHistory: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 2 }),
      matches: fc.array(fc.record({ id, date, score, formationUsed: name }), { maxLength: 2 }),
    },
    { requiredKeys: ["name"] },
  ),
);
const match = withExtra(
  fc.record({
    id,
    date,
    rival: name,
    opponent: name,
    location: fc.constantFrom("home", "away"),
    score,
    scorers: fc.array(fc.record({ player: name, minute: nat }), { maxLength: 3 }),
    assists: fc.array(name, { maxLength: 3 }),
    formation: name,
    formationUsed: name,
    formationPlayers: roleMap,
    cards: fc.array(fc.record({ player: name, type: fc.constantFrom("yellow", "red") }), {
      maxLength: 2,
    }),
    subs: fc.array(fc.record({ playerOut: name, playerIn: name, minute: nat }), { maxLength: 2 }),
    shotsFor: nat,
    shotsAgainst: nat,
  }),
);
const plan = withExtra(fc.record({ id, rival: name, formation: name, lineup: roleMap }));

const specLists = fc.record({
  players: fc.array(player, { maxLength: 4 }),
  formations: fc.array(formation, { maxLength: 3 }),
  rivals: fc.array(rival, { maxLength: 3 }),
  matches: fc.array(match, { maxLength: 3 }),
  matchPlans: fc.array(plan, { maxLength: 2 }),
});

/** The lists as this device holds them: each read by its list reader, as on opening the app. */
function readAll(lists: Partial<Record<ListKey, unknown[]>>): LocalData {
  const read = Object.fromEntries(
    Object.entries(lists).map(([k, v]) => [k, parseListValue(k as ListKey, v).items]),
  );
  return emptyLocalData(read);
}

describe("the device's readers and the server's rule are one contract", () => {
  it("every spec-shaped record the readers accept is taken by the server's rule", () => {
    fc.assert(
      fc.property(specLists, (lists) => {
        const local = readAll(lists);
        for (const [docId, body] of toDocs(local)) expect(serverSays(docId, body)).toBe("");
        expect(refusedDocs(local)).toEqual([]);
      }),
    );
  });

  // What earlier versions kept and the rule refuses: a fractional shirt number, and fields the
  // reader does not know nested past the limit or named like CouchDB's own.
  const nested = fc.integer({ min: 0, max: 40 }).map((depth) => {
    let v: unknown = "fondo";
    for (let i = 0; i < depth; i++) v = { a: v };
    return v;
  });
  const odd = fc.dictionary(fc.constantFrom("origen", "_adjunto", "antiguo"), nested, {
    maxKeys: 2,
  });
  const oddPlayer = fc
    .tuple(player, odd, fc.option(fc.double({ min: 0, max: 99, noNaN: true }), { nil: undefined }))
    .map(([p, x, number]) => ({ ...x, ...p, ...(number === undefined ? {} : { number }) }));
  const oddFormation = fc.tuple(formation, odd).map(([f, x]) => ({ ...x, ...f }));

  it("the pre-flight names exactly what the rule refuses, with its reason, and its fix is taken", () => {
    fc.assert(
      fc.property(
        fc.array(oddPlayer, { maxLength: 4 }),
        fc.array(oddFormation, { maxLength: 3 }),
        (players, formations) => {
          const local = readAll({ players, formations });
          const refused = new Map(refusedDocs(local).map((r) => [r.id, r.why]));
          for (const [docId, body] of toDocs(local)) {
            const says = serverSays(docId, body);
            expect(says, docId).toBe(
              refused.has(docId) ? `Documento no válido (${docId}): ${refused.get(docId)}.` : "",
            );
          }
          for (const [docId, body] of toDocs(fixLocal(local)))
            expect(serverSays(docId, body)).toBe("");
        },
      ),
    );
  });

  it("whatever a record's fields hold, of every record type, what its reader keeps is taken once fixed", () => {
    // Any JSON in any of the record's own fields (and one it does not know), a few levels deep.
    const raw = (type: string) =>
      fc
        .tuple(
          id,
          fc.dictionary(
            fc.constantFrom(...Object.keys(teamContract.fields[type]!), "extra"),
            fc.jsonValue({ maxDepth: 4 }),
            { maxKeys: 8 },
          ),
        )
        .map(([recordId, fields]) => ({ ...fields, id: recordId }));
    const lists = fc.record(
      Object.fromEntries(
        recordCollections.map((c) => [c.key, fc.array(raw(c.type), { maxLength: 3 })]),
      ),
    );
    const training = new Set<string>(Object.values(trainingKeys));
    fc.assert(
      fc.property(lists, (all) => {
        const local = readAll(
          Object.fromEntries(Object.entries(all).filter(([k]) => !training.has(k))),
        );
        for (const k of trainingKeyList)
          local[trainingKeys[k]] = readTrainingValue(k, all[trainingKeys[k]])?.items ?? [];
        for (const [docId, body] of toDocs(fixLocal(local)))
          expect(serverSays(docId, body), docId).toBe("");
      }),
    );
  });
});

describe("the guardians' documents", () => {
  const marta = { docType: "guardian", name: "Marta Gil", relation: "madre", players: ["dani"] };

  it("whatever the accounts key holds, the guardians its reader keeps are taken by the rule", () => {
    const guardian = fc.record(
      {
        user: fc.oneof(fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,70}$/), fc.jsonValue()),
        name: fc.oneof(fc.string({ maxLength: 70 }), fc.jsonValue()),
        relation: fc.oneof(fc.string({ maxLength: 50 }), fc.jsonValue()),
        players: fc.oneof(fc.array(fc.stringMatching(/^[a-z0-9._-]{0,70}$/)), fc.jsonValue()),
        extra: fc.jsonValue({ maxDepth: 2 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(guardian, { maxLength: 5 }), (guardians) => {
        const docs = toDocs(emptyLocalData({ playerAccounts: { accounts: [], guardians } }));
        for (const [docId, body] of docs) expect(serverSays(docId, body), docId).toBe("");
      }),
    );
  });

  it("a malformed one is refused, with the reason", () => {
    const says = (id: string, body: object) => serverSays(id, body).replace(/^.*\): /, "");
    expect(says("guardian:marta", marta)).toBe("");
    expect(says("guardian:marta", { ...marta, phone: "600" })).toBe("campo desconocido «phone».");
    expect(says("guardian:marta", { ...marta, _attachments: {} })).toBe(
      "no se admiten archivos adjuntos.",
    );
    expect(says("guardian:marta", { ...marta, relation: " " })).toBe(
      "«relation» debe ser un texto de 1 a 200 caracteres.",
    );
    expect(says("guardian:marta", { ...marta, players: [] })).toBe(
      "«players» debe ser una lista de cuentas de jugadores, al menos una.",
    );
    expect(says("guardian:", marta)).toBe("la cuenta del familiar es la del identificador.");
  });
});
