import { sameValue } from "../../shared/same-value";
import { areaName } from "./content-paths";
import type { ContentEditor } from "./use-content-editor";
import { useOpenSlugs } from "./use-open-items";
import { SuburbPageItem } from "./suburb-page-item";

/**
 * The seven suburbs with a page written just for them, one collapsible item each, in the website's order; which
 * suburbs have one stays the website's. A problem from the server opens its page.
 */
export function SuburbPageList({ editor }: { editor: ContentEditor }) {
  const { content, saved, change, problems } = editor;
  const items = useOpenSlugs(problems, "suburbPages");

  return (
    <section aria-labelledby="suburb-pages-heading">
      <h2 id="suburb-pages-heading" className="text-xl font-bold text-navy-900">
        Suburb pages
      </h2>
      <p className="mt-1 text-sm text-muted">
        These suburbs have a page written just for them: open one to change the words on its page. Its card on the
        Service areas page keeps its description, under Areas.
      </p>
      <ul className="mt-3 grid gap-3">
        {content.suburbPages.map((page) => (
          <SuburbPageItem
            key={page.slug}
            page={page}
            name={areaName(page.slug)}
            edited={
              !sameValue(
                page,
                saved.suburbPages.find((p) => p.slug === page.slug),
              )
            }
            open={items.isOpen(page.slug)}
            onToggle={(opened) => items.toggled(page.slug, opened)}
            onChange={(patch) =>
              change((doc) => ({
                ...doc,
                suburbPages: doc.suburbPages.map((p) => (p.slug === page.slug ? { ...p, ...patch } : p)),
              }))
            }
          />
        ))}
      </ul>
    </section>
  );
}
