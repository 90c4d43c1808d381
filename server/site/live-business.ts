import type { SiteEnv } from "../../config/env.ts";
import { businessOf, type Business } from "../config/config.ts";
import type { SiteContent } from "../../app/content/document.ts";
import { liveHours } from "./live-hours.ts";

/**
 * The business settings in effect, read at each use: lead emails, the pages answering form posts, the answer-by
 * clock, account notices, review requests, the dashboard's same-site check and the overdue reminders all ask
 * `current()` when they need a name, a phone, the site's address or the office hours, so they follow the live build.
 */
export interface CurrentBusiness {
  current(): Business;
}

/** Settings that never change: for a part used alone (a test, a command-line tool), with no builds going live. */
export function fixedBusiness(business: Business): CurrentBusiness {
  const frozen = Object.freeze({ ...business });
  return { current: () => frozen };
}

/**
 * The live build's business settings over the site's variables (SITE_URL, the defaults of the owner's settings):
 * each build that goes live, or a roll back to the repository's own, replaces the settings object whole. An object
 * handed out earlier is never changed, so a reader part-way through an email or a page keeps one consistent set.
 */
export class LiveBusiness implements CurrentBusiness {
  readonly #site: SiteEnv;
  #current: Business;

  constructor(site: SiteEnv) {
    this.#site = site;
    this.#current = Object.freeze(businessOf(site));
  }

  current(): Business {
    return this.#current;
  }

  /** What a build's going live (or undefined: the repository's own build) makes the settings. */
  goLive(live: { content: SiteContent } | undefined): void {
    const site = this.#site;
    this.#current = Object.freeze(
      live ? businessOf({ ...site, ...live.content.settings }, liveHours(live.content)) : businessOf(site),
    );
  }
}
