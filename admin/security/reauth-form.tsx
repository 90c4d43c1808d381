import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button } from "../../app/components/ui/button";
import type { AccountIntent, AccountResult } from "./account-actions";
import { FormError } from "../ui/form-error";
import { PasswordField } from "../ui/password-field";

/**
 * A change to how the account signs in, which asks for the current password in the same request
 * (server/accounts/account.ts): the change's own fields, the password, and its button. Focus moves into it as it opens.
 */
export function ReauthForm({
  fetcher,
  intent,
  submit,
  working,
  onCancel,
  children,
}: {
  fetcher: FetcherWithComponents<AccountResult>;
  intent: AccountIntent;
  submit: string;
  working: string;
  onCancel: () => void;
  children?: React.ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector<HTMLInputElement>("input:not([type=hidden])")?.focus(), []);
  const result = fetcher.data?.intent === intent ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" ref={form} className="mt-3 space-y-3 rounded-xl bg-navy-50 p-4">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <PasswordField
        label="Your current password"
        name="password"
        autoComplete="current-password"
        error={!busy && result?.field === "password" ? result.error : undefined}
      />
      <FormError message={!busy && result?.error && result.field !== "password" ? result.error : undefined} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? working : submit}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </fetcher.Form>
  );
}
