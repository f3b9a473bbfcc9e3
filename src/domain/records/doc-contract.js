// The team database's write contract: what the server accepts in a document. One function for
// both sides: CouchDB 3 runs its source as the `validate_doc_update` of `_design/banquillo`
// (scripts/team-create.mjs embeds it with `docProblem.toString()`), and the app runs it before a
// restore or a first connection sends anything (src/sync/preflight.ts). So its body is ES5 (no
// let, const, arrows, template strings or spread: CouchDB's SpiderMonkey) and uses nothing
// outside it. The fields of each record come from its record module (`playerDoc` in player.ts,
// …), the kinds below from what that record's reader returns, so a record the device reads is a
// document the server takes; the few values the readers keep and the server refuses (a shirt
// number 7.5, an unknown field nested too deep) are what the pre-flight offers to fix.

/** How deep a document may nest (the app's own records nest 5 levels at most). */
export const CONTRACT_DEPTH = 24;

/**
 * Documents the app builds whole (src/sync/documents.ts): no other field is theirs, so any other
 * is refused. Records, the team settings and the live header keep fields the reader does not
 * know (docs/storage.md), so theirs are open.
 */
export const BUILT_DOCS = {
  rivalnote: ["docType", "rivalId", "text", "order", "deleted"],
  insight: ["docType", "text", "meta", "order", "deleted"],
  account: ["docType", "user", "deleted"],
  guardian: ["docType", "name", "relation", "players", "deleted"],
  liveevent: ["docType", "matchId", "event", "order", "deleted"],
};

/**
 * Why the server refuses `doc` (Spanish, without the document's id), or '' when it takes it.
 * `contract`: `{ limits, maxDepth, fields: { <docType>: { <field>: <kind> } }, built }`.
 */
