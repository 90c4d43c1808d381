import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../app/components/ui/button";
import { useToast } from "../../app/components/ui/toast";
import { noticeWords, type AccountResult } from "./account-actions";
import { FormError } from "../ui/form-error";
import { PasswordField } from "../ui/password-field";
import { StrengthMeter } from "./strength-meter";
import { PASSWORD_MIN } from "../../shared/accounts/password-rules";

/** The owner's own password change (ASVS 2.1.5, 2.1.6): the current one, then the new one twice, with its strength. */
export function ChangePassword({ email, businessName }: { email: string; businessName: string }) {
  const fetcher = useFetcher<AccountResult>();
  const form = useRef<HTMLFormElement>(null);
  const [typed, setTyped] = useState("");
  const toast = useToast();
  const busy = fetcher.state !== "idle";
  const result = !busy && fetcher.data?.intent === "password" ? fetcher.data : undefined;
  // A change just made empties the meter with the form (state adjusted while rendering, not in an effect).
  const [changed, setChanged] = useState<AccountResult>();
  if (result?.done && result !== changed) {
    setChanged(result);
    setTyped("");
  }
  useEffect(() => {
    if (!result?.done) return;
    form.current?.reset();
    toast({
      title: "Password changed",
      description: `Every other device is signed out. ${noticeWords(result.notice, email)}`.trim(),
    });
  }, [result, email, toast]);
  const fieldError = (field: string) => (result?.field === field ? result.error : undefined);
  return (
    <fetcher.Form method="post" ref={form} className="mt-3 space-y-4">
      <input type="hidden" name="intent" value="password" />
      <PasswordField
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        error={fieldError("currentPassword")}
      />
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        describedBy="strength-words"
        error={fieldError("newPassword")}
        onValue={setTyped}
      />
      <StrengthMeter id="strength-words" password={typed} email={email} businessName={businessName} />
      <PasswordField
        label="New password again"
        name="confirmPassword"
        autoComplete="new-password"
        error={fieldError("confirmPassword")}
      />
      <p className="text-sm text-muted">
        At least {PASSWORD_MIN} characters; a few unrelated words are easy to remember and hard to guess. Changing it
        signs out every other device.
      </p>
      <FormError message={result?.error && !result.field ? result.error : undefined} />
      <Button type="submit" disabled={busy}>
        {busy ? "Changing…" : "Change password"}
      </Button>
    </fetcher.Form>
  );
}
