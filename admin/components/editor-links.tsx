import { Link } from "react-router";
import { Icon, type IconName } from "../../app/components/ui/icon";

const editors: { to: string; title: string; text: string; icon: IconName }[] = [
  { to: "/admin/site/reviews", title: "Reviews", text: "Add, correct, hide and order them.", icon: "Star" },
  {
    to: "/admin/site/faqs",
    title: "Questions",
    text: "The FAQ page's and the home page's.",
    icon: "MessageSquareText",
  },
  {
    to: "/admin/site/projects",
    title: "Projects",
    text: "Add jobs with their photos; feature and order them.",
    icon: "Images",
  },
  {
    to: "/admin/site/services",
    title: "Services and areas",
    text: "The words of each service and area.",
    icon: "Wrench",
  },
  {
    to: "/admin/site/settings",
    title: "Business details",
    text: "Name, numbers, links, ratings and hours.",
    icon: "Building2",
  },
];

/** The editors, as large targets: what the owner comes to the Website page for most. */
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
