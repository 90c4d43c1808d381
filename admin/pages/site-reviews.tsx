import { EditorFrame } from "../components/editor-frame";
import { ReviewList } from "../components/review-list";
import { useContentEditor } from "../use-content-editor";
import { editorHeading } from "../site-editors";

/** The reviews the site shows, in its order (docs/decisions/012-owner-editing.md). */
export function ReviewsPage() {
  const editor = useContentEditor("reviews");
  return (
    <EditorFrame editor={editor} {...editorHeading("reviews")}>
      <ReviewList editor={editor} />
    </EditorFrame>
  );
}
