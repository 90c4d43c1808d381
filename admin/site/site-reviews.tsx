import { EditorFrame } from "./editor-frame";
import { ReviewList } from "./review-list";
import { useContentEditor } from "./use-content-editor";
import { editorHeading } from "./site-editors";

/**
 * The reviews the site shows, in its order, and the home page's testimonials, a list of their own
 * (docs/decisions/012-owner-editing.md).
 */
export function ReviewsPage() {
  const editor = useContentEditor("reviews");
  return (
    <EditorFrame editor={editor} {...editorHeading("reviews")}>
      <div className="grid gap-10">
        <ReviewList editor={editor} />
        <ReviewList editor={editor} list="homeTestimonials" />
      </div>
    </EditorFrame>
  );
}
