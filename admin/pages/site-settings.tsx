import { ContentFields } from "../components/content-fields";
import { EditorFrame } from "../components/editor-frame";
import { Panel } from "../components/panel";
import { claimFields, settingFields } from "../content-paths";
import { useContentEditor } from "../use-content-editor";

/** The business's details (the .env settings the owner may change) and the claims the pages make. */
export function SettingsPage() {
  const editor = useContentEditor("settings");
  return (
    <EditorFrame
      editor={editor}
      title="Business details"
      intro="Your business's name, numbers and addresses, and the ratings, hours and other facts the pages state. Keep them true: customers and search engines read them."
    >
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Panel id="business-heading" title="Business">
          <ContentFields editor={editor} fields={settingFields} />
        </Panel>
        <Panel id="claims-heading" title="Ratings, hours and facts">
          <ContentFields editor={editor} fields={claimFields} />
        </Panel>
      </div>
    </EditorFrame>
  );
}
