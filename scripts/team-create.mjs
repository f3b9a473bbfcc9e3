#!/usr/bin/env node
// `npm run team:create`: prepares a CouchDB 3 server for one team's staff (docs/sync.md).
//
//   COUCHDB_URL=https://equipo.ejemplo.org:6984 COUCHDB_ADMIN=admin COUCHDB_ADMIN_PASSWORD=… \
//   npm run team:create -- --db banquillo_mi_equipo \
//     --user ana:clave-de-ana:coach --user luis:clave-de-luis --accounts cuentas.json
//
// Creates (or updates, so it can be run again) the team database, the staff's users, the
// database's `_security` object (members by name only: a server-wide role would open every
// team's database on the server) and the design document `_design/banquillo` whose
// `validate_doc_update` holds the write rules: the shape of every document type, only this
// team's coaches (by name, listed in the design document) delete, nobody but an admin changes
// design documents. Who may read and write at all is the `_security` object's job (CouchDB
// refuses non-members before any validation). Plain fetch, no dependencies. HTTPS is required
// except on localhost.
//
// Beside it, one database per player (`<db>_jugador_<hex of his user name>`): he, his guardians
// and the staff are its members, by name; `_design/jugador` lets him (or a guardian) write only
// his replies and the staff only what they publish to him. The accounts file ('Configuración'
// exports it) is the whole squad: an account it leaves out is removed, with his database.
// Players are never members of the team database, nor of a teammate's: CouchDB cannot hide a
// document of a database from its members.
import { readFileSync } from "node:fs";
import { BUILT_DOCS, CONTRACT_DEPTH, docProblem } from "../src/domain/records/doc-contract.js";
import { provisionFeeds } from "./team-feed.mjs";

/**
 * The readers' limits. src/domain/base/limits.ts is their one source; its text is read here (this
 * script runs on plain Node, without a TypeScript build), and a test checks the numbers match.
 */
const LIMITS_SOURCE = () =>
  readFileSync(new URL("../src/domain/base/limits.ts", import.meta.url), "utf8");

export function readLimits(source = LIMITS_SOURCE()) {
  const pick = (name) => {
    const m = new RegExp(`\\b${name}:\\s*([0-9_]+)\\s*,`).exec(source);
    if (!m) throw new Error(`src/domain/base/limits.ts no define ${name}.`);
    return Number(m[1].replaceAll("_", ""));
  };
  return {
    shortText: pick("shortText"),
    note: pick("note"),
    url: pick("url"),
    insight: pick("insight"),
  };
}

/** Each document type's record module (src/domain/records/): its `…Doc` table lists the fields. */
export const RECORD_MODULES = {
  player: "player.ts",
  formation: "formation.ts",
  rival: "rival.ts",
  match: "match.ts",
  plan: "match-plan.ts",
  fixture: "fixture.ts",
  availability: "availability.ts",
  training: "training-session.ts",
  trainingseries: "training-series.ts",
  attendance: "attendance.ts",
  sessiontemplate: "session-template.ts",
  settings: "team-settings.ts",
};

/**
 * The fields of every record's document, read from its record module's text as the limits are
 * (`export const playerDoc = { id: "id", … } satisfies DocFields<Player>;`); a test checks them
 * against the modules as the app imports them.
 */
export function readDocFields(
  read = (file) => readFileSync(new URL(`../src/domain/records/${file}`, import.meta.url), "utf8"),
) {
  const out = {};
  for (const [type, file] of Object.entries(RECORD_MODULES)) {
    const m = /export const \w+Doc = \{([^}]*)\} satisfies DocFields<\w+>;/.exec(read(file));
    if (!m) throw new Error(`src/domain/records/${file} no define sus campos (DocFields).`);
    out[type] = Object.fromEntries([...m[1].matchAll(/(\w+): "(\w+)"/g)].map((p) => [p[1], p[2]]));
  }
  return out;
}

/** The contract doc-contract.js checks documents against, as the server's rule holds it. */
export function teamContract({ limits = readLimits(), fields = readDocFields() } = {}) {
  return { limits, maxDepth: CONTRACT_DEPTH, fields, built: BUILT_DOCS };
}

/**
 * The write rules, run by CouchDB on every write (kept as a string: CouchDB stores source). ES5
 * only: CouchDB 3 runs it in SpiderMonkey. `coaches` are the names that may delete on this team;
 * the shapes are doc-contract.js's, the very function the app checks a restore or a first
 * connection with.
 */
