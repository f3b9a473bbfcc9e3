// Document prints: a short fingerprint of each document's body, the agreement between the lists
// and the database made of them, and what changed since it. Pure.
import { isObject } from "../domain/base/guards";
import type { Body, DocMap } from "./documents";
import { stableJson } from "./stable-json";

export type DocChanges = {
  /** New or changed documents (their full new body). */
  put: [string, Body][];
  /** Documents whose record is gone: written as `deleted: true`, never removed. */
  remove: string[];
};

/**
 * A document body's fingerprint: 53 bits of hash (cyrb53) of its stable JSON, plus that text's
 * length, base 36. Equal data gives equal prints; different data gives different prints but
 * with a chance of about 2^-53.
 */
export function bodyPrint(body: Body): string {
  const text = stableJson(body);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return `${text.length.toString(36)}.${hash.toString(36)}`;
}

/** Document id -> the print of its body: what the lists and the database last agreed on. */
export type Prints = Map<string, string>;

export function printDocs(docs: DocMap): Prints {
  const out: Prints = new Map();
  for (const [id, body] of docs) out.set(id, bodyPrint(body));
  return out;
}

/**
 * What changed in the documents since `before` (bodies compared as data, key order aside), and
 * the prints of `after`, the next agreement once the changes are written.
 */
export function diffDocs(before: Prints, after: DocMap): DocChanges & { prints: Prints } {
  const put: [string, Body][] = [];
  const remove: string[] = [];
  const prints: Prints = new Map();
  for (const [id, body] of after) {
    const print = bodyPrint(body);
    prints.set(id, print);
    if (before.get(id) !== print) put.push([id, body]);
  }
  for (const id of before.keys()) if (!after.has(id)) remove.push(id);
  return { put, remove, prints };
}

/** The stored agreement (`{version: 1, prints: {id: print}}`), or undefined if unreadable. */
export function readPrints(value: unknown): Prints | undefined {
  if (!isObject(value) || value.version !== 1 || !isObject(value.prints)) return undefined;
  const out: Prints = new Map();
  for (const [id, print] of Object.entries(value.prints))
    if (typeof print === "string") out.set(id, print);
  return out;
}

export function storedPrints(prints: Prints): { version: 1; prints: Record<string, string> } {
  return { version: 1, prints: Object.fromEntries(prints) };
}

/**
 * Where a device starts comparing from when sharing starts (a page load): the agreement it
 * stored, so documents pulled but not yet written to the lists (the page closed in between) are
 * new to the lists, never records the lists deleted. Without a stored agreement (a database
 * written by an older version) only the documents the lists still hold are compared with the
 * database: a record missing from the lists is pulled back into them, never deleted.
 */
export function startingPrints(saved: Prints | undefined, active: DocMap, local: DocMap): Prints {
  if (saved) return saved;
  const out: Prints = new Map();
  for (const [id, body] of active) if (local.has(id)) out.set(id, bodyPrint(body));
  return out;
}
