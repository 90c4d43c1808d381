import type { DatabaseSync } from "node:sqlite";
import { LIST_PAGE_SIZE } from "../../shared/leads/lead-fields.ts";
import type { Where } from "./lead-filter.ts";
import type { LeadPage } from "../../shared/api/leads.ts";

/** Up to this many matches, reading them through an index and sorting beats walking the table by id. */
const FEW_MATCHES = 2000;

/** Before this, after that, or (neither) the newest: where a page of the list starts. */
export type Cursor = { before?: number; after?: number };

/**
 * One page of rows matching `where`, newest first by id (ids grow in arrival order), with the total and the
 * cursors of the pages around it. How many rows match decides how they are read, so each way stays fast at
 * 100,000 leads whatever statistics SQLite has or lacks:
 * - many: walk ids down until the page is full (NOT INDEXED, or SQLite may sort the whole match first), and
 *   count on the covering filter index, checking search matches as a set;
 * - few: fetch them through an index (a search's by id) and sort what little there is.
 */
export function pageReader(db: DatabaseSync) {
  db.exec("CREATE TEMP TABLE IF NOT EXISTS search_hits (id INTEGER PRIMARY KEY)");
  const gatherHits = db.prepare(
    "INSERT INTO temp.search_hits SELECT rowid FROM quotes_search WHERE quotes_search MATCH ?",
  );

  return function page<T>(
    where: Where,
    columns: string,
    map: (row: never) => T & { id: number },
    cursor: Cursor,
  ): LeadPage<T> {
    const { match, params } = where;
    // A search's matches are gathered once into a temporary table that every query below reads, rather than
    // asking the search index again for each (a search matching every lead would cost four times as much).
    db.exec("DELETE FROM temp.search_hits");
    const matches = match ? Number(gatherHits.run(match).changes) : 0;
    const dense = !match || matches > FEW_MATCHES;
    const sql = match ? `${where.sql} AND ${dense ? "+id" : "id"} IN (SELECT id FROM temp.search_hits)` : where.sql;
    const total = Number(
      (
        db.prepare(`SELECT COUNT(*) AS n FROM quotes ${dense ? "" : "NOT INDEXED"} WHERE ${sql}`).get(...params) as {
          n: number;
        }
      ).n,
    );
    const from = !dense || total > FEW_MATCHES ? "quotes NOT INDEXED" : "quotes";
    const run = (bound: string, order: "ASC" | "DESC", values: number[]) =>
      (
        db
          .prepare(`SELECT ${columns} FROM ${from} WHERE ${sql} ${bound} ORDER BY id ${order} LIMIT ?`)
          .all(...params, ...values, LIST_PAGE_SIZE) as never[]
      ).map(map);
    const rows =
      cursor.after !== undefined
        ? run("AND id > ?", "ASC", [cursor.after]).reverse()
        : cursor.before !== undefined
          ? run("AND id < ?", "DESC", [cursor.before])
          : run("", "DESC", []);
    const exists = (op: "<" | ">", id: number) =>
      db.prepare(`SELECT 1 FROM ${from} WHERE ${sql} AND id ${op} ? LIMIT 1`).get(...params, id) !== undefined;
    const first = rows[0]?.id;
    const last = rows.at(-1)?.id;
    const result = {
      leads: rows,
      total,
      newer: first !== undefined && exists(">", first) ? first : null,
      older: last !== undefined && exists("<", last) ? last : null,
    };
    db.exec("DELETE FROM temp.search_hits");
    return result;
  };
}
