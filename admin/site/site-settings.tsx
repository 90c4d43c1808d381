import { ContentFields } from "./content-fields";
import { EditorFrame } from "./editor-frame";
import { Panel } from "../ui/panel";
import { claimFields, reviewLinkFields, settingFields } from "./content-paths";
import { useContentEditor } from "./use-content-editor";
import { editorHeading } from "./site-editors";

/** The business's details (the .env settings the owner may change), the review link, and the claims the pages make. */
export function SettingsPage() {
  const editor = useContentEditor("settings");
  return (
    <EditorFrame editor={editor} {...editorHeading("settings")}>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="grid gap-6">
          <Panel id="business-heading" title="Business">
            <ContentFields editor={editor} fields={settingFields} />
          </Panel>
          <Panel id="reviews-link-heading" title="Review requests">
            <p className="mt-1 text-sm text-muted">
              On a lead marked won, “Ask for a review” emails the customer this link once. Not shown on the website.
            </p>
            <ContentFields editor={editor} fields={reviewLinkFields} />
          </Panel>
        </div>
        <Panel id="claims-heading" title="Ratings, hours and facts">
          <ContentFields editor={editor} fields={claimFields} />
        </Panel>
      </div>
    </EditorFrame>
  );
}
