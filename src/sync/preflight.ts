// Before a restore or a first connection sends anything: the documents the team's server would
// refuse, found with the server's own rule (domain/records/doc-contract.js), and the fixes the
// coach may take instead of keeping them on this device only. Pure.
import { isObject } from "../domain/base/guards";
import { teamContract, teamDocProblem } from "../domain/records/team-contract";
import { describeDoc } from "./conflicts";
import type { Body, LocalData } from "./documents";
import { recordCollections, toDocs } from "./documents";

/** A document the server would refuse: its id, how the coach knows it, and the rule's reason. */
export type Refused = { id: string; label: string; why: string };

/** Every document of `local` the server's rule refuses, in the order they would be sent. */
export function refusedDocs(local: LocalData): Refused[] {
  const out: Refused[] = [];
  for (const [id, body] of toDocs(local)) {
    const why = teamDocProblem(id, body);
    if (why) out.push({ id, label: describeDoc(id, body), why });
  }
  return out;
}

/** '3 registros que el servidor no aceptaría; el primero, «Jugador: Sergio»: «number» debe ser …'. */
export function refusedText(refused: readonly Refused[]): string {
  const first = refused[0];
  if (!first) return "";
  const n = refused.length === 1 ? "1 registro" : `${refused.length} registros`;
  return `${n} que el servidor del equipo no aceptaría; el primero, «${first.label}»: ${first.why}.`;
}

const pick = (record: Body, keys: Iterable<string>): Body => {
  const out: Body = {};
  for (const k of keys) if (k in record) out[k] = record[k];
  return out;
};

/**
 * One record made acceptable where that loses nothing the app shows: a whole-number field holding
 * a fraction is rounded (a shirt number 7.5 an earlier version kept), and a field the reader does
 * not know is dropped when it alone makes the server refuse the record (nested too deep, a text
 * past every limit, a name starting with '_').
 */
export function fixRecord(record: Body, type: string): Body {
  const fields = teamContract.fields[type] ?? {};
  const out: Body = { ...record };
  for (const [k, kind] of Object.entries(fields)) {
    const v = out[k];
    if (kind === "integer" && typeof v === "number" && Number.isFinite(v) && !Number.isInteger(v))
      out[k] = Math.max(0, Math.round(v));
  }
  const derived = new Set<string>(recordCollections.find((c) => c.type === type)?.derived ?? []);
  const known = Object.keys(fields).filter((k) => !derived.has(k));
  const problem = (keys: string[]) =>
    teamDocProblem(`${type}:${String(out.id)}`, { ...pick(out, keys), docType: type });
  if (problem(known)) return out;
  for (const k of Object.keys(out)) if (!(k in fields) && problem([...known, k])) delete out[k];
  return out;
}

/** `local` with every record the server refuses fixed where it can be (unchanged lists kept). */
export function fixLocal(local: LocalData): LocalData {
  const refused = new Set(refusedDocs(local).map((r) => r.id));
  const out = { ...local };
  for (const c of recordCollections) {
    const list = local[c.key];
    const isRefused = (r: unknown): r is Body =>
      isObject(r) && typeof r.id === "string" && refused.has(`${c.type}:${r.id}`);
    if (list.some(isRefused))
      out[c.key] = list.map((r) => (isRefused(r) ? fixRecord(r, c.type) : r));
  }
  return out;
}
