import { EditorFrame } from "./editor-frame";
import { FaqList } from "./faq-list";
import { PageOrder } from "./page-order";
import { useContentEditor } from "./use-content-editor";
import { editorHeading } from "./site-editors";

/** The questions and answers, and which of them the FAQ page and the home page list, in what order. */
export function FaqsPage() {
  const editor = useContentEditor("faqs");
  return (
    <EditorFrame editor={editor} {...editorHeading("faqs")}>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <FaqList editor={editor} />
        <div className="grid gap-6">
          <PageOrder editor={editor} list="faqPage" title="the FAQ page" />
          <PageOrder editor={editor} list="homeFaqs" title="the home page" />
        </div>
      </div>
    </EditorFrame>
  );
}
