import { enhanceCopyButtons } from "./copy-text";
import { enhancePasskeyButtons } from "./passkey";
import { enhancePasswordToggles } from "./password-toggle";

// The sign-in pages' only script (server/accounts/login-page.ts), served before any session: the show-password
// toggle, the passkey buttons where the page offers them, and the recovery codes' Copy button.
enhancePasswordToggles();
enhancePasskeyButtons();
enhanceCopyButtons();
