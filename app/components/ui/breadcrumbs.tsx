import { Icon } from "./icon";
import { Link } from "react-router";

export function Breadcrumbs({ items }: { items: readonly { name: string; path: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={item.path} className="flex items-center gap-1">
            {i > 0 ? <Icon name="ChevronRight" aria-hidden="true" className="size-4 opacity-70" /> : null}
            {i === items.length - 1 ? (
              <span aria-current="page" className="font-semibold">
                {item.name}
              </span>
            ) : (
              <Link to={item.path} className="inline-flex min-h-11 items-center underline-offset-4 hover:underline">
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
