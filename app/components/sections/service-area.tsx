import { Icon } from "../ui/icon";
import { Link } from "react-router";
import { LazyEmbed } from "./lazy-embed";
import { TitledColumns, type SectionWords } from "../ui/section";

export function ServiceArea({
  heading,
  areas,
  priority,
  map,
}: {
  heading: SectionWords;
  areas: readonly { slug: string; name: string }[];
  priority: readonly string[];
  map: { embedUrl: string; linkUrl: string };
}) {
  const priorityNames = areas.filter((a) => priority.includes(a.slug)).map((a) => a.name);
  return (
    <TitledColumns
      titleId="area-title"
      words={heading}
      tone="tint"
      className="grid items-start gap-10 lg:grid-cols-2"
      titleColumn={
        <>
          <div className="mt-6 rounded-card border-2 border-signal-600 bg-white p-5">
            <h3 className="flex items-center gap-2 text-lg font-bold">
              <Icon name="Zap" aria-hidden="true" className="size-5 text-signal-700" /> South Auckland Priority Zone
            </h3>
            <p className="mt-1 text-muted">Fastest response in {priorityNames.join(", ")}.</p>
          </div>
          <ul className="mt-6 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {areas.map((area) => (
              <li key={area.slug}>
                <Link
                  to={`/areas/${area.slug}`}
                  data-priority={priority.includes(area.slug) ? "true" : undefined}
                  className="area-link"
                >
                  {area.name}
                  {priority.includes(area.slug) ? <span className="sr-only"> (priority zone)</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </>
      }
    >
      <LazyEmbed
        src={map.embedUrl}
        title="Map of our Auckland service area"
        loadLabel="Show the map of Auckland"
        fallbackHref={map.linkUrl}
        fallbackLabel="Open the Auckland map in a new tab"
        placeholder={
          <div className="size-full bg-[radial-gradient(circle_at_55%_60%,#b8440a_0,transparent_18%),linear-gradient(160deg,#aec4da,#eef3f8)] opacity-60" />
        }
      />
    </TitledColumns>
  );
}
