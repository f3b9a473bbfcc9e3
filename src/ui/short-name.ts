// How a player is named where room is short (tactics boards, the live pitch): the surname,
// 'Joaquín Ferrer' → 'Ferrer', with the shirt number beside it. The full name stays in the
// element's accessible name.

/** The name without its first word ('Sergio Ramos García' → 'Ramos García'); one word stays. */
export function boardName(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.length > 1 ? words.slice(1).join(" ") : name.trim();
}