export function validateDocUpdate({ coaches, contract = teamContract() }) {
  return `function (newDoc, oldDoc, userCtx) {
  var COACHES = ${JSON.stringify([...new Set(coaches)].sort())};
  var roles = userCtx.roles || [];
  if (roles.indexOf('_admin') !== -1) return;
  var id = newDoc._id;
  if (id.indexOf('_design/') === 0) throw({ forbidden: 'Solo un administrador cambia las reglas del equipo.' });
  var coach = COACHES.indexOf(userCtx.name) !== -1;
  var live = id.indexOf('live:') === 0 || id.indexOf('liveevent:') === 0;
  var NO_DELETE = 'Solo un entrenador puede eliminar datos del equipo.';
  // CouchDB's own delete (DELETE, or _deleted in _bulk_docs) removes a record as the app's flag
  // does: the same rule. Removing what is already gone (a tombstone, a version flagged deleted)
  // deletes nothing.
  if (newDoc._deleted === true) {
    if (!coach && !live && oldDoc && !oldDoc._deleted && oldDoc.deleted !== true) throw({ forbidden: NO_DELETE });
    return;
  }
  var deleting = newDoc.deleted === true && !(oldDoc && oldDoc.deleted === true);
  if (deleting && !live && !coach) throw({ forbidden: NO_DELETE });
  var problem = (${docProblem.toString()})(newDoc, ${JSON.stringify(contract)});
  if (problem) throw({ forbidden: 'Documento no válido (' + id.slice(0, 80) + '): ' + problem + '.' });
}`;
}

/**
 * The players' databases' shapes. src/domain/replies/documents.ts is their one source (the readers
 * the app reads them with); its text is read here as the limits' is: the patterns, the reason's
 * limit and `PLAYER_DOC_RULES`, a literal of literals only (which documents, written by whom, with
 * which fields) evaluated as such. A test checks them against the module as the app imports it.
 */
