import { AreaList } from "../components/area-list";
import { EditorFrame } from "../components/editor-frame";
import { ServiceList } from "../components/service-list";
import { useContentEditor } from "../use-content-editor";

/** The words of the services' pages and cards, and of each area (docs/decisions/012-owner-editing.md). */
export function ServicesPage() {
  const editor = useContentEditor("services");
  return (
    <EditorFrame
      editor={editor}
      title="Services and areas"
      intro="The words of each service's page and cards, and what the site says about each area. Which services and areas there are, and their photos, stay as the website has them. Saving keeps a new revision; building publishes it."
    >
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <ServiceList editor={editor} />
        <AreaList editor={editor} />
      </div>
    </EditorFrame>
  );
}
