import { Icon } from "../../app/components/ui/icon";
import { Link } from "react-router";

/**
 * Newer and older pages by cursor (the first or last id shown), keeping the rest of the query and the history
 * entry's state (the leads list's search words).
 */
export function Pager({
  path,
  params,
  state,
  newer,
  older,
}: {
  path: string;
  params: URLSearchParams;
  state?: unknown;
  newer: number | null;
  older: number | null;
}) {
  if (newer === null && older === null) return null;
  const to = (cursor: "after" | "before", id: number) => {
    const query = new URLSearchParams(params);
    query.delete("after");
    query.delete("before");
    query.set(cursor, String(id));
    return `${path}?${query}`;
  };
  const link =
    "inline-flex min-h-11 items-center gap-1 rounded-full px-4 font-semibold text-navy-900 ring-1 ring-navy-200 hover:bg-navy-50";
  return (
    <nav aria-label="Pages" className="mt-6 flex justify-between gap-3">
      {newer !== null ? (
        <Link to={to("after", newer)} state={state} className={link}>
          <Icon name="ChevronLeft" className="size-5" />
          Newer
        </Link>
      ) : (
        <span />
      )}
      {older !== null ? (
        <Link to={to("before", older)} state={state} className={link}>
          Older
          <Icon name="ChevronRight" className="size-5" />
        </Link>
      ) : null}
    </nav>
  );
}
