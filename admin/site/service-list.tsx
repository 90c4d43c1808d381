import { sameValue } from "../../shared/same-value";
import { serviceName } from "./content-paths";
import type { ContentEditor } from "./use-content-editor";
import { useOpenSlugs } from "./use-open-items";
import { ServiceItem } from "./service-item";

/**
 * The services' words, one collapsible item each, in the website's order; which services there are stays the
 * website's. A problem from the server opens its service.
 */
export function ServiceList({ editor }: { editor: ContentEditor }) {
  const { content, saved, change, problems } = editor;
  const items = useOpenSlugs(problems, "services");

  return (
    <section aria-labelledby="services-heading">
      <h2 id="services-heading" className="text-xl font-bold text-navy-900">
        Services
      </h2>
      <p className="mt-1 text-sm text-muted">Open a service to change its words.</p>
      <ul className="mt-3 grid gap-3">
        {content.services.map((service) => (
          <ServiceItem
            key={service.slug}
            service={service}
            name={serviceName(service.slug, [content])}
            edited={
              !sameValue(
                service,
                saved.services.find((s) => s.slug === service.slug),
              )
            }
            open={items.isOpen(service.slug)}
            onToggle={(opened) => items.toggled(service.slug, opened)}
            onChange={(patch) =>
              change((doc) => ({
                ...doc,
                services: doc.services.map((s) => (s.slug === service.slug ? { ...s, ...patch } : s)),
              }))
            }
          />
        ))}
      </ul>
    </section>
  );
}
