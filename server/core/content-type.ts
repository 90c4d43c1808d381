import type { Context } from "hono";

/**
 * What a request's body is, by its Content-Type: one place for these patterns, which the app's error pages
 * and the quote route both read.
 */
const is = (pattern: RegExp) => (c: Context) => pattern.test(c.req.header("content-type") ?? "");

/** A body an HTML <form> can send: a person's browser posted it, so it is answered with a page. */
export const isFormPost = is(/^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i);
export const isMultipart = is(/^multipart\/form-data\b/i);
export const isUrlencoded = is(/^application\/x-www-form-urlencoded\b/i);
export const isJson = is(/^application\/json\b/i);