export function docProblem(doc, contract) {
  var L = contract.limits;
  var id = doc._id;
  var COUCH = { _id: 1, _rev: 1, _revisions: 1, _deleted: 1 };
  var has = function (o, k) {
    return Object.prototype.hasOwnProperty.call(o, k);
  };
  var isText = function (v, max) {
    return typeof v === "string" && v.length <= max;
  };
  var isAmount = function (v) {
    return typeof v === "number" && isFinite(v) && v >= 0;
  };
  var isObject = function (v) {
    return v !== null && typeof v === "object" && !(v instanceof Array);
  };
  var isTextMap = function (v) {
    if (!isObject(v)) return false;
    for (var k in v) if (has(v, k) && !isText(v[k], L.shortText)) return false;
    return true;
  };
  var upTo = function (max) {
    return [
      function (v) {
        return isText(v, max);
      },
      "un texto de hasta " + max + " caracteres",
    ];
  };
  // kind → [check of a present, non-null value, what it must be]
  var KINDS = {
    id: [
      function (v) {
        return isText(v, L.shortText) && v !== "";
      },
      "un identificador de 1 a " + L.shortText + " caracteres",
    ],
    name: [
      function (v) {
        return isText(v, L.shortText) && v.replace(/^\s+|\s+$/g, "") !== "";
      },
      "un texto de 1 a " + L.shortText + " caracteres",
    ],
    text: upTo(L.shortText),
    note: upTo(L.note),
    url: upTo(L.url),
    insight: upTo(L.insight),
    integer: [
      function (v) {
        return isAmount(v) && Math.floor(v) === v;
      },
      "un número entero no negativo",
    ],
    amount: [isAmount, "un número no negativo"],
    number: [
      function (v) {
        return typeof v === "number" && isFinite(v);
      },
      "un número",
    ],
    flag: [
      function (v) {
        return typeof v === "boolean";
      },
      "sí o no",
    ],
    score: [
      function (v) {
        return isObject(v) && isAmount(v.home) && isAmount(v.away);
      },
      "un marcador de números no negativos",
    ],
    textMap: [isTextMap, "un mapa de textos de hasta " + L.shortText + " caracteres"],
    countOrMap: [
      function (v) {
        return isAmount(v) || isTextMap(v);
      },
      "un número no negativo o un mapa de textos",
    ],
    countOrText: [
      function (v) {
        return isAmount(v) || isText(v, L.shortText);
      },
      "un número no negativo o un texto",
    ],
    list: [
      function (v) {
        return v instanceof Array;
      },
      "una lista",
    ],
    object: [isObject, "un objeto"],
    any: [
      function () {
        return true;
      },
      "",
    ],
  };
  KINDS.derived = KINDS.any;

  if (typeof id !== "string") return "falta el identificador";
  for (var f in doc) {
    if (!has(doc, f) || f.charAt(0) !== "_" || has(COUCH, f)) continue;
    if (f === "_attachments") return "no se admiten archivos adjuntos";
    return "campo desconocido «" + f.slice(0, 40) + "»";
  }
  // Bounded without recursion: a list of [value, depth] still to look at.
  var todo = [[doc, 0]];
  while (todo.length > 0) {
    var item = todo.pop();
    var v = item[0];
    if (item[1] > contract.maxDepth) return "demasiados niveles anidados";
    if (typeof v === "string" && v.length > L.insight)
      return "un texto supera " + L.insight + " caracteres";
    if (v !== null && typeof v === "object")
      for (var k in v) if (has(v, k)) todo.push([v[k], item[1] + 1]);
  }

  var colon = id.indexOf(":");
  var type = colon > 0 ? id.slice(0, colon) : "";
  var rest = id.slice(colon + 1);
  var fields = has(contract.fields, type) ? contract.fields[type] : null;
  if (doc.docType !== type) return "«docType» no coincide con el identificador";
  if (doc.order !== undefined && !(typeof doc.order === "number" && isFinite(doc.order)))
    return "«order» debe ser un número";
  if (doc.deleted !== undefined && typeof doc.deleted !== "boolean")
    return "«deleted» debe ser sí o no";
  if (fields && type !== "settings") {
    if (!isText(doc.id, L.shortText) || doc.id === "" || rest !== doc.id)
      return "«id» debe ser el identificador del documento";
  } else if (type === "rivalnote") {
    if (
      !isText(doc.rivalId, L.shortText) ||
      doc.rivalId === "" ||
      rest.indexOf(doc.rivalId + ":") !== 0
    )
      return "«rivalId» debe ser el rival del identificador";
  } else if (type === "settings") {
    if (id !== "settings:team") return "solo existe settings:team";
  } else if (type === "live") {
    if (
      !isObject(doc.setup) ||
      !isText(doc.setup.matchId, L.shortText) ||
      rest !== doc.setup.matchId
    )
      return "«setup.matchId» debe ser el partido del identificador";
  } else if (type === "liveevent") {
    if (
      !isText(doc.matchId, L.shortText) ||
      !isObject(doc.event) ||
      !isText(doc.event.id, L.shortText) ||
      rest !== doc.matchId + ":" + doc.event.id
    )
      return "«matchId» y «event.id» deben ser los del identificador";
  } else if (type === "account") {
    if (rest === "") return "el jugador es el del identificador";
  } else if (type === "guardian") {
    if (rest === "") return "la cuenta del familiar es la del identificador";
  } else if (type !== "insight") return "tipo de documento desconocido";
  var built = has(contract.built, type) ? contract.built[type] : null;
  if (built)
    for (var b in doc)
      if (has(doc, b) && b.charAt(0) !== "_" && built.indexOf(b) === -1)
        return "campo desconocido «" + b.slice(0, 40) + "»";
  // A record flagged deleted is no longer shown anywhere: only its identity matters.
  if (doc.deleted === true) return "";

  if (fields) {
    for (var name in fields) {
      if (!has(fields, name)) continue;
      var kind = KINDS[fields[name]];
      var value = doc[name];
      var required = fields[name] === "name" || fields[name] === "id";
      if (required || (value !== undefined && value !== null))
        if (!kind[0](value)) return "«" + name + "» debe ser " + kind[1];
    }
  } else if (type === "rivalnote") {
    if (!isText(doc.text, L.note)) return "«text» debe ser " + KINDS.note[1];
  } else if (type === "insight") {
    if (!isText(doc.text, L.insight)) return "«text» debe ser " + KINDS.insight[1];
    if (doc.meta !== undefined && doc.meta !== null && !isObject(doc.meta))
      return "«meta» debe ser un objeto";
  } else if (type === "account") {
    if (!KINDS.name[0](doc.user)) return "«user» debe ser " + KINDS.name[1];
  } else if (type === "guardian") {
    if (!KINDS.name[0](doc.name)) return "«name» debe ser " + KINDS.name[1];
    if (!KINDS.name[0](doc.relation)) return "«relation» debe ser " + KINDS.name[1];
    var kids = doc.players;
    var named = kids instanceof Array && kids.length > 0;
    for (var i = 0; named && i < kids.length; i++) named = KINDS.id[0](kids[i]);
    if (!named) return "«players» debe ser una lista de cuentas de jugadores, al menos una";
  }
  return "";
}
