import { useState } from "react";
import { same } from "../content-merge";
import { serviceName } from "../content-paths";
import type { ContentEditor } from "../use-content-editor";
import { ServiceItem } from "./service-item";

/**
 * The services' words, one collapsible item each, in the website's order; which services there are stays the
 * website's. A problem from the server opens its service.
 */
export function ServiceList({ editor }: { editor: ContentEditor }) {
  const { content, saved, change, problems } = editor;
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [shownProblems, setShownProblems] = useState(problems);
  if (problems !== shownProblems) {
    setShownProblems(problems);
    const slugs = problems.flatMap((p) => /^services\[([^\]]+)\]/.exec(p.path)?.[1] ?? []);
    if (slugs.length > 0) setOpen((all) => new Set([...all, ...slugs]));
  }
  // The item's own toggle (a click, a key, or focus moved to a problem inside) keeps this in step with the page.
  const toggle = (slug: string, opened: boolean) =>
    setOpen((all) => {
      if (all.has(slug) === opened) return all;
      const next = new Set(all);
      if (opened) next.add(slug);
      else next.delete(slug);
      return next;
    });

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
              !same(
                service,
                saved.services.find((s) => s.slug === service.slug),
              )
            }
            open={open.has(service.slug)}
            onToggle={(opened) => toggle(service.slug, opened)}
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