export function readReplyRules(
  source = readFileSync(new URL("../src/domain/replies/documents.ts", import.meta.url), "utf8"),
  limits = readLimits(),
) {
  const regex = (name) => {
    const m = new RegExp(`\\b${name} = /(.+)/;`).exec(source);
    if (!m) throw new Error(`src/domain/replies/documents.ts no define ${name}.`);
    return m[1];
  };
  const number = (name) => {
    const m = new RegExp(`\\b${name} = ([0-9_]+);`).exec(source);
    if (!m) throw new Error(`src/domain/replies/documents.ts no define ${name}.`);
    return Number(m[1].replaceAll("_", ""));
  };
  const table = /export const PLAYER_DOC_RULES = (\{[\s\S]*?\n\}) as const;/.exec(source);
  if (!table) throw new Error("src/domain/replies/documents.ts no define PLAYER_DOC_RULES.");
  if (/[`$(]|=>/.test(table[1]))
    throw new Error("PLAYER_DOC_RULES debe ser un literal: sin llamadas ni plantillas.");
  return {
    user: regex("PLAYER_USER_PATTERN"),
    eventId: regex("EVENT_ID"),
    date: regex("DATE"),
    time: regex("TIME"),
    season: regex("SEASON"),
    reasonMax: number("REPLY_REASON_MAX"),
    seasonMax: number("SEASON_NUMBER_MAX"),
    shortText: limits.shortText,
    // The most players a call-up names (limits.ts `squad`): who goes lists no more.
    squad: Number(/\bsquad:\s*([0-9_]+)\s*,/.exec(LIMITS_SOURCE())?.[1] ?? NaN),
    types: new Function(`return (${table[1]});`)(),
  };
}

/** A player's own database (documents.ts `playerDbName`): the hex of his user name's bytes. */
export const playerDbName = (db, user) =>
  `${db}_jugador_${Buffer.from(user, "utf8").toString("hex")}`;

/**
 * A player's database's write rules (ES5, as above), in `_design/jugador`. `player` owns it;
 * `writers` answer for him (he and his guardians), each `respuesta:<player>:<eventId>` with `by`
 * his own name; `staff` publish the schedule, his call-up, his season card and who goes. Nobody
 * writes a document type or a field the contract does not list, nor any attachment; nobody
 * deletes a reply, and a player or guardian deletes nothing.
 */
export function validatePlayerUpdate({ player, writers, staff, rules = readReplyRules() }) {
  return `function (newDoc, oldDoc, userCtx) {
  var PLAYER = ${JSON.stringify(player)};
  var WRITERS = ${JSON.stringify([...new Set(writers)].sort())};
  var STAFF = ${JSON.stringify([...new Set(staff)].sort())};
  var TYPES = ${JSON.stringify(rules.types)};
  var USER = new RegExp(${JSON.stringify(rules.user)});
  var EVENT_ID = new RegExp(${JSON.stringify(rules.eventId)});
  var DATE = new RegExp(${JSON.stringify(rules.date)});
  var TIME = new RegExp(${JSON.stringify(rules.time)});
  var SEASON = new RegExp(${JSON.stringify(rules.season)});
  var REASON_MAX = ${rules.reasonMax};
  var SHORT = ${rules.shortText};
  var SQUAD = ${rules.squad};
  var NUMBER_MAX = ${rules.seasonMax};
  var roles = userCtx.roles || [];
  if (roles.indexOf('_admin') !== -1) return;
  var id = newDoc._id;
  var name = userCtx.name;
  var staff = name !== null && STAFF.indexOf(name) !== -1;
  var writer = name !== null && WRITERS.indexOf(name) !== -1;
  if (id.indexOf('_design/') === 0) throw({ forbidden: 'Solo un administrador cambia las reglas del equipo.' });
  var type = id.indexOf(':') > 0 ? id.slice(0, id.indexOf(':')) : '';
  var rule = Object.prototype.hasOwnProperty.call(TYPES, type) ? TYPES[type] : null;
  if (newDoc._deleted === true) {
    // Removing what is already gone deletes nothing.
    if (!oldDoc || oldDoc._deleted) return;
    if (staff && rule && rule.by === 'staff') return;
    throw({ forbidden: staff ? 'Nadie borra la respuesta de un jugador.' : 'Un jugador no puede borrar nada.' });
  }
  function fail(why) { throw({ forbidden: 'Documento no válido (' + id.slice(0, 80) + '): ' + why + '.' }); }
  function isText(v, max) { return typeof v === 'string' && v.length <= max; }
  function isIso(v) { return typeof v === 'string' && v.length <= 40 && !isNaN(Date.parse(v)); }
  function eventOfId(prefix) {
    if (typeof newDoc.eventId !== 'string' || !EVENT_ID.test(newDoc.eventId) || id !== prefix + newDoc.eventId) fail('«eventId» debe ser el del identificador');
  }
  if (!rule) fail('tipo de documento desconocido');
  if (rule.by === 'staff' && !staff) throw({ forbidden: 'Solo el cuerpo técnico publica el calendario, las convocatorias y la temporada.' });
  if (rule.by === 'player' && staff) throw({ forbidden: 'El cuerpo técnico no escribe respuestas: cada jugador escribe la suya.' });
  if (rule.by === 'player' && !writer) throw({ forbidden: 'Solo el jugador o su familia responden por él.' });
  // Attachments would be copied to every device of the player and the staff: none here.
  if (newDoc._attachments !== undefined) fail('no se admiten archivos adjuntos');
  for (var k in newDoc) if (Object.prototype.hasOwnProperty.call(newDoc, k) && k.charAt(0) !== '_' && rule.fields.indexOf(k) === -1) fail('campo desconocido «' + k.slice(0, 40) + '»');
  if (newDoc.docType !== type) fail('«docType» debe ser ' + type);
  if (type === 'evento') {
    eventOfId('evento:');
    if ((newDoc.kind !== 'partido' && newDoc.kind !== 'entrenamiento') || newDoc.eventId.indexOf(newDoc.kind + '-') !== 0) fail('«kind» debe ser partido o entrenamiento, como el identificador');
    if (typeof newDoc.date !== 'string' || !DATE.test(newDoc.date)) fail('«date» debe ser AAAA-MM-DD');
    if (typeof newDoc.time !== 'string' || !TIME.test(newDoc.time)) fail('«time» debe ser HH:MM');
    if (newDoc.meetTime !== undefined && (typeof newDoc.meetTime !== 'string' || !TIME.test(newDoc.meetTime))) fail('«meetTime» debe ser HH:MM');
    if (newDoc.place !== undefined && !isText(newDoc.place, SHORT)) fail('«place» debe ser un texto de hasta ' + SHORT + ' caracteres');
    if (newDoc.meetPlace !== undefined && !isText(newDoc.meetPlace, SHORT)) fail('«meetPlace» debe ser un texto de hasta ' + SHORT + ' caracteres');
    if (newDoc.notes !== undefined && !isText(newDoc.notes, SHORT * 2)) fail('«notes» debe ser un texto de hasta ' + SHORT * 2 + ' caracteres');
    if (!isText(newDoc.title, SHORT) || newDoc.title.replace(/^\\s+|\\s+$/g, '') === '') fail('«title» debe ser un texto de 1 a ' + SHORT + ' caracteres');
    if (newDoc.cancelled !== undefined && typeof newDoc.cancelled !== 'boolean') fail('«cancelled» debe ser sí o no');
    if (newDoc.home !== undefined && newDoc.home !== null && typeof newDoc.home !== 'boolean') fail('«home» debe ser sí, no o nada');
    if (newDoc.answerBy !== undefined && newDoc.answerBy !== '' && !isIso(newDoc.answerBy)) fail('«answerBy» debe ser una fecha ISO');
    return;
  }
  if (type === 'convocatoria') {
    eventOfId('convocatoria:');
    if (newDoc.eventId.indexOf('partido-') !== 0) fail('una convocatoria es de un partido');
    if (newDoc.status !== 'convocado' && newDoc.status !== 'no_convocado') fail('«status» debe ser convocado o no_convocado');
    if (!isIso(newDoc.publishedAt)) fail('«publishedAt» debe ser una fecha ISO');
    return;
  }
  if (type === 'temporada') {
    if (typeof newDoc.season !== 'string' || !SEASON.test(newDoc.season) || id !== 'temporada:' + newDoc.season) fail('«season» debe ser la del identificador');
    for (var i = 0; i < rule.fields.length; i++) {
      var f = rule.fields[i];
      if (f === 'docType' || f === 'season') continue;
      var n = newDoc[f];
      if (typeof n !== 'number' || !isFinite(n) || n < 0 || n > NUMBER_MAX) fail('«' + f + '» debe ser un número de 0 a ' + NUMBER_MAX);
    }
    return;
  }
  if (type === 'quien-va') {
    eventOfId('quien-va:');
    var answers = newDoc.answers;
    if (!Array.isArray(answers) || answers.length > SQUAD) fail('«answers» debe ser una lista de hasta ' + SQUAD);
    for (var j = 0; j < answers.length; j++) {
      var a = answers[j];
      if (!a || typeof a !== 'object' || Array.isArray(a)) fail('«answers» lleva algo que no es una respuesta');
      for (var ak in a) if (Object.prototype.hasOwnProperty.call(a, ak) && ak !== 'name' && ak !== 'answer') fail('«answers» solo lleva nombre y respuesta, nunca un motivo');
      if (!isText(a.name, SHORT) || a.name === '') fail('«answers» lleva un nombre no válido');
      if (a.answer !== 'voy' && a.answer !== 'no_voy' && a.answer !== 'duda') fail('«answers» lleva una respuesta no válida');
    }
    return;
  }
  if (type === 'familia') {
    if (newDoc.player !== PLAYER || id !== 'familia:' + PLAYER) fail('«player» debe ser el jugador de esta base de datos');
    var family = newDoc.guardians;
    if (!Array.isArray(family) || family.length > SQUAD) fail('«guardians» debe ser una lista de hasta ' + SQUAD);
    for (var g = 0; g < family.length; g++) {
      var m = family[g];
      if (!m || typeof m !== 'object' || Array.isArray(m)) fail('«guardians» lleva algo que no es un familiar');
      for (var gk in m) if (Object.prototype.hasOwnProperty.call(m, gk) && gk !== 'user' && gk !== 'name' && gk !== 'relation') fail('«guardians» solo lleva cuenta, nombre y parentesco');
      if (typeof m.user !== 'string' || !USER.test(m.user)) fail('«guardians» lleva una cuenta no válida');
      if (!isText(m.name, SHORT) || m.name.replace(/^\\s+|\\s+$/g, '') === '' || !isText(m.relation, SHORT) || m.relation.replace(/^\\s+|\\s+$/g, '') === '') fail('«guardians» lleva un nombre o un parentesco no válido');
    }
    return;
  }
  // A reply: filed under this database's player, by whoever answered (he or a guardian).
  if (typeof name !== 'string' || !USER.test(name) || newDoc.by !== name) fail('«by» debe ser quien responde');
  if (newDoc.user !== PLAYER || id.indexOf('respuesta:' + PLAYER + ':') !== 0) throw({ forbidden: 'Cada respuesta va en la base de datos de su jugador.' });
  eventOfId('respuesta:' + PLAYER + ':');
  if (newDoc.answer !== 'voy' && newDoc.answer !== 'no_voy' && newDoc.answer !== 'duda') fail('«answer» debe ser voy, no_voy o duda');
  if (newDoc.reason !== undefined && !isText(newDoc.reason, REASON_MAX)) fail('«reason» debe ser un texto de hasta ' + REASON_MAX + ' caracteres');
  if (!isIso(newDoc.answeredAt)) fail('«answeredAt» debe ser una fecha ISO');
}`;
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Parses a player's `name:password`: a name the app accepts in a reply's id (PLAYER_USER_PATTERN). */
export function parsePlayer(text, rules = readReplyRules()) {
  const [name, password, ...rest] = String(text).split(":");
  if (!name || !password || rest.length > 0 || !new RegExp(rules.user).test(name))
    throw new Error(
      `Jugador no válido: «${text}». Usa nombre:contraseña; el nombre en minúsculas, cifras, '.', '_' o '-'.`,
    );
  return { name, password };
}

/**
 * The squad's accounts file that 'Configuración' exports (docs/sync.md, "The players' replies"):
 * `{ version: 1, team, players: [{ playerId, name, user, password? }], guardians: [{ user, name,
 * relation, password?, players: [user] }] }`. Checked whole before anything is sent: a user name
 * the app refuses, a user given twice, a guardian of nobody or of a player not in the file.
 */
export function readAccounts(value, db, rules = readReplyRules()) {
  const user = new RegExp(rules.user);
  const bad = (why) => {
    throw new Error(`Archivo de cuentas no válido: ${why}.`);
  };
  const text = (v, max = rules.shortText) =>
    typeof v === "string" && v.trim() !== "" && v.length <= max;
  const password = (v) =>
    v === undefined || (typeof v === "string" && v.length >= 8 && v.length <= 200);
  if (!value || typeof value !== "object" || value.version !== 1)
    bad("no es un archivo de cuentas de Banquillo (versión 1)");
  if (db !== undefined && value.team !== db)
    bad(`es del equipo «${String(value.team)}», no de «${db}»`);
  if (!Array.isArray(value.players) || !Array.isArray(value.guardians))
    bad("le faltan las listas de jugadores y familiares");
  const seen = new Set();
  const take = (u, what) => {
    if (typeof u !== "string" || !user.test(u))
      bad(`${what}: usuario «${String(u)}» (minúsculas, cifras, '.', '_' o '-')`);
    if (seen.has(u)) bad(`el usuario «${u}» aparece dos veces`);
    seen.add(u);
  };
  const players = value.players.map((p, i) => {
    if (!p || typeof p !== "object") bad(`el jugador ${i + 1} no es un objeto`);
    take(p.user, `jugador ${i + 1}`);
    if (!text(p.name)) bad(`el jugador «${p.user}» no tiene nombre`);
    if (!password(p.password)) bad(`la contraseña de «${p.user}» debe tener de 8 a 200 caracteres`);
    return { playerId: String(p.playerId ?? ""), name: p.name, user: p.user, password: p.password };
  });
  const squad = new Set(players.map((p) => p.user));
  const guardians = value.guardians.map((g, i) => {
    if (!g || typeof g !== "object") bad(`el familiar ${i + 1} no es un objeto`);
    take(g.user, `familiar ${i + 1}`);
    if (!text(g.name) || !text(g.relation, 40))
      bad(`el familiar «${g.user}» necesita nombre y relación (madre, padre, tutor/a…)`);
    if (!password(g.password)) bad(`la contraseña de «${g.user}» debe tener de 8 a 200 caracteres`);
    if (!Array.isArray(g.players) || g.players.length === 0 || g.players.some((u) => !squad.has(u)))
      bad(`el familiar «${g.user}» debe responder por jugadores del archivo`);
    return {
      user: g.user,
      name: g.name,
      relation: g.relation,
      password: g.password,
      players: [...new Set(g.players)],
    };
  });
  return { players, guardians };
}

/** Parses `name:password[:role]` (role `coach` or `staff`, default `staff`). */
export function parseUser(text) {
  const [name, password, role = "staff", ...rest] = String(text).split(":");
  if (!name || !password || rest.length > 0 || !["coach", "staff"].includes(role))
    throw new Error(`Usuario no válido: «${text}». Usa nombre:contraseña[:coach|staff].`);
  return { name, password, role };
}

function parseArgs(argv, env) {
  const out = {
    url: env.COUCHDB_URL,
    admin: env.COUCHDB_ADMIN,
    adminPassword: env.COUCHDB_ADMIN_PASSWORD,
    db: env.TEAM_DB,
    users: (env.TEAM_USERS ?? "").split(",").filter(Boolean),
    players: (env.TEAM_PLAYERS ?? "").split(",").filter(Boolean),
    accounts: env.TEAM_ACCOUNTS,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === "--url") out.url = value;
    else if (flag === "--admin") out.admin = value;
    else if (flag === "--admin-password") out.adminPassword = value;
    else if (flag === "--db") out.db = value;
    else if (flag === "--user") out.users.push(value);
    else if (flag === "--player") out.players.push(value);
    else if (flag === "--accounts") out.accounts = value;
    else throw new Error(`Opción desconocida: ${flag}`);
    i++;
  }
  return out;
}

/**
 * Creates or updates the team on the server. Returns what it did, one line per step. `accounts`
 * (the accounts file, read) is the whole squad: an account of an earlier run that it leaves out
 * is removed. `players` (`name:password`) only add players.
 */
export async function createTeam({ url, admin, adminPassword, db, users, players = [], accounts }) {
  if (!url || !admin || !adminPassword || !db)
    throw new Error(
      "Faltan datos: COUCHDB_URL, COUCHDB_ADMIN, COUCHDB_ADMIN_PASSWORD y --db (o TEAM_DB).",
    );
  const base = new URL(url);
  if (base.protocol !== "https:" && !LOOPBACK.has(base.hostname))
    throw new Error("La dirección del servidor debe usar https:// (salvo localhost o 127.0.0.1).");
  if (!/^[a-z][a-z0-9_$()+/-]*$/.test(db))
    throw new Error(`Nombre de base de datos no válido: «${db}».`);
  const staff = users.map(parseUser);
  const file = accounts === undefined ? { players: [], guardians: [] } : readAccounts(accounts, db);
  const added = players
    .map((p) => parsePlayer(p))
    .filter((p) => !file.players.some((f) => f.user === p.name))
    .map((p) => ({ playerId: "", name: p.name, user: p.name, password: p.password }));
  const roster = {
    players: [...file.players, ...added],
    guardians: file.guardians,
    whole: accounts !== undefined,
  };
  const both = [...roster.players, ...roster.guardians].find((p) =>
    staff.some((u) => u.name === p.user),
  );
  if (both)
    throw new Error(
      `«${both.user}» no puede ser del cuerpo técnico y jugador a la vez: un jugador nunca entra en la base de datos del equipo.`,
    );
  const root = url.replace(/\/+$/, "");
  const auth = `Basic ${Buffer.from(`${admin}:${adminPassword}`).toString("base64")}`;
  const call = async (method, path, body) => {
    const r = await fetch(`${root}${path}`, {
      method,
      headers: {
        Authorization: auth,
        "Content-Type": "application/json",
        Accept: "application/json",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = { text };
    }
    return { status: r.status, json };
  };
  const fail = (what, r) => {
    throw new Error(`${what}: el servidor respondió ${r.status} ${JSON.stringify(r.json)}`);
  };
  const log = [];
  // Nothing is written before the whole file is known to apply: a new account needs a password.
  for (const a of [...roster.players, ...roster.guardians]) {
    if (a.password) continue;
    const existing = await call(
      "GET",
      `/_users/${encodeURIComponent(`org.couchdb.user:${a.user}`)}`,
    );
    if (existing.status !== 200)
      throw new Error(`La cuenta «${a.user}» es nueva y el archivo no le da contraseña.`);
  }

  const created = await call("PUT", `/${encodeURIComponent(db)}`);
  if (created.status === 201 || created.status === 202) log.push(`Base de datos «${db}» creada.`);
  else if (created.status === 412) log.push(`La base de datos «${db}» ya existía.`);
  else fail("Crear la base de datos", created);

  for (const u of staff) {
    const path = `/_users/${encodeURIComponent(`org.couchdb.user:${u.name}`)}`;
    const existing = await call("GET", path);
    // Roles are no longer how anyone reaches a team: the server-wide `coach` and `staff` roles
    // of earlier versions are dropped (each opened every team database whose members listed
    // them); any other role the admin gave is kept.
    const roles = (existing.status === 200 ? (existing.json.roles ?? []) : []).filter(
      (r) => r !== "coach" && r !== "staff",
    );
    const r = await call("PUT", path, {
      _id: `org.couchdb.user:${u.name}`,
      ...(existing.status === 200 ? { _rev: existing.json._rev } : {}),
      name: u.name,
      password: u.password,
      roles,
      type: "user",
    });
    if (r.status !== 201 && r.status !== 202) fail(`Crear el usuario ${u.name}`, r);
    const what = u.role === "coach" ? "entrenador" : "cuerpo técnico";
    log.push(`Usuario «${u.name}» (${what}) listo.`);
  }

  const before0 = await call("GET", `/${encodeURIComponent(db)}/_design/banquillo`);
  const current = await call("GET", `/${encodeURIComponent(db)}/_security`);
  const names = new Set([
    ...(current.status === 200 ? (current.json.members?.names ?? []) : []),
    ...staff.map((u) => u.name),
  ]);
  // A player or a guardian is never a member of the team database (named there by mistake
  // before, or of an earlier run: removed).
  const previous = new Set(
    before0.status === 200 && Array.isArray(before0.json.squad) ? before0.json.squad : [],
  );
  for (const a of [...roster.players, ...roster.guardians]) names.delete(a.user);
  for (const n of previous) if (!staff.some((u) => u.name === n)) names.delete(n);
  // Members by name only: a role in `members.roles` lets in everyone holding it, whatever team.
  const security = {
    admins: { names: [], roles: [] },
    members: { names: [...names].sort(), roles: [] },
  };
  const sec = await call("PUT", `/${encodeURIComponent(db)}/_security`, security);
  if (sec.status !== 200 && sec.status !== 201) fail("Guardar los miembros", sec);
  log.push(`Miembros: ${security.members.names.join(", ") || "ninguno"}.`);

  // This team's coaches, by name: the ones named before, plus `:coach` users, minus `:staff`.
  const designPath = `/${encodeURIComponent(db)}/_design/banquillo`;
  const before = await call("GET", designPath);
  const coaches = new Set(
    before.status === 200 && Array.isArray(before.json.coaches) ? before.json.coaches : [],
  );
  for (const u of staff) {
    if (u.role === "coach") coaches.add(u.name);
    else coaches.delete(u.name);
  }
  const coachList = [...coaches].filter((n) => names.has(n)).sort();
  const design = await call("PUT", designPath, {
    _id: "_design/banquillo",
    ...(before.status === 200 ? { _rev: before.json._rev } : {}),
    language: "javascript",
    coaches: coachList,
    ...(before.status === 200 && Array.isArray(before.json.squad)
      ? { squad: before.json.squad }
      : {}),
    validate_doc_update: validateDocUpdate({ coaches: coachList }),
  });
  if (design.status !== 201 && design.status !== 202) fail("Guardar las reglas", design);
  log.push(`Entrenadores (pueden eliminar): ${coachList.join(", ") || "ninguno"}.`);
  log.push("Reglas de escritura guardadas (_design/banquillo).");

  // Each player's own database: he, his guardians and the staff, by name. The accounts of the
  // last run are kept in the team's design document, so a run whose file leaves one out removes
  // him: his user, his database (and his guardian's user when no child is left).
  const known = new Set(previous);
  const staffNames = [...names].sort();
  const clash = [...roster.players, ...roster.guardians].find((a) => names.has(a.user));
  if (clash)
    throw new Error(
      `«${clash.user}» no puede ser del cuerpo técnico y jugador o familiar a la vez: un jugador nunca entra en la base de datos del equipo.`,
    );
  const wanted = new Map([...roster.players, ...roster.guardians].map((a) => [a.user, a]));
  for (const a of wanted.values()) {
    const path = `/_users/${encodeURIComponent(`org.couchdb.user:${a.user}`)}`;
    const existing = await call("GET", path);
    // Passwords are handed out once: a run whose file has none keeps the account's own.
    if (existing.status === 200 && !a.password) continue;
    const roles = (existing.status === 200 ? (existing.json.roles ?? []) : []).filter(
      (r) => r !== "coach" && r !== "staff",
    );
    const r = await call("PUT", path, {
      _id: `org.couchdb.user:${a.user}`,
      ...(existing.status === 200 ? { _rev: existing.json._rev } : {}),
      name: a.user,
      password: a.password,
      roles,
      type: "user",
    });
    if (r.status !== 201 && r.status !== 202) fail(`Crear el usuario ${a.user}`, r);
  }
  for (const p of roster.players) {
    const guardians = roster.guardians.filter((g) => g.players.includes(p.user)).map((g) => g.user);
    const pdb = `/${encodeURIComponent(playerDbName(db, p.user))}`;
    const made = await call("PUT", pdb);
    if (made.status !== 201 && made.status !== 202 && made.status !== 412)
      fail(`Crear la base de datos de ${p.user}`, made);
    const members = [...new Set([p.user, ...guardians, ...staffNames])].sort();
    const ps = await call("PUT", `${pdb}/_security`, {
      admins: { names: [], roles: [] },
      members: { names: members, roles: [] },
    });
    if (ps.status !== 200 && ps.status !== 201) fail(`Guardar los miembros de ${p.user}`, ps);
    const designPath = `${pdb}/_design/jugador`;
    const old = await call("GET", designPath);
    const pd = await call("PUT", designPath, {
      _id: "_design/jugador",
      ...(old.status === 200 ? { _rev: old.json._rev } : {}),
      language: "javascript",
      player: p.user,
      guardians,
      staff: staffNames,
      validate_doc_update: validatePlayerUpdate({
        player: p.user,
        writers: [p.user, ...guardians],
        staff: staffNames,
      }),
    });
    if (pd.status !== 201 && pd.status !== 202) fail(`Guardar las reglas de ${p.user}`, pd);
    const family = guardians.length > 0 ? ` (responden también: ${guardians.join(", ")})` : "";
    log.push(`Jugador «${p.user}»: su base de datos ${playerDbName(db, p.user)}${family}.`);
  }
  for (const g of roster.guardians)
    log.push(`Familiar «${g.user}» (${g.relation}) de ${g.players.join(", ")}.`);

  // The retired shared replies database of earlier versions: nobody but the staff stays on it
  // (every player's phone held every teammate's reason there). Its replies are not read again.
  const legacy = `/${encodeURIComponent(`${db}_respuestas`)}`;
  const lsec = await call("GET", `${legacy}/_security`);
  if (lsec.status === 200) {
    for (const n of lsec.json.members?.names ?? []) if (!names.has(n)) known.add(n);
    const r = await call("PUT", `${legacy}/_security`, {
      admins: { names: [], roles: [] },
      members: { names: staffNames, roles: [] },
    });
    if (r.status !== 200 && r.status !== 201) fail("Retirar la base de datos de respuestas", r);
    log.push(
      `La base de datos «${db}_respuestas» ya no se usa: solo el cuerpo técnico sigue en ella.`,
    );
  }

  if (roster.whole) {
    const all = await call("GET", "/_all_dbs");
    const prefix = `${db}_jugador_`;
    const keep = new Set(roster.players.map((p) => playerDbName(db, p.user)));
    for (const name of Array.isArray(all.json) ? all.json : []) {
      if (typeof name !== "string" || !name.startsWith(prefix) || keep.has(name)) continue;
      const r = await call("DELETE", `/${encodeURIComponent(name)}`);
      if (r.status !== 200 && r.status !== 202 && r.status !== 404) fail(`Borrar ${name}`, r);
      log.push(`Base de datos «${name}» borrada.`);
    }
    for (const user of [...known].sort()) {
      if (wanted.has(user) || names.has(user)) continue;
      const path = `/_users/${encodeURIComponent(`org.couchdb.user:${user}`)}`;
      const existing = await call("GET", path);
      if (existing.status === 200) {
        const r = await call("DELETE", `${path}?rev=${encodeURIComponent(existing.json._rev)}`);
        if (r.status !== 200 && r.status !== 202) fail(`Quitar el usuario ${user}`, r);
      }
      log.push(`Cuenta «${user}» quitada: ya no entra en nada del equipo.`);
    }
  }
  const squadNames = roster.whole
    ? [...wanted.keys()].sort()
    : [...new Set([...known, ...wanted.keys()])].filter((n) => !names.has(n)).sort();
  const marked = await call("GET", designPath);
  const r = await call("PUT", designPath, { ...marked.json, squad: squadNames });
  if (r.status !== 201 && r.status !== 202) fail("Guardar las cuentas del equipo", r);
  log.push(...(await provisionFeeds({ call, db, staff: staffNames })));
  return log;
}

const invoked = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (invoked) {
  try {
    const args = parseArgs(process.argv.slice(2), process.env);
    if (args.accounts !== undefined) {
      try {
        args.accounts = JSON.parse(readFileSync(args.accounts, "utf8"));
      } catch (e) {
        throw new Error(`No se pudo leer el archivo de cuentas «${args.accounts}»: ${e.message}`, {
          cause: e,
        });
      }
    }
    const log = await createTeam(args);
    for (const line of log) console.log(line);
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
}
