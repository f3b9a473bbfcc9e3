// Copying a text for the coach to paste elsewhere (an address, an invitation, the call-up list),
// and what the screen says after: the browser may refuse the clipboard (no permission, no
// secure context), and then the coach is told how to get the text by hand.

/** A one-line message a card shows after an action. */
export type Notice = { tone: "success" | "error"; text: string };

/** Copies `text`; resolves to `copied` as a success, or to `failed` when the browser refused. */
export async function copyText(text: string, copied: string, failed: string): Promise<Notice> {
  try {
    await navigator.clipboard.writeText(text);
    return { tone: "success", text: copied };
  } catch {
    return { tone: "error", text: failed };
  }
}
