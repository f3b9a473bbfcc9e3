// Entity ids: random UUIDs (spec 3: match plans use a random UUID; players a unique id).

function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  const c = globalThis.crypto;
  if (c && typeof c.getRandomValues === "function") c.getRandomValues(values);
  else for (let i = 0; i < bytes; i++) values[i] = Math.floor(Math.random() * 256);
  return Array.from(values, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A new unique id: `crypto.randomUUID()` where available; otherwise (e.g. an insecure http
 * origin, where randomUUID is missing) 32 random hex digits.
 */
export function newId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === "function") return c.randomUUID();
  return randomHex(16);
}
