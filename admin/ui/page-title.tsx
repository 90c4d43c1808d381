/**
 * A dashboard page's one `h1`. It takes focus after each navigation, so it is focusable by
 * script only and draws no outline for it.
 */
export function PageTitle({ children }: { children: React.ReactNode }) {
  return (
    <h1 tabIndex={-1} className="text-3xl font-extrabold text-navy-900 focus:outline-none">
      {children}
    </h1>
  );
}
