// The calendar subscription's databases, prepared by `team:create` (docs/sync.md "The calendar
// address"). Only a server admin creates databases in CouchDB 3, and its `[chttpd]
// admin_only_all_dbs` (true by default) hides the list of databases from everyone else, so a
// database's NAME can be a secret: `<team>_cal_<32 hex>` (128 random bits). A document id could
// not be one: a database's `_all_docs` lists its ids to anyone who may read it.
//
// Each feed database: `_security` with no members (anyone reads, also without a login; set
// explicitly, since CouchDB 3 makes a new database admin-only), and `_design/calendario` whose
// validate function lets only the staff, by name, write the one document `calendario` holding
// only the attachment `equipo.ics` (text/calendar, size capped), or delete it. A deleted
// `calendario` is a spent address: never written again (the rule refuses it over the
// tombstone), and the next run deletes its database. The pool's names go into the team
// database's `_design/calendario` (`feeds`), which only the staff read.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";

/** The feed's names and limits: src/domain/calendar/feed.ts is their one source, read as text. */
export function readFeedRules(
  source = readFileSync(new URL("../src/domain/calendar/feed.ts", import.meta.url), "utf8"),
) {
  const pick = (name) => {
    const m = new RegExp(`\\bexport const ${name} = ("[^"]+"|[0-9_]+);`).exec(source);
    if (!m) throw new Error(`src/domain/calendar/feed.ts no define ${name}.`);
    return m[1].startsWith('"') ? JSON.parse(m[1]) : Number(m[1].replaceAll("_", ""));
  };
  return {
    doc: pick("FEED_DOC_ID"),
    attachment: pick("FEED_ATTACHMENT"),
    type: pick("FEED_TYPE"),
    maxBytes: pick("FEED_MAX_BYTES"),
    poolSize: pick("FEED_POOL_SIZE"),
    poolDoc: pick("FEED_POOL_DOC"),
  };
}

/** The feed database's write rule (ES5, run by CouchDB on every write). */
export function validateFeedUpdate({ staff, rules = readFeedRules() }) {
  return `function (newDoc, oldDoc, userCtx) {
  var STAFF = ${JSON.stringify([...new Set(staff)].sort())};
  if ((userCtx.roles || []).indexOf('_admin') !== -1) return;
  if (userCtx.name === null || STAFF.indexOf(userCtx.name) === -1) throw({ forbidden: 'Solo el cuerpo técnico publica el calendario.' });
  if (newDoc._id !== ${JSON.stringify(rules.doc)}) throw({ forbidden: 'Esta base de datos solo guarda el documento ${rules.doc}.' });
  if (newDoc._deleted === true) return;
  if (oldDoc && oldDoc._deleted) throw({ forbidden: 'Esta dirección del calendario ya se cambió: no vuelve a usarse.' });
  function fail(why) { throw({ forbidden: 'Calendario no válido: ' + why + '.' }); }
  for (var k in newDoc) if (Object.prototype.hasOwnProperty.call(newDoc, k) && k !== '_id' && k !== '_rev' && k !== '_revisions' && k !== '_attachments') fail('campo desconocido «' + k.slice(0, 40) + '»');
  var atts = newDoc._attachments || {};
  var names = [];
  for (var n in atts) if (Object.prototype.hasOwnProperty.call(atts, n)) names.push(n);
  if (names.length !== 1 || names[0] !== ${JSON.stringify(rules.attachment)}) fail('solo admite el archivo ${rules.attachment}');
  var a = atts[names[0]];
  if (a.content_type !== ${JSON.stringify(rules.type)}) fail('el archivo debe ser ${rules.type}');
  // The size where the server gives it: a stored attachment's length, a write's inline data
  // (base64; a Buffer on the stand-in). CouchDB 3 gives none for a new attachment
  // (apache/couchdb#1320): its max_attachment_size caps it there (docker/couchdb/local.ini).
  var data = a.data;
  var size = typeof a.length === 'number' ? a.length : typeof data === 'string' ? Math.floor(data.length * 3 / 4) : data && typeof data.length === 'number' ? data.length : 0;
  if (size > ${rules.maxBytes}) fail('el archivo pasa de ${rules.maxBytes} bytes');
}`;
}

/**
 * Brings the team's pool up to `poolSize` unspent databases: drops the spent ones (their
 * `calendario` deleted: the address was changed) and those gone, creates new ones, refreshes
 * every kept one's members and rule (the staff may have changed), and names the pool in the team
 * database. `call(method, path, body)` is team:create's admin request.
 */
export async function provisionFeeds({ call, db, staff, rules = readFeedRules() }) {
  const log = [];
  const fail = (what, r) => {
    throw new Error(`${what}: el servidor respondió ${r.status} ${JSON.stringify(r.json)}`);
  };
  const ok = (r) => r.status >= 200 && r.status < 300;
  const at = (name) => `/${encodeURIComponent(name)}`;
  const poolPath = `${at(db)}/${rules.poolDoc}`;
  const before = await call("GET", poolPath);
  const named = before.status === 200 && Array.isArray(before.json.feeds) ? before.json.feeds : [];
  const pattern = new RegExp(`^${db.replace(/[^a-z0-9_]/g, "\\$&")}_cal_[0-9a-f]{32}$`);
  const kept = [];
  let spent = 0;
  for (const name of named.filter((n) => typeof n === "string" && pattern.test(n))) {
    // `_all_docs` with the key tells a deleted document from one never written (the stand-in's
    // GET of the document answers `missing` for both).
    const keys = encodeURIComponent(JSON.stringify([rules.doc]));
    const r = await call("GET", `${at(name)}/_all_docs?keys=${keys}`);
    if (r.status === 404) continue;
    if (r.status !== 200) fail("Leer una dirección de calendario", r);
    if (r.json.rows?.[0]?.value?.deleted !== true) kept.push(name);
    else {
      spent++;
      const gone = await call("DELETE", at(name));
      if (!ok(gone) && gone.status !== 404) fail("Borrar una dirección de calendario usada", gone);
    }
  }
  const pool = [...kept];
  while (pool.length < rules.poolSize) {
    const name = `${db}_cal_${randomBytes(16).toString("hex")}`;
    const made = await call("PUT", at(name));
    if (!ok(made)) fail("Crear una base de datos del calendario", made);
    pool.push(name);
  }
  for (const name of pool) {
    // No members: anyone holding the address reads it (CouchDB 3 makes new databases admin-only).
    const sec = await call("PUT", `${at(name)}/_security`, {
      admins: { names: [], roles: [] },
      members: { names: [], roles: [] },
    });
    if (!ok(sec)) fail("Abrir la lectura del calendario", sec);
    const path = `${at(name)}/_design/calendario`;
    const old = await call("GET", path);
    const design = await call("PUT", path, {
      _id: "_design/calendario",
      ...(old.status === 200 ? { _rev: old.json._rev } : {}),
      language: "javascript",
      validate_doc_update: validateFeedUpdate({ staff, rules }),
    });
    if (!ok(design)) fail("Guardar las reglas del calendario", design);
  }
  const saved = await call("PUT", poolPath, {
    _id: rules.poolDoc,
    ...(before.status === 200 ? { _rev: before.json._rev } : {}),
    feeds: pool,
  });
  if (!ok(saved)) fail("Guardar las direcciones del calendario", saved);
  log.push(
    `Direcciones de calendario: ${pool.length} listas (${pool.length - kept.length} nuevas, ${spent} usadas borradas).`,
  );
  return log;
}
