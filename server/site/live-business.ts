import type { SiteEnv } from "../../config/env.ts";
import { businessOf, type Business, type CurrentBusiness } from "../config/config.ts";
import type { SiteContent } from "../../app/content/document.ts";
import { liveHours } from "./live-hours.ts";

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
