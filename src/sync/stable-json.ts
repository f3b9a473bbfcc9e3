// A stable JSON text of any value (keys sorted, so equal data gives equal text), safe at any
// depth, and the checks and hashes built on it. Pure.
import { isObject } from "../domain/base/guards";

/** Keys of an object that JSON keeps (not undefined), sorted. */
const jsonKeys = (value: Record<string, unknown>) =>
  Object.keys(value)
    .filter((k) => value[k] !== undefined)
    .sort();

/** Nesting that the recursive writer handles; anything deeper is written by a loop. */
const RECURSION_DEPTH = 100;

/**
 * JSON with object keys sorted: equal data gives equal text whatever the key order. Any depth:
 * a document from the server may nest thousands of levels, and a stack overflow here would stop
 * every sync pass.
 */
export function stableJson(value: unknown): string {
  return writeStable(value, 0);
}

function writeStable(value: unknown, depth: number): string {
  if (depth >= RECURSION_DEPTH) return writeStableLoop(value);
  if (Array.isArray(value)) return `[${value.map((v) => writeStable(v, depth + 1)).join(",")}]`;
  if (isObject(value)) {
    const keys = jsonKeys(value);
    return `{${keys.map((k) => `${JSON.stringify(k)}:${writeStable(value[k], depth + 1)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** The same text as `writeStable`, with an explicit stack instead of the call stack. */
function writeStableLoop(root: unknown): string {
  const out: string[] = [];
  // Each task is a value still to write or a piece of text (brackets, commas, keys).
  const tasks: ({ text: string } | { value: unknown })[] = [{ value: root }];
  for (let task = tasks.pop(); task; task = tasks.pop()) {
    if ("text" in task) {
      out.push(task.text);
      continue;
    }
    const value = task.value;
    if (Array.isArray(value)) {
      tasks.push({ text: "]" });
      for (let i = value.length - 1; i >= 0; i--) {
        tasks.push({ value: value[i] });
        if (i > 0) tasks.push({ text: "," });
      }
      tasks.push({ text: "[" });
    } else if (isObject(value)) {
      const keys = jsonKeys(value);
      tasks.push({ text: "}" });
      for (let i = keys.length - 1; i >= 0; i--) {
        tasks.push({ value: value[keys[i]!] });
        tasks.push({ text: `${i > 0 ? "," : ""}${JSON.stringify(keys[i])}:` });
      }
      tasks.push({ text: "{" });
    } else out.push(JSON.stringify(value) ?? "null");
  }
  return out.join("");
}

/**
 * Deepest nesting of objects and lists in a document the app reads. The app's own documents
 * nest 5 levels at most (a live header's formation roles); the room above is for fields of
 * newer versions.
 */
export const MAX_DOC_DEPTH = 32;

/** Whether `value` nests objects or lists deeper than `max` levels (a loop: any depth is safe). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [v, depth] = item;
    if (typeof v !== "object" || v === null) continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/** FNV-1a of a text, base 36: a stable, short id for records that have none (notes, insights). */
export function textHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
