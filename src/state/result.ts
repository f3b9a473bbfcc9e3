import type { WriteResult } from "../storage/repository";

/** What every command returns: success (with a value) or a Spanish message to show. */
export type CommandResult<T = void> =
  | ({ ok: true } & (T extends void ? unknown : { value: T }))
  | {
      ok: false;
      message: string;
    };

export function failed(message: string): { ok: false; message: string } {
  return { ok: false, message };
}

export function fromWrite(r: WriteResult): { ok: true } | { ok: false; message: string } {
  return r.ok ? { ok: true } : { ok: false, message: r.message };
}
