// Types of doc-contract.js (plain ES5 JavaScript, so the server can run the same source).

/** What a field of a document must be (doc-contract.js says each in Spanish). */
export type DocKind =
  | "id"
  | "name"
  | "text"
  | "note"
  | "url"
  | "insight"
  | "integer"
  | "amount"
  | "number"
  | "flag"
  | "score"
  | "textMap"
  | "countOrMap"
  | "countOrText"
  | "list"
  | "object"
  | "any"
  /** Written again by every device from the matches, never sent: anything is taken. */
  | "derived";

/** A record's fields as its document must hold them: one entry per field (the compiler demands one). */
export type DocFields<T> = { [K in keyof T]-?: DocKind };

export type DocContract = {
  limits: { shortText: number; note: number; url: number; insight: number };
  maxDepth: number;
  fields: Record<string, Record<string, DocKind>>;
  built: Record<string, readonly string[]>;
};

export const CONTRACT_DEPTH: number;
export const BUILT_DOCS: Record<string, readonly string[]>;
/** Why the server refuses `doc` (Spanish), or '' when it takes it. */
export function docProblem(doc: Record<string, unknown>, contract: DocContract): string;
