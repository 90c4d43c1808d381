/**
 * Sizes the inbox holds to, each written once. The form posts and the dashboard's API share the body limit: a
 * quote or a note is text a person typed, never more than this.
 */
export const MAX_BODY_BYTES = 16 * 1024;

/** Above this many bytes of photos in all, a lead email lists them instead of attaching them. */
export const DEFAULT_ATTACH_MAX_BYTES = 15 * 1024 * 1024;

/**
 * Default least time from starting to fill a form in to submitting it: scripts post at once, people take longer. A
 * practised thumb with a phone's autofill sends the home form 1.7 s after its first tap at the fastest (`npm run
 * bench:autofill`), so the floor sits 40% below that; docs/decisions/004-lead-delivery.md has the figures.
 * QUOTE_MIN_FILL_MS overrides it.
 */
export const DEFAULT_MIN_FILL_MS = 1000;

export const MIB = 1024 * 1024;
export const GIB = 1024 * MIB;

/** DISK_WARN_FREE_BYTES and DISK_REFUSE_FREE_BYTES: the owner is warned below one, refused below the other. */
export interface DiskThresholds {
  warnBytes: number;
  refuseBytes: number;
}

/** A month of a busy owner's photos and builds fits in the warning's 2 GiB; the refusal keeps 512 MiB for quotes. */
export const DEFAULT_DISK_THRESHOLDS: DiskThresholds = { warnBytes: 2 * GIB, refuseBytes: 512 * MIB };
