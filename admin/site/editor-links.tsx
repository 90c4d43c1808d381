import { Link } from "react-router";
import { Icon } from "../../app/components/ui/icon";
import type { EditorPage } from "./content-draft";
import { editorPath, siteEditors } from "./site-editors";

const editors = [
  ...Object.entries(siteEditors).map(([page, editor]) => ({ ...editor, to: editorPath(page as EditorPage) })),
  // Not an editor of the content: the photos' storage, and deleting those no project uses (pages/site-photos.tsx).
  {
    title: "Photos",
    text: "Space used; delete photos no one uses.",
    icon: "Camera" as const,
    to: "/admin/site/photos",
  },
];

/** The editors and the photos, as large targets: what the owner comes to the Website page for most. */
export function EditorLinks() {
  return (
    <nav aria-label="Edit the site" className="mt-4">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {editors.map((editor) => (
          <li key={editor.to}>
            <Link
              to={editor.to}
              className="flex min-h-11 items-start gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-line hover:ring-navy-300"
            >
              <Icon name={editor.icon} className="mt-0.5 size-6 shrink-0 text-signal-700" />
              <span>
                <span className="block font-bold text-navy-900 underline underline-offset-4">{editor.title}</span>
                <span className="block text-sm text-muted">{editor.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
