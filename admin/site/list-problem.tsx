/**
 * A problem with a whole list (the server's "Keep at least one review on the site."), above it: `data-path` is where
 * the save bar moves focus to a problem (as on every field), so the owner hears it and finds the list.
 */
export function ListProblem({ path, message }: { path: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p data-path={path} tabIndex={-1} className="mt-2 font-medium text-red-700">
      {message}
    </p>
  );
}
