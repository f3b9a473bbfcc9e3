// A record the team's server refused and never had stays on this device, marked 'No compartido'
// with the server's reason (docs/sync.md). These rules say which field the reason names, for
// 'Corregir' to open the record's form on it.

export const NOT_SHARED = "No compartido";

/**
 * The field a server's reason names: the first «…» holding a field name (the rules say
 * "«number» debe ser un número entero no negativo"); undefined when it names none.
 */
export function refusedField(reason: string): string | undefined {
  for (const m of reason.matchAll(/«([^»]*)»/g)) {
    const name = m[1]!;
    if (/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/.test(name)) return name;
  }
  return undefined;
}

/** The ids of one record type that are not shared (`<type>:<id>` document ids) → the reason. */
export function notSharedOf(
  docType: string,
  marks: readonly { docId: string; reason: string }[],
): ReadonlyMap<string, string> {
  const prefix = `${docType}:`;
  return new Map(
    marks
      .filter((m) => m.docId.startsWith(prefix))
      .map((m) => [m.docId.slice(prefix.length), m.reason]),
  );
}
