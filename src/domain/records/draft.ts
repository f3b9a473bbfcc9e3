// A form's draft (keys `draft:<form>`, ours): what the coach typed, kept as he types. The values
// are the form's own business (its `parse` reads them); this reads the envelope around them.

export type StoredDraft<T> = { values: T; savedAt: string };

/** The envelope of a stored draft, or undefined when it holds no values. */
export function readStoredDraft(
  value: unknown,
): { value: StoredDraft<unknown>; repaired: boolean } | undefined {
  if (!value || typeof value !== "object" || !("values" in value)) return undefined;
  const savedAt = (value as { savedAt?: unknown }).savedAt;
  return {
    value: {
      values: (value as { values: unknown }).values,
      savedAt: typeof savedAt === "string" ? savedAt : "",
    },
    repaired: savedAt !== undefined && typeof savedAt !== "string",
  };
}
