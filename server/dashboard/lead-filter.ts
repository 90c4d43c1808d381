/**
 * The lead list's filter: read from the query string, or from a request's body when it holds search words (which
 * never travel in a URL, docs/decisions/010-asvs-level-1.md 8.3.1), and turned into SQL with every value bound.
 */
import type { SQLInputValue } from "node:sqlite";
import {
  emergencyCondition,
  isId,
  openStatuses,
  SEARCH_MAX,
  serviceGroups,
  sourceFilters,
  statusFilters,
  urgencyFilters,
} from "../../shared/leads/lead-fields.ts";
import { nationalDigits } from "../quotes/lead.ts";
import { addDays, isDateString, startOfDay } from "../core/time.ts";

export interface LeadFilter {
  /** Part of a name, email, suburb or phone number. */
  q: string;
  status: string;
  /** A service as both forms store it (serviceGroups, lead-fields.ts). */
  service: string;
  urgency: string;
  /** Auckland calendar days, inclusive. */
  from: string;
  to: string;
  /** Where the visit came from: a source key, as the overview counts them. */
  source: string;
}

/** One field of the request by name (a query parameter, or a string in a body); undefined when absent. */
export type FieldReader = (name: string) => string | undefined;

/** A JSON body's fields: a string is read as it is; anything else counts as absent. */
export const stringFields =
  (body: Record<string, unknown>): FieldReader =>
  (name) =>
    typeof body[name] === "string" ? body[name] : undefined;

/** Where a page of the list starts: before or after a lead's id (the last or first one shown). */
export function parseCursor(read: FieldReader): { before?: number; after?: number } {
  const id = (name: string) => {
    const value = read(name);
    return value && isId(value) ? Number(value) : undefined;
  };
  return { before: id("before"), after: id("after") };
}

const pick = (value: string | undefined, allowed: readonly { value: string }[]) =>
  allowed.some((o) => o.value === value) ? value! : "";

/** Reads the list's fields; anything unknown or malformed is ignored rather than trusted. */
export function parseFilter(read: FieldReader): LeadFilter {
  const date = (value: string | undefined) => (value && isDateString(value) ? value : "");
  const service = read("service");
  return {
    // Control characters (a NUL ends a SQLite pattern early) are never part of a name, phone or suburb.
    q: (read("q") ?? "")
      .replace(/\p{Cc}/gu, "")
      .trim()
      .slice(0, SEARCH_MAX),
    status: pick(read("status"), statusFilters),
    service: serviceGroups.some((g) => g.key === service) ? service! : "",
    urgency: pick(read("urgency"), urgencyFilters),
    from: date(read("from")),
    to: date(read("to")),
    source: pick(read("source"), sourceFilters),
  };
}

const placeholders = (values: readonly unknown[]) => values.map(() => "?").join(", ");
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** An FTS5 string: the whole input is one phrase, whatever quotes or operators it holds. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;
const looksLikePhone = (text: string) => /^[\d\s+()\-.]+$/.test(text) && nationalDigits(text).length >= 3;
// The shortest text the trigram index can find; shorter searches read the rows instead.
const TRIGRAM = 3;

export interface Where {
  sql: string;
  params: SQLInputValue[];
  /** An FTS5 query for quotes_search, when the search text is long enough for the trigram index. */
  match?: string;
}

/** SQL for a filter over non-quarantined quotes. Every value is a bound parameter; no input is spliced in. */
export function leadWhere(filter: LeadFilter): Where {
  const clauses = ["spam = 0"];
  const params: SQLInputValue[] = [];
  if (filter.status === "") clauses.push("status != 'spam'");
  else if (filter.status === "open") {
    clauses.push(`status IN (${placeholders(openStatuses)})`);
    params.push(...openStatuses);
  } else {
    clauses.push("status = ?");
    params.push(filter.status);
  }
  if (filter.service) {
    clauses.push("service = ?");
    params.push(filter.service);
  }
  if (filter.urgency === "emergency") {
    clauses.push(emergencyCondition.sql);
    params.push(...emergencyCondition.params);
  } else if (filter.urgency) {
    clauses.push("urgency = ?");
    params.push(filter.urgency === "none" ? "" : filter.urgency);
  }
  if (filter.source) {
    clauses.push("source = ?");
    params.push(filter.source);
  }
  // Each date bound also bounds the ids (the least or greatest id received on its side, read from the date
  // index), so walking ids down starts and stops near the range instead of crossing the whole table to it.
  if (filter.from) {
    const from = startOfDay(filter.from).toISOString();
    clauses.push(
      "received_at >= ?",
      "id >= (SELECT MIN(id) FROM quotes INDEXED BY quotes_received_at WHERE received_at >= ?)",
    );
    params.push(from, from);
  }
  if (filter.to) {
    const to = startOfDay(addDays(filter.to, 1)).toISOString();
    clauses.push(
      "received_at < ?",
      "id <= (SELECT MAX(id) FROM quotes INDEXED BY quotes_received_at WHERE received_at < ?)",
    );
    params.push(to, to);
  }
  const q = filter.q;
  const phone = looksLikePhone(q) ? nationalDigits(q) : "";
  let match: string | undefined;
  if (phone.length >= TRIGRAM || (!phone && q.length >= TRIGRAM))
    match = phone ? `{phone} : ${phrase(phone)}` : `{name email location} : ${phrase(q)}`;
  else if (q) {
    const like = `%${likeEscape(q)}%`;
    clauses.push("(name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR location LIKE ? ESCAPE '\\')");
    params.push(like, like, like);
  }
  return { sql: clauses.join(" AND "), params, match };
}
