/** One titled card of the lead page; the heading names the section for screen readers. */
export function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-white p-4 shadow-card ring-1 ring-line sm:p-6">
      <h2 id={id} className="text-xl font-bold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
