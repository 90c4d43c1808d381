import { markup } from "../html.ts";

export type LoginNotice = "wrong" | "throttled" | "expired" | "signed-out" | "required";

const notices: Record<LoginNotice, { text: (wait: number) => string; error: boolean }> = {
  wrong: { text: () => "That email and password do not match an account. Check both and try again.", error: true },
  throttled: {
    text: (wait) =>
      `Too many attempts. Wait ${wait < 60 ? `${wait} seconds` : `${Math.ceil(wait / 60)} minutes`}, then try again.`,
    error: true,
  },
  expired: { text: () => "Your session has ended. Sign in again to carry on.", error: false },
  "signed-out": { text: () => "You have signed out.", error: false },
  required: { text: () => "Sign in to see your leads.", error: false },
};

const control =
  "mt-1.5 block w-full rounded-xl border border-navy-200 bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-navy-600";

/**
 * The sign-in page, rendered by the server with no script at all: it works before any JavaScript and its
 * Content-Security-Policy can forbid scripts outright. The email is kept after a failure, the password never.
 */
export function loginPage(options: {
  businessName: string;
  stylesheets: string[];
  next: string;
  email?: string;
  notice?: LoginNotice;
  wait?: number;
}): string {
  const notice = options.notice ? notices[options.notice] : undefined;
  return markup`<!DOCTYPE html>
<html lang="en-NZ">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Sign in · Leads · ${options.businessName}</title>
    ${options.stylesheets.map((href) => markup`<link rel="stylesheet" href="${href}" />`)}
  </head>
  <body class="min-h-dvh bg-navy-50">
    <main class="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-4 py-10">
      <p class="text-sm font-semibold tracking-wide text-muted uppercase">${options.businessName}</p>
      <h1 class="mt-1 text-3xl font-extrabold text-navy-900">Sign in to your leads</h1>
      ${
        notice
          ? markup`<p
              role="${notice.error ? "alert" : "status"}"
              class="${notice.error ? "border-red-700 bg-red-50 text-red-800" : "border-water-600 bg-water-50 text-water-700"} mt-6 rounded-xl border-l-4 px-4 py-3 font-medium"
            >${notice.text(options.wait ?? 0)}</p>`
          : ""
      }
      <form method="post" action="/admin/login" class="mt-6 space-y-5 rounded-card bg-white p-6 shadow-card">
        <input type="hidden" name="next" value="${options.next}" />
        <div>
          <label for="email" class="font-semibold text-navy-900">Email</label>
          <input id="email" name="email" type="email" autocomplete="username" required
            value="${options.email ?? ""}" class="${control}" />
        </div>
        <div>
          <label for="password" class="font-semibold text-navy-900">Password</label>
          <input id="password" name="password" type="password" autocomplete="current-password" required
            class="${control}" />
        </div>
        <button type="submit"
          class="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-signal-700 px-5 py-2.5 text-base font-semibold text-white shadow-sm hover:bg-signal-800">
          Sign in
        </button>
      </form>
      <p class="mt-6 text-sm text-muted">
        Forgotten your password? Whoever runs the server can set a new one with
        <code class="rounded bg-white px-1">npm run admin -- reset-password</code>.
      </p>
    </main>
  </body>
</html>`.value;
}
