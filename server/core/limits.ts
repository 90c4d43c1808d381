/**
 * Sizes the inbox holds to, each written once. The form posts and the dashboard's API share the body limit: a
 * quote or a note is text a person typed, never more than this.
 */
export const MAX_BODY_BYTES = 16 * 1024;

/** Above this many bytes of photos in all, a lead email lists them instead of attaching them. */
export const DEFAULT_ATTACH_MAX_BYTES = 15 * 1024 * 1024;
