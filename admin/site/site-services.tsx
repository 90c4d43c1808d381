import { AreaList } from "./area-list";
import { EditorFrame } from "./editor-frame";
import { ServiceList } from "./service-list";
import { SuburbPageList } from "./suburb-page-list";
import { useContentEditor } from "./use-content-editor";
import { editorHeading } from "./site-editors";

/**
 * The words of the services' pages and cards, of each area, and of the seven suburbs' own pages
 * (docs/decisions/012-owner-editing.md).
 */
export function ServicesPage() {
  const editor = useContentEditor("services");
  return (
    <EditorFrame editor={editor} {...editorHeading("services")}>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <ServiceList editor={editor} />
        <AreaList editor={editor} />
      </div>
      <div className="mt-6">
        <SuburbPageList editor={editor} />
      </div>
    </EditorFrame>
  );
}
