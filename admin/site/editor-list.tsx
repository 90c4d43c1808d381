import { ListProblem } from "./list-problem";

/**
 * An editor's list of the site's items (reviews, questions, projects): its heading with the count ("3 reviews, in
 * the site's order" where the site keeps their order) and the Add button, an optional note, the server's problem
 * with the whole list, a polite live region that says what each item's button did (`said`, from
 * `useListEdits`), then the items.
 */
export function EditorList({
  id,
  count,
  noun,
  add,
  note,
  problem,
  said,
  label,
  ordered,
  children,
}: {
  id: string;
  count: number;
  /** The item, one and many: ["review", "reviews"]. */
  noun: readonly [string, string];
  add: React.ReactNode;
  note?: React.ReactNode;
  problem?: { path: string; message: string | undefined };
  said: string;
  label: string;
  ordered: boolean;
  children: React.ReactNode;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <section aria-labelledby={id}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-bold text-navy-900">
          {count} {count === 1 ? noun[0] : noun[1]}
          {ordered ? ", in the site's order" : null}
        </h2>
        {add}
      </div>
      {note}
      {problem ? <ListProblem path={problem.path} message={problem.message} /> : null}
      <p role="status" className="sr-only">
        {said}
      </p>
      <List className="mt-4 grid gap-3" aria-label={label}>
        {children}
      </List>
    </section>
  );
}
