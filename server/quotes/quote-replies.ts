import type { Context } from "hono";
import { formatBytes } from "../../shared/forms/photos.ts";
import type { CurrentBusiness } from "../config/config.ts";
import { isFormPost, isMultipart } from "../core/content-type.ts";
import { invalidQuotePage, messagePage } from "./form-pages.ts";

/**
 * How the quote route refuses a request, in the form of the request: anything an HTML <form> can
 * send gets pages a person can read; scripts keep getting JSON, and so does a form's own
 * upload asking for it (Accept), so the form can show the inbox's words.
 */

export type Status = 200 | 400 | 413 | 415 | 429 | 503;

export const fromBrowserForm = (c: Context) =>
  isFormPost(c) && !/^application\/json\b/i.test(c.req.header("accept") ?? "");

export interface ReplyOptions {
  business: CurrentBusiness;
  /** An HTML page answering a form post, with its own Content-Security-Policy. */
  page: (c: Context, body: string, status: Status) => Response;
  /** All of one quote's photos together may be this large. */
  maxPhotoBytes: number;
  /** The live site build's stylesheets, which the pages link. */
  stylesheets: () => readonly string[];
}

export function quoteReplies({ business, page, maxPhotoBytes, stylesheets }: ReplyOptions) {
  const photosTooLarge = `Please send fewer or smaller photos (at most ${formatBytes(maxPhotoBytes)} together).`;

  /** A refusal: `error` to a script, a page with `heading` and `explanation` to a form. */
  const refuse = (c: Context, status: Status, error: string, heading: string, explanation: string) =>
    fromBrowserForm(c)
      ? page(c, messagePage(heading, explanation, business.current(), undefined, stylesheets()), status)
      : c.json({ error }, status);

  return {
    refuse,

    tooLarge: (c: Context) =>
      isMultipart(c)
        ? refuse(c, 413, "The request is too large.", "Your photos are too large", photosTooLarge)
        : refuse(c, 413, "The request is too large.", "Your request is too long", "Please shorten your message."),

    /** The fields' problems: the form again with them marked, or `{ errors }` to a script. */
    invalid(c: Context, fields: Record<string, string> | undefined, errors: Record<string, string>, status: 400 | 413) {
      return fields && fromBrowserForm(c)
        ? page(
            c,
            invalidQuotePage(fields, errors, business.current(), {
              photos: isMultipart(c),
              stylesheets: stylesheets(),
            }),
            status,
          )
        : c.json({ errors }, status);
    },
  };
}

export type QuoteReplies = ReturnType<typeof quoteReplies>;
