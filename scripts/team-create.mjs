#!/usr/bin/env node
// `npm run team:create`: prepares a CouchDB 3 server for one team's staff (docs/sync.md).
//
//   COUCHDB_URL=https://equipo.ejemplo.org:6984 COUCHDB_ADMIN=admin COUCHDB_ADMIN_PASSWORD=… \
//   npm run team:create -- --db banquillo_mi_equipo \
//     --user ana:clave-de-ana:coach --user luis:clave-de-luis --player dani:clave-de-dani
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
// Beside it, the players' replies database (`<db>_respuestas`): the staff and the players are
// its members, by name; `_design/respuestas` lets a player write only his own replies and the
// staff only the published schedule. Players are never members of the team database: CouchDB
// cannot hide a document of a database from its members.
import { readFileSync } from "node:fs";
import { BUILT_DOCS, CONTRACT_DEPTH, docProblem } from "../src/domain/records/doc-contract.js";
import { provisionFeeds } from "./team-feed.mjs";

/**
 * The readers' limits. src/domain/base/limits.ts is their one source; its text is read here (this
 * script runs on plain Node, without a TypeScript build), and a test checks the numbers match.
 */
export function readLimits(
  source = readFileSync(new URL("../src/domain/base/limits.ts", import.meta.url), "utf8"),
) {
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
 * The replies' shapes. src/domain/replies/documents.ts is their one source (the readers the app
 * reads replies and events with); its text is read here as the limits' is, and a test checks them.
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
  const reason = /\bREPLY_REASON_MAX = ([0-9_]+);/.exec(source);
  if (!reason) throw new Error("src/domain/replies/documents.ts no define REPLY_REASON_MAX.");
  return {
    user: regex("PLAYER_USER_PATTERN"),
    eventId: regex("EVENT_ID"),
    date: regex("DATE"),
    time: regex("TIME"),
    reasonMax: Number(reason[1].replaceAll("_", "")),
    shortText: limits.shortText,
  };
}

/**
 * The replies database's write rules (ES5, as above). `staff` are the names that publish the
 * schedule (the team's staff); every other member is a player, who writes only
 * `respuesta:<his name>:<eventId>` with `user` his name. Nobody rewrites someone else's reply,
 * the staff do not write replies, and only the staff delete (events only).
 */
