#!/usr/bin/env node
// `npm run team:create`: prepares a CouchDB 3 server for one team's staff (docs/sync.md).
//
//   COUCHDB_URL=https://equipo.ejemplo.org:6984 COUCHDB_ADMIN=admin COUCHDB_ADMIN_PASSWORD=… \
//   npm run team:create -- --db banquillo_mi_equipo \
//     --user ana:clave-de-ana:coach --user luis:clave-de-luis
//
// Creates (or updates, so it can be run again) the team database, the staff's users (role
// `coach` or `staff`), the database's `_security` object (members by name; `coach` as a role)
// and the design document `_design/banquillo` whose `validate_doc_update` holds the write rules:
// only coaches delete (set `deleted: true`), nobody but an admin changes
// design documents. Who may read and write at all is the `_security` object's job (CouchDB
// refuses non-members before any validation). Plain fetch, no dependencies. HTTPS is required except on localhost.

/** The write rules, run by CouchDB on every write (kept as a string: CouchDB stores source). */
export const VALIDATE_DOC_UPDATE = `function (newDoc, oldDoc, userCtx) {
  var roles = userCtx.roles || [];
  if (roles.indexOf('_admin') !== -1) return;
  if (newDoc._id.indexOf('_design/') === 0) throw({ forbidden: 'Solo un administrador cambia las reglas del equipo.' });
  var live = newDoc._id.indexOf('live:') === 0 || newDoc._id.indexOf('liveevent:') === 0;
  var deleting = newDoc.deleted === true && !(oldDoc && oldDoc.deleted === true);
  if (deleting && !live && roles.indexOf('coach') === -1)
    throw({ forbidden: 'Solo un entrenador (rol coach) puede eliminar datos del equipo.' });
}`;

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

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
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === "--url") out.url = value;
    else if (flag === "--admin") out.admin = value;
    else if (flag === "--admin-password") out.adminPassword = value;
    else if (flag === "--db") out.db = value;
    else if (flag === "--user") out.users.push(value);
    else throw new Error(`Opción desconocida: ${flag}`);
    i++;
  }
  return out;
}

/** Creates or updates the team on the server. Returns what it did, one line per step. */
export async function createTeam({ url, admin, adminPassword, db, users }) {
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
  /** PUT that updates an existing document (keeps its _rev). */
  const putDoc = async (path, doc) => {
    const existing = await call("GET", path);
    const rev = existing.status === 200 ? existing.json._rev : undefined;
    return call("PUT", path, rev ? { ...doc, _rev: rev } : doc);
  };
  const log = [];

  const created = await call("PUT", `/${encodeURIComponent(db)}`);
  if (created.status === 201 || created.status === 202) log.push(`Base de datos «${db}» creada.`);
  else if (created.status === 412) log.push(`La base de datos «${db}» ya existía.`);
  else fail("Crear la base de datos", created);

  for (const u of staff) {
    const r = await putDoc(`/_users/${encodeURIComponent(`org.couchdb.user:${u.name}`)}`, {
      _id: `org.couchdb.user:${u.name}`,
      name: u.name,
      password: u.password,
      roles: [u.role],
      type: "user",
    });
    if (r.status !== 201 && r.status !== 202) fail(`Crear el usuario ${u.name}`, r);
    log.push(
      `Usuario «${u.name}» (${u.role === "coach" ? "entrenador" : "cuerpo técnico"}) listo.`,
    );
  }

  const current = await call("GET", `/${encodeURIComponent(db)}/_security`);
  const names = new Set([
    ...(current.status === 200 ? (current.json.members?.names ?? []) : []),
    ...staff.map((u) => u.name),
  ]);
  const security = {
    admins: { names: [], roles: [] },
    members: { names: [...names].sort(), roles: ["coach"] },
  };
  const sec = await call("PUT", `/${encodeURIComponent(db)}/_security`, security);
  if (sec.status !== 200 && sec.status !== 201) fail("Guardar los miembros", sec);
  log.push(`Miembros: ${security.members.names.join(", ") || "ninguno"}; rol con acceso: coach.`);

  const design = await putDoc(`/${encodeURIComponent(db)}/_design/banquillo`, {
    _id: "_design/banquillo",
    language: "javascript",
    validate_doc_update: VALIDATE_DOC_UPDATE,
  });
  if (design.status !== 201 && design.status !== 202) fail("Guardar las reglas", design);
  log.push("Reglas de escritura guardadas (_design/banquillo).");
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
