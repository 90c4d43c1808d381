/** Whether this browser lets a page write to the clipboard (a secure context: https, or localhost). */
export const canCopy = (): boolean => typeof navigator !== "undefined" && Boolean(navigator.clipboard?.writeText);

/** Puts `text` on the clipboard: the words to show and announce, "Copied" or what to do instead. */
export async function copyText(text: string): Promise<string> {
  try {
    await navigator.clipboard.writeText(text);
    return "Copied";
  } catch {
    return "Could not copy here: select the codes and copy them, or download them.";
  }
}

/**
 * Says `words` in a polite live region (role="status", present from the start): emptied first, so the same words
 * said twice, as after a second Copy, are read out again.
 */
function announce(region: HTMLElement, words: string): void {
  region.textContent = "";
  window.setTimeout(() => (region.textContent = words), 100);
}

/**
 * The sign-in page's Copy buttons (server/accounts/login-page.ts): hidden in its HTML, shown here where the clipboard
 * can be written, so a page without this script, or a browser that cannot copy, has no button that does nothing.
 * A button copies its `data-copy` text and says so in the element named by its `data-copy-status`.
 */
export function enhanceCopyButtons(): void {
  if (!canCopy()) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-copy]")) {
    const status = document.getElementById(button.dataset.copyStatus ?? "");
    if (!status) continue;
    button.hidden = false;
    button.addEventListener("click", async () => announce(status, await copyText(button.dataset.copy ?? "")));
  }
}
