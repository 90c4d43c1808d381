import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { User } from "./users.ts";

export type AdminEnv = {
  Bindings: { incoming?: { socket?: { remoteAddress?: string; encrypted?: boolean } } };
  /**
   * Behind the session check: the signed-in account, its session's token and number, and when the session last
   * checked the second factor.
   */
  Variables: { user: User; session: string; sessionId: number; verifiedAt: number };
};

/**
 * The dashboard's cookies: HttpOnly, SameSite=Strict, for the whole site. Over HTTPS they are __Host- cookies, so
 * the browser takes them only from this exact host and Secure, and a sibling subdomain cannot plant or overwrite
 * them.
 */
export function cookieJar(c: Context<AdminEnv>, https: boolean) {
  const prefix = https ? ("host" as const) : undefined;
  const base = { prefix, path: "/", httpOnly: true, secure: https, sameSite: "Strict" as const };
  return {
    read: (name: string) => getCookie(c, name, prefix),
    write: (name: string, value: string, maxAgeS: number) =>
      setCookie(c, name, value, { ...base, maxAge: Math.floor(maxAgeS) }),
    clear: (name: string) => deleteCookie(c, name, base),
  };
}
