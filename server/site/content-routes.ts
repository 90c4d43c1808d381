import { Hono, type Context } from "hono";
import type { Logger } from "../core/log.ts";
import type { AdminEnv } from "../accounts/cookies.ts";
import { ID_PATTERN } from "../../shared/leads/lead-fields.ts";
import { jsonBody } from "../accounts/request.ts";
import { ownerText } from "../../shared/owner-text.ts";
import type { ContentStore, SaveOutcome } from "./content-store.ts";
import type { SiteContent } from "../../app/content/document.ts";
import type { ContentState, FieldProblem, Problems, Revisions, SaveConflict, Saved } from "../../shared/api/site.ts";

/**
 * The largest content save: every review and question at its longest, in any script, as JSON. The dashboard's other
 * requests keep the inbox's 16 KB; server/http/dashboard.ts applies this one to POST /content only.
 */
export const CONTENT_MAX_BYTES = 2 * 1024 * 1024;

/** The content's path, where server/http/dashboard.ts lets the larger body in. */
export const CONTENT_PATH = "/admin/api/site/content";

/** A refusal's words, beside what else it carries (admin/shell/api.ts's ApiError). */
type Refusal = { error: string };

interface ContentRouteOptions {
  content: ContentStore;
  log: Logger;
}

/**
 * /admin/api/site: the owner's content and its revisions (docs/decisions/012-owner-editing.md, the API table),
 * behind the dashboard's session, Origin and owner checks. Answers:
 * - GET /content: `{ revision, content, savedAt, savedBy }` (the seed as revision 0, without savedAt and savedBy);
 * - POST /content `{ baseRevision, content, summary? }`: 200 `{ revision, content }`; 400 `{ error, problems }`
 *   (`[{ path: "reviews.3.text", message }]`); 409 `{ error, conflicts: [{ path, yours, theirs }], problems,
 *   merged, revision, content }`: the newest revision to start again from and its document, and the save merged
 *   into it with their version of each item both changed differently (`conflicts`, by the
 *   item's key, both versions, null for a removed one), or, with none, the problems the merge has (`problems`, at
 *   their places in `merged`). The editor shows these and saves the owner's choices on that revision: it merges
 *   nothing itself. Nothing is written unless the answer is 200;
 * - GET /revisions: `{ revisions: [{ id, savedAt, savedBy, summary }] }`, newest first (`?limit=`, default 50);
 * - POST /revisions/:id/restore: 200 `{ revision, content }`, a new revision with that one's content; 404.
 * Saves are logged with who, which revision and whether it was merged: never the content.
 */
export function contentRoutes({ content, log }: ContentRouteOptions) {
  const app = new Hono<AdminEnv>();

  const answer = (c: Context<AdminEnv>, outcome: SaveOutcome) => {
    if (outcome.status === "saved")
      return c.json({ revision: outcome.revision, content: outcome.content } satisfies Saved<SiteContent>);
    if (outcome.status === "invalid")
      return c.json(
        { error: "Some fields need fixing: nothing was saved.", problems: outcome.problems } satisfies Refusal &
          Problems,
        400,
      );
    return c.json(
      {
        error:
          outcome.conflicts.length > 0
            ? "Someone else changed the same items since you started: nothing was saved. Keep your version or " +
              "theirs of each, then save again."
            : "Someone else saved changes since you started, and together with yours some fields need fixing: " +
              "nothing was saved.",
        conflicts: outcome.conflicts,
        problems: outcome.problems,
        merged: outcome.merged,
        revision: outcome.revision,
        content: outcome.content,
      } satisfies Refusal & SaveConflict<SiteContent>,
      409,
    );
  };

  app.get("/content", (c) => {
    const { revision, content: document, savedAt, savedBy } = content.head();
    return c.json({ revision, content: document, savedAt, savedBy } satisfies ContentState<SiteContent>);
  });

  app.post("/content", async (c) => {
    const body = await jsonBody(c);
    const user = c.get("user").email;
    if (!body)
      return c.json(
        {
          error: 'Send {"baseRevision": the revision you started from, "content": the document, "summary"?} as JSON.',
          problems: [],
        } satisfies Refusal & Problems,
        400,
      );
    const { baseRevision, summary } = body;
    const problems: FieldProblem[] = [];
    if (typeof baseRevision !== "number" || !Number.isSafeInteger(baseRevision) || baseRevision < 0)
      problems.push({ path: "baseRevision", message: "The revision you started from: a whole number." });
    if (!body.content || typeof body.content !== "object" || Array.isArray(body.content))
      problems.push({ path: "content", message: "The whole document, as an object." });
    if (summary !== undefined && typeof summary !== "string")
      problems.push({ path: "summary", message: "A line of text, or nothing." });
    if (problems.length > 0)
      return c.json(
        { error: "Some fields need fixing: nothing was saved.", problems } satisfies Refusal & Problems,
        400,
      );
    const outcome = content.save({
      baseRevision: baseRevision as number,
      content: body.content,
      author: user,
      // A line, by the owner's text rule, as the document's words.
      summary: typeof summary === "string" ? ownerText(summary) : undefined,
    });
    if (outcome.status === "saved")
      log.info("site content saved", { user, revision: outcome.revision, baseRevision, merged: outcome.merged });
    else if (outcome.status === "conflict")
      log.info("site content save refused: conflicts", {
        user,
        baseRevision,
        revision: outcome.revision,
        conflicts: outcome.conflicts.length,
      });
    return answer(c, outcome);
  });

  app.get("/revisions", (c) => {
    const limit = Number(c.req.query("limit") ?? 50);
    return c.json({ revisions: content.list(Number.isFinite(limit) ? limit : 50) } satisfies Revisions);
  });

  app.post(`/revisions/:id{${ID_PATTERN}}/restore`, (c) => {
    const id = Number(c.req.param("id"));
    const user = c.get("user").email;
    const outcome = content.restore(id, user);
    if (!outcome) return c.json({ error: "There is no such revision." }, 404);
    if (outcome.status === "saved") log.info("site content restored", { user, from: id, revision: outcome.revision });
    return answer(c, outcome);
  });

  // Each path answers its own methods only (ASVS 13.2.1). No catch-all: the builds are mounted beside these
  // (/admin/api/site/builds, /admin/api/site/rollback), and anything else falls to the dashboard's 404.
  for (const [path, allow] of [
    ["/content", "GET, HEAD, POST"],
    ["/revisions", "GET, HEAD"],
    [`/revisions/:id{${ID_PATTERN}}/restore`, "POST"],
  ] as const)
    app.all(path, (c) => {
      c.header("Allow", allow);
      return c.json({ error: "Method not allowed." }, 405);
    });

  return app;
}
