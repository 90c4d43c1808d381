import { Hono, type Context } from "hono";
import type { CurrentBusiness } from "../config/config.ts";
import { formPageContentSecurityPolicy, page } from "../quotes/form-pages.ts";
import { markup } from "../core/html.ts";
import type { Logger } from "../core/log.ts";
import { REVIEW_OPT_OUT_PATH, type ReviewRequests } from "../quotes/review-request.ts";

/**
 * The review email's opt-out, public on the inbox. GET only shows a button: mail scanners
 * and link previews fetch every link in a message, and must not opt anyone out. POST does it: the button's form, or a
 * mail app's one-click unsubscribe (RFC 8058: it POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe address),
 * so the token travels in the query for both and no body is read. The token is all it takes: it names the address
 * only as a keyed hash, and only this server can make one.
 */
export function reviewOptOutRoutes(options: { reviews: ReviewRequests; business: CurrentBusiness; log: Logger }) {
  const { reviews, business, log } = options;
  const app = new Hono();
  const title = "Review requests";

  const answer = (c: Context, status: 200 | 400, body: ReturnType<typeof markup>) => {
    c.header("Content-Security-Policy", formPageContentSecurityPolicy);
    c.header("Cache-Control", "no-store");
    return c.html(page(title, business.current(), body), status);
  };
  const invalid = (c: Context) =>
    answer(
      c,
      400,
      markup`<h1>This link does not work</h1>
        <p>It may have been cut short when it was copied. Open it from the email again, or reply to that email and
          ask us not to send review requests.</p>`,
    );
  const done = (c: Context) =>
    answer(
      c,
      200,
      markup`<h1>You won't be asked again</h1>
        <p>${business.current().name} will not ask this email address for a review again. Thank you for letting us know.</p>`,
    );

  app.get("/", (c) => {
    const token = c.req.query("t") ?? "";
    const state = reviews.check(token);
    if (state === "invalid") return invalid(c);
    if (state === "opted-out") return done(c);
    return answer(
      c,
      200,
      markup`<h1>Stop review requests</h1>
        <p>Tap the button and ${business.current().name} will not ask this email address for a review again.</p>
        <form method="post" action="${REVIEW_OPT_OUT_PATH}?t=${token}">
          <button type="submit">Don't ask me for reviews</button>
        </form>`,
    );
  });

  app.post("/", (c) => {
    if (!reviews.optOut(c.req.query("t") ?? "")) return invalid(c);
    // No address and no token in the log: the point is that the address is not kept.
    log.info("review requests opted out");
    return done(c);
  });

  return app;
}
