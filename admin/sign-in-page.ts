import { enhancePasskeyButtons } from "./passkey";
import { enhancePasswordToggles } from "./password-toggle";

// The sign-in pages' only script (server/admin/login-page.ts), served before any session: the show-password
// toggle, and the passkey buttons where the page offers them.
enhancePasswordToggles();
enhancePasskeyButtons();
