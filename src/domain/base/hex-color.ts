// '#rrggbb' colours as colour inputs produce them. Its own module, free of zod, so screens that
// only show a rival's colours (the rivals list) do not load the form's validation library.
export const HEX = /^#[0-9a-f]{6}$/i;

/** A '#rrggbb' colour as colour inputs produce it (lowercase); any other text falls back. */
export function hexColorOr(value: unknown, fallback: string): string {
  return typeof value === "string" && HEX.test(value.trim())
    ? value.trim().toLowerCase()
    : fallback;
}
