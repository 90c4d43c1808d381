import { Icon } from "../../app/components/ui/icon";
import { useMemo } from "react";
import { Link } from "react-router";
import { Container } from "../../app/components/ui/container";
import { ErrorSummary } from "../../app/components/ui/error-summary";
import { formatDateTime } from "../ui/format";
import { focusPath, ProblemsContext, type ContentEditor } from "./use-content-editor";
import { ConflictPanel } from "./conflict-panel";
import { DraftOffer } from "./draft-offer";
import { SaveBar } from "./save-bar";
import { PageTitle } from "../ui/page-title";

/**
 * The frame of the site editors: the way back (to Website, or from a project to the projects), the revision being
 * edited, and then one of three things: unsaved edits from an earlier visit to restore or discard, a conflict to
 * settle, or the editor itself with its problems summarised above it and its Save below.
 */
export function EditorFrame({
  editor,
  title,
  intro,
  back = { to: "/admin/site", label: "Website" },
  children,
}: {
  editor: ContentEditor;
  title: string;
  intro: string;
  back?: { to: string; label: string };
  children: React.ReactNode;
}) {
  const { loaded, problems, offer, conflict } = editor;
  const byPath = useMemo(() => new Map(problems.map((p) => [p.path, p.message])), [problems]);
  return (
    <Container className="pt-4">
      <Link
        to={back.to}
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-navy-700 underline underline-offset-4"
      >
        <Icon name="ChevronLeft" className="size-5" />
        {back.label}
      </Link>
      <PageTitle>{title}</PageTitle>
      <p className="mt-2 max-w-prose text-muted">{intro}</p>
      <p className="mt-1 text-sm text-muted">
        {editor.revision === loaded.revision && loaded.savedAt
          ? `Editing revision ${loaded.revision}, saved ${formatDateTime(loaded.savedAt)}${loaded.savedBy ? ` by ${loaded.savedBy}` : ""}.`
          : editor.revision === 0
            ? "Editing the site's content as it came with the website."
            : `Editing revision ${editor.revision}.`}
      </p>
      {offer ? (
        <DraftOffer
          draft={offer}
          revision={loaded.revision}
          onRestore={editor.restoreDraft}
          onDiscard={editor.discardDraft}
        />
      ) : conflict ? (
        <ConflictPanel conflict={conflict} onResolve={editor.resolve} />
      ) : (
        <form
          noValidate
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            editor.save();
          }}
        >
          {problems.length > 0 ? <h2 className="sr-only">Not saved</h2> : null}
          {problems.length > 0 ? (
            <ErrorSummary
              className="mb-4"
              problems={problems.map((p) => ({ field: p.path, message: `${p.place}: ${p.message}` }))}
              onSelect={focusPath}
            />
          ) : null}
          <ProblemsContext value={byPath}>{children}</ProblemsContext>
          <SaveBar editor={editor} />
        </form>
      )}
    </Container>
  );
}
