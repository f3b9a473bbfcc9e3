// 'Sin responder' out of the app: through the phone's share sheet (Web Share) when the browser
// has one, so the coach picks the team chat; else copied, to paste there.

/** What the browser offers (navigator's share and clipboard, either may be missing). */
export type ShareTarget = {
  share?: (data: { text: string }) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
};

/** 'shared', 'copied', 'cancelled' (the coach closed the share sheet) or 'failed'. */
export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

export const canShare = (nav: ShareTarget | undefined): boolean => typeof nav?.share === "function";

/** Shares `text` when the browser can, else copies it. */
export async function shareOrCopy(
  text: string,
  nav: ShareTarget | undefined,
): Promise<ShareOutcome> {
  if (nav && canShare(nav)) {
    try {
      await nav.share!({ text });
      return "shared";
    } catch (e) {
      // Closing the share sheet rejects with an AbortError: nothing went wrong.
      return (e as { name?: unknown } | null)?.name === "AbortError" ? "cancelled" : "failed";
    }
  }
  try {
    if (!nav?.clipboard) return "failed";
    await nav.clipboard.writeText(text);
    return "copied";
  } catch {
    return "failed";
  }
}

/** What the screen says after it (nothing after a share or a cancel: the sheet said it all). */
export const shareMessages: Record<ShareOutcome, string> = {
  shared: "",
  cancelled: "",
  copied: "Lista copiada: pégala en el chat del equipo.",
  failed: "El navegador no dejó compartir ni copiar. Selecciona la lista y cópiala a mano.",
};
