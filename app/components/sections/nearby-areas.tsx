import { Link } from "react-router";

export function NearbyAreas({
  items,
  title = "Nearby Areas We Serve",
}: {
  items: readonly { name: string; slug: string }[];
  title?: string;
}) {
  return (
    <nav aria-labelledby="nearby-title">
      <h2 id="nearby-title" className="text-2xl font-bold">
        {title}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.slug}>
            <Link
              to={`/areas/${item.slug}`}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line bg-white px-4 font-semibold text-navy-900 hover:border-signal-600 mark-pin [--mark-color:var(--color-signal-700)]"
            >
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
