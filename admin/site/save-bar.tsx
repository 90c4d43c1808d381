import { Link } from "react-router";
import { Button } from "../../app/components/ui/button";
import type { ContentEditor } from "./use-content-editor";
import { FormError } from "../ui/form-error";

/**
 * The editor's Save, kept in reach at the bottom of the screen, and what became of the last save in a polite live
 * region that is always there (so each change of it is read out): saved (with the way to publish it), merged with
 * someone else's, or unsaved and kept on this device. A failed save is an alert.
 */
export function SaveBar({ editor }: { editor: ContentEditor }) {
  const { dirty, saving, notice } = editor;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-line bg-white px-4 py-3 shadow-lift sm:mx-0 sm:rounded-t-card">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p role="status" className="min-w-0 flex-1 text-sm font-medium text-navy-900">
          {saving ? (
            "Saving…"
          ) : notice?.kind === "saved" && !dirty ? (
            <>
              Saved. Build the site to publish it.{" "}
              <Link to="/admin/site" className="font-semibold text-navy-700 underline">
                Go to Website
              </Link>
            </>
          ) : notice?.kind === "merged" ? (
            `Someone else saved changes meanwhile (revision ${notice.revision}); yours are merged with theirs. Check them, then save.`
          ) : dirty ? (
            "Unsaved changes, kept on this device until you save."
          ) : (
            ""
          )}
        </p>
        <Button
          type="submit"
          aria-disabled={saving || !dirty}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          {saving ? "Saving…" : "Save changes"}
        </Button>
      </div>
      <FormError
        message={notice?.kind === "failed" ? `Not saved: ${notice.message} Your changes are kept.` : undefined}
      />
    </div>
  );
}
