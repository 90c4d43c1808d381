import { enhanceCopyButtons } from "./ui/copy-text";
import { enhancePasskeyButtons } from "./sign-in/passkey";
import { enhancePasswordToggles } from "./ui/password-toggle";

// The sign-in pages' only script (server/accounts/login-page.ts), served before any session: the show-password
// toggle, the passkey buttons where the page offers them, and the recovery codes' Copy button.
enhancePasswordToggles();
enhancePasskeyButtons();
enhanceCopyButtons();