export function validateRepliesUpdate({ staff, rules = readReplyRules() }) {
  return `function (newDoc, oldDoc, userCtx) {
  var STAFF = ${JSON.stringify([...new Set(staff)].sort())};
  var USER = new RegExp(${JSON.stringify(rules.user)});
  var EVENT_ID = new RegExp(${JSON.stringify(rules.eventId)});
  var DATE = new RegExp(${JSON.stringify(rules.date)});
  var TIME = new RegExp(${JSON.stringify(rules.time)});
  var REASON_MAX = ${rules.reasonMax};
  var SHORT = ${rules.shortText};
  var roles = userCtx.roles || [];
  if (roles.indexOf('_admin') !== -1) return;
  var id = newDoc._id;
  var name = userCtx.name;
  var staff = name !== null && STAFF.indexOf(name) !== -1;
  if (id.indexOf('_design/') === 0) throw({ forbidden: 'Solo un administrador cambia las reglas del equipo.' });
  var isEvent = id.indexOf('evento:') === 0;
  var isReply = id.indexOf('respuesta:') === 0;
  if (newDoc._deleted === true) {
    // Removing what is already gone deletes nothing.
    if (!oldDoc || oldDoc._deleted) return;
    if (staff && isEvent) return;
    throw({ forbidden: staff ? 'Nadie borra la respuesta de un jugador.' : 'Un jugador no puede borrar nada.' });
  }
  function fail(why) { throw({ forbidden: 'Documento no válido (' + id.slice(0, 80) + '): ' + why + '.' }); }
  function isText(v, max) { return typeof v === 'string' && v.length <= max; }
  function only(fields) {
    // Attachments would be copied to every phone: a reply or an event has none.
    if (newDoc._attachments !== undefined) fail('no se admiten archivos adjuntos');
    for (var k in newDoc) if (Object.prototype.hasOwnProperty.call(newDoc, k) && k.charAt(0) !== '_' && fields.indexOf(k) === -1) fail('campo desconocido «' + k.slice(0, 40) + '»');
  }
  if (isEvent) {
    if (!staff) throw({ forbidden: 'Solo el cuerpo técnico publica el calendario.' });
    only(['docType', 'eventId', 'kind', 'date', 'time', 'meetTime', 'place', 'title', 'cancelled']);
    if (newDoc.docType !== 'evento') fail('«docType» debe ser evento');
    if (typeof newDoc.eventId !== 'string' || !EVENT_ID.test(newDoc.eventId) || id !== 'evento:' + newDoc.eventId) fail('«eventId» debe ser el del identificador');
    if ((newDoc.kind !== 'partido' && newDoc.kind !== 'entrenamiento') || newDoc.eventId.indexOf(newDoc.kind + '-') !== 0) fail('«kind» debe ser partido o entrenamiento, como el identificador');
    if (typeof newDoc.date !== 'string' || !DATE.test(newDoc.date)) fail('«date» debe ser AAAA-MM-DD');
    if (typeof newDoc.time !== 'string' || !TIME.test(newDoc.time)) fail('«time» debe ser HH:MM');
    if (newDoc.meetTime !== undefined && (typeof newDoc.meetTime !== 'string' || !TIME.test(newDoc.meetTime))) fail('«meetTime» debe ser HH:MM');
    if (newDoc.place !== undefined && !isText(newDoc.place, SHORT)) fail('«place» debe ser un texto de hasta ' + SHORT + ' caracteres');
    if (!isText(newDoc.title, SHORT) || newDoc.title.replace(/^\\s+|\\s+$/g, '') === '') fail('«title» debe ser un texto de 1 a ' + SHORT + ' caracteres');
    if (newDoc.cancelled !== undefined && typeof newDoc.cancelled !== 'boolean') fail('«cancelled» debe ser sí o no');
    return;
  }
  if (!isReply) fail('tipo de documento desconocido');
  if (staff) throw({ forbidden: 'El cuerpo técnico no escribe respuestas: cada jugador escribe la suya.' });
  if (typeof name !== 'string' || !USER.test(name) || id.indexOf('respuesta:' + name + ':') !== 0 || newDoc.user !== name) throw({ forbidden: 'Cada jugador escribe solo sus propias respuestas.' });
  only(['docType', 'user', 'eventId', 'answer', 'reason', 'answeredAt']);
  if (newDoc.docType !== 'respuesta') fail('«docType» debe ser respuesta');
  if (typeof newDoc.eventId !== 'string' || !EVENT_ID.test(newDoc.eventId) || id !== 'respuesta:' + name + ':' + newDoc.eventId) fail('«eventId» debe ser el del identificador');
  if (newDoc.answer !== 'voy' && newDoc.answer !== 'no_voy' && newDoc.answer !== 'duda') fail('«answer» debe ser voy, no_voy o duda');
  if (newDoc.reason !== undefined && !isText(newDoc.reason, REASON_MAX)) fail('«reason» debe ser un texto de hasta ' + REASON_MAX + ' caracteres');
  if (typeof newDoc.answeredAt !== 'string' || newDoc.answeredAt.length > 40 || isNaN(Date.parse(newDoc.answeredAt))) fail('«answeredAt» debe ser una fecha ISO');
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
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === "--url") out.url = value;
    else if (flag === "--admin") out.admin = value;
    else if (flag === "--admin-password") out.adminPassword = value;
    else if (flag === "--db") out.db = value;
    else if (flag === "--user") out.users.push(value);
    else if (flag === "--player") out.players.push(value);
    else throw new Error(`Opción desconocida: ${flag}`);
    i++;
  }
  return out;
}

/** Creates or updates the team on the server. Returns what it did, one line per step. */
export async function createTeam({ url, admin, adminPassword, db, users, players = [] }) {
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
  const squad = players.map((p) => parsePlayer(p));
  const both = squad.find((p) => staff.some((u) => u.name === p.name));
  if (both)
    throw new Error(
      `«${both.name}» no puede ser del cuerpo técnico y jugador a la vez: un jugador nunca entra en la base de datos del equipo.`,
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

  const created = await call("PUT", `/${encodeURIComponent(db)}`);
  if (created.status === 201 || created.status === 202) log.push(`Base de datos «${db}» creada.`);
  else if (created.status === 412) log.push(`La base de datos «${db}» ya existía.`);
  else fail("Crear la base de datos", created);

  for (const u of [...staff, ...squad.map((p) => ({ ...p, role: "player" }))]) {
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
    const what =
      u.role === "coach" ? "entrenador" : u.role === "player" ? "jugador" : "cuerpo técnico";
    log.push(`Usuario «${u.name}» (${what}) listo.`);
  }

  const current = await call("GET", `/${encodeURIComponent(db)}/_security`);
  const names = new Set([
    ...(current.status === 200 ? (current.json.members?.names ?? []) : []),
    ...staff.map((u) => u.name),
  ]);
  // A player is never a member of the team database (named there by mistake before: removed).
  for (const p of squad) names.delete(p.name);
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
    validate_doc_update: validateDocUpdate({ coaches: coachList }),
  });
  if (design.status !== 201 && design.status !== 202) fail("Guardar las reglas", design);
  log.push(`Entrenadores (pueden eliminar): ${coachList.join(", ") || "ninguno"}.`);
  log.push("Reglas de escritura guardadas (_design/banquillo).");

  // The players' replies database: the staff (every member of the team database) and the
  // players, by name; the staff listed in its rules publish the schedule.
  const replies = `${db}_respuestas`;
  const rdb = `/${encodeURIComponent(replies)}`;
  const made = await call("PUT", rdb);
  if (made.status === 201 || made.status === 202) log.push(`Base de datos «${replies}» creada.`);
  else if (made.status === 412) log.push(`La base de datos «${replies}» ya existía.`);
  else fail("Crear la base de datos de respuestas", made);
  const rsec = await call("GET", `${rdb}/_security`);
  const staffNames = [...names].sort();
  const playerNames = new Set([
    ...(rsec.status === 200 ? (rsec.json.members?.names ?? []) : []),
    ...squad.map((p) => p.name),
  ]);
  for (const n of staffNames) playerNames.delete(n);
  const repliesSecurity = {
    admins: { names: [], roles: [] },
    members: { names: [...new Set([...staffNames, ...playerNames])].sort(), roles: [] },
  };
  const rs = await call("PUT", `${rdb}/_security`, repliesSecurity);
  if (rs.status !== 200 && rs.status !== 201) fail("Guardar los miembros de las respuestas", rs);
  log.push(`Jugadores: ${[...playerNames].sort().join(", ") || "ninguno"}.`);
  const rdesignPath = `${rdb}/_design/respuestas`;
  const rbefore = await call("GET", rdesignPath);
  const rdesign = await call("PUT", rdesignPath, {
    _id: "_design/respuestas",
    ...(rbefore.status === 200 ? { _rev: rbefore.json._rev } : {}),
    language: "javascript",
    staff: staffNames,
    validate_doc_update: validateRepliesUpdate({ staff: staffNames }),
  });
  if (rdesign.status !== 201 && rdesign.status !== 202)
    fail("Guardar las reglas de las respuestas", rdesign);
  log.push("Reglas de las respuestas guardadas (_design/respuestas).");
  log.push(...(await provisionFeeds({ call, db, staff: staffNames })));
  return log;
}

const invoked = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (invoked) {
  try {
    const log = await createTeam(parseArgs(process.argv.slice(2), process.env));
    for (const line of log) console.log(line);
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
}
