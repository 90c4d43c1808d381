import { Hono, type Context } from "hono";
import type { QuoteStore } from "../quotes/db.ts";
import { createHeldSpam, HELD_SPAM_DAYS } from "../quotes/held-spam.ts";
import type { Logger } from "../core/log.ts";
import { photoResponse } from "../quotes/photo-store.ts";
import { reviewLinkOf, type ReviewRequests } from "../quotes/review-request.ts";
import type { AdminEnv } from "../accounts/cookies.ts";
import { exportFileName, leadsCsv } from "./lead-csv.ts";
import { ID_PATTERN, leadStatuses, NOTE_MAX, reviewRefusals, type LeadStatus } from "../../shared/leads/lead-fields.ts";
import { ownerText } from "../../shared/owner-text.ts";
import { parseCursor, parseFilter, stringFields, type FieldReader } from "./lead-filter.ts";
import type { LeadAnswer, HeldSpam } from "../../shared/api/leads.ts";
import type { Leads } from "./leads.ts";
import { jsonBody } from "../accounts/request.ts";
import { ownerOnly } from "../accounts/roles.ts";

/**
 * Staff are told this when they try to delete a lead. Deleting is the owner's, as the privacy erase is: it cannot be
 * undone, and it is how the business answers a person's request to forget them (docs/decisions/010-asvs-level-1.md).
 */
export const DELETE_OWNER_ONLY = "Only the owner can delete a lead.";

interface LeadRouteOptions {
  store: QuoteStore;
  leads: Leads;
  reviews: ReviewRequests;
  log: Logger;
}

type C = Context<AdminEnv>;

const LEAD = `/leads/:id{${ID_PATTERN}}`;

/**
 * /admin/api/leads, /admin/api/spam and /admin/api/photos: the leads list, search and export, one lead and its
 * workflow (status, notes, a call, a review request, deletion), the spam quarantine and the customers' photos.
 * Mounted behind the dashboard's session check; owner and staff alike,
 * but for deleting a lead, which is the owner's.
 */
export function leadRoutes(options: LeadRouteOptions) {
  const { store, leads, reviews, log } = options;
  const heldSpam = createHeldSpam(store.db);
  const app = new Hono<AdminEnv>();

  const id = (c: C) => Number(c.req.param("id"));
  const actor = (c: C) => c.get("user").email;
  const notFound = (c: C) => c.json({ error: "There is no such lead." }, 404);
  /** A lead as the API answers it: its detail, and where a review request stands. */
  const detail = (leadId: number): LeadAnswer | undefined => {
    const lead = leads.get(leadId);
    return lead && { ...lead, review: reviews.state(lead, reviewLinkOf(store.db)) };
  };

  // Search words (a customer's name, phone or email) never travel in a URL, which the browser's history, proxies
  // and access logs keep (ASVS 8.3.1): the list takes them in the body of a POST and refuses them in a query.
  const list = (c: C) => {
    if (c.req.query("q") !== undefined)
      return c.json({ error: "Send search words in the body of POST /admin/api/leads/search, never in the URL." }, 400);
    return c.json(leads.list(parseFilter(fromQuery(c)), parseCursor(fromQuery(c))));
  };

  const search = async (c: C) => {
    const body = await jsonBody(c);
    if (!body)
      return c.json(
        { error: 'Send {"q": the search words, and any of status, service, urgency, from, to, before, after}.' },
        400,
      );
    return c.json(leads.list(parseFilter(stringFields(body)), parseCursor(stringFields(body))));
  };

  // A download, so the dashboard asks for it with a plain form post: the filter and any search words in its body.
  const exportCsv = async (c: C) => {
    const form = await formBody(c);
    if (!form) return c.json({ error: "Send the filter as a form post (application/x-www-form-urlencoded)." }, 400);
    const filter = parseFilter((name) => form.get(name) ?? undefined);
    log.info("leads exported", { user: actor(c) });
    return c.body(leadsCsv(leads.export(filter)), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(new Date())}"`,
    });
  };

  const show = (c: C) => {
    const lead = detail(id(c));
    return lead ? c.json(lead) : notFound(c);
  };

  const setStatus = async (c: C) => {
    const status = (await jsonBody(c))?.status;
    if (typeof status !== "string" || !leadStatuses.includes(status as LeadStatus))
      return c.json({ error: `Send {"status": one of ${leadStatuses.join(", ")}}.` }, 400);
    if (!leads.setStatus(id(c), status as LeadStatus, actor(c))) return notFound(c);
    return c.json(detail(id(c)));
  };

  const addNote = async (c: C) => {
    const typed = (await jsonBody(c))?.text;
    // The owner's text rule, as for the site's words: lines kept, invisible characters removed.
    const text = typeof typed === "string" ? ownerText(typed, "lines").trim() : "";
    if (!text || text.length > NOTE_MAX)
      return c.json({ error: `Send {"text": a note of 1 to ${NOTE_MAX} characters}.` }, 400);
    if (!leads.addNote(id(c), text, actor(c))) return notFound(c);
    return c.json(detail(id(c)), 201);
  };

  // A "called" tap on the lead's phone number (admin/leads/call-tap.ts): it answers the lead.
  const recordCall = (c: C) => (leads.recordCall(id(c), actor(c)) ? c.body(null, 204) : notFound(c));

  // Once per lead, never for a customer who said no.
  const requestReview = (c: C) => {
    const outcome = reviews.request(id(c), actor(c), reviewLinkOf(store.db));
    if (!outcome.ok)
      return outcome.reason === "not-found" ? notFound(c) : c.json({ error: reviewRefusals[outcome.reason] }, 409);
    log.info("review requested", { lead: id(c), user: actor(c) });
    return c.json(detail(id(c)), 201);
  };

  const remove = (c: C) => {
    if (!leads.delete(id(c))) return notFound(c);
    // The id only: the point of the request is that the person's details are kept nowhere, logs included.
    log.info("lead deleted", { lead: id(c), user: actor(c) });
    return c.body(null, 204);
  };

  const release = (c: C) => {
    if (!leads.release(id(c), actor(c))) return c.json({ error: "That quote is not in spam quarantine." }, 404);
    log.info("quote released from quarantine", { lead: id(c), user: actor(c) });
    return c.json(detail(id(c)));
  };

  app.get("/leads", list);
  app.post("/leads/search", search);
  app.post("/leads/export", exportCsv);
  app.get(LEAD, show);
  app.post(`${LEAD}/status`, setStatus);
  app.post(`${LEAD}/notes`, addNote);
  app.post(`${LEAD}/called`, recordCall);
  app.post(`${LEAD}/review`, requestReview);
  app.delete(LEAD, ownerOnly(DELETE_OWNER_ONLY), remove);
  app.get("/spam", (c) => c.json(leads.quarantine(parseCursor(fromQuery(c)))));
  // The leads list's line about quotes held as spam.
  app.get("/spam/held", (c) => c.json({ count: heldSpam.count(), days: HELD_SPAM_DAYS } satisfies HeldSpam));
  app.post(`/spam/:id{${ID_PATTERN}}/release`, release);
  // Customers' photos: only ever behind the session check (401 without one).
  app.get("/photos/:photo", (c) => photoResponse(store.photos, c.req.param("photo")));
  return app;
}

const fromQuery =
  (c: C): FieldReader =>
  (name) =>
    c.req.query(name);

/** The fields of a form post (the export's download), or undefined for any other body. */
const formBody = async (c: C): Promise<URLSearchParams | undefined> =>
  /^application\/x-www-form-urlencoded\b/i.test(c.req.header("content-type") ?? "")
    ? new URLSearchParams(await c.req.text())
    : undefined;
