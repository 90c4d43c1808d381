/** The toggle's words: a button that says what it will do (ASVS 2.1.12). */
export const toggleLabel = (shown: boolean) => (shown ? "Hide password" : "Show password");

/**
 * Shows or masks a password field's characters. What was typed and where the caret (or selection) was are kept, so
 * the owner carries on typing where they were.
 */
export function revealPassword(input: HTMLInputElement, shown: boolean): void {
  const { selectionStart, selectionEnd, selectionDirection } = input;
  input.type = shown ? "text" : "password";
  if (selectionStart !== null && selectionEnd !== null)
    input.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
}

/**
 * The server-rendered sign-in page's toggle (server/accounts/login-page.ts): hidden in its HTML, shown here, so a page
 * without this script has no button that does nothing. The field is masked again as the form is sent, so the
 * browser keeps the password as a password.
 */
export function enhancePasswordToggles(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-password-toggle]")) {
    const input = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!(input instanceof HTMLInputElement)) continue;
    const show = (shown: boolean) => {
      revealPassword(input, shown);
      button.textContent = toggleLabel(shown);
    };
    button.hidden = false;
    button.addEventListener("click", () => show(input.type === "password"));
    input.form?.addEventListener("submit", () => show(false));
  }
}
