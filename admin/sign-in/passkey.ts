import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";

// The sign-in pages' passkey buttons (server/accounts/login-page.ts), run by the sign-in script: the ceremony
// against /admin/login/passkey/* (server/accounts/sign-in.ts).

const post = async (path: string, body: unknown) => {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(typeof data.error === "string" ? data.error : "That did not work.");
  return data;
};

const showError = (message: string) => {
  const box = document.querySelector<HTMLElement>("[data-passkey-error]");
  if (!box) return;
  box.textContent = message;
  box.hidden = false;
};

async function run(button: HTMLButtonElement) {
  const action = button.dataset.passkey;
  const next = button.dataset.next ?? "/admin";
  button.disabled = true;
  try {
    if (action === "register") {
      const options = await post("/admin/login/passkey/options", { purpose: "register" });
      const response = await startRegistration({ optionsJSON: options as never });
      const done = await post("/admin/login/passkey/register", { response, next });
      window.location.assign(String(done.next));
    } else {
      const options = await post("/admin/login/passkey/options", { purpose: "sign-in" });
      const response = await startAuthentication({ optionsJSON: options as never });
      const done = await post("/admin/login/passkey/sign-in", { response, next });
      window.location.assign(String(done.next));
    }
  } catch (error) {
    showError(error instanceof Error && error.name !== "NotAllowedError" ? error.message : "The passkey was not used.");
  } finally {
    button.disabled = false;
  }
}

/** Shows the page's passkey buttons where the browser can use passkeys (hidden in the HTML until then). */
export function enhancePasskeyButtons(): void {
  if (!browserSupportsWebAuthn()) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-passkey]")) {
    button.hidden = false;
    button.addEventListener("click", () => void run(button));
  }
}
