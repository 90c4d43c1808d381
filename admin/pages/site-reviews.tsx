import { EditorFrame } from "../components/editor-frame";
import { ReviewList } from "../components/review-list";
import { useContentEditor } from "../use-content-editor";

/** The reviews the site shows, in its order (docs/decisions/012-owner-editing.md). */
export function ReviewsPage() {
  const editor = useContentEditor("reviews");
  return (
    <EditorFrame
      editor={editor}
      title="Reviews"
      intro="Add your customers' reviews, correct them, hide one from the site (it is kept here) and choose their order. Saving keeps a new revision; building publishes it."
    >
      <ReviewList editor={editor} />
    </EditorFrame>
  );
}
