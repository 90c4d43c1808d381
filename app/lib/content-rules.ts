/** Each distinct value of `service`, in first-seen order: the options of the reviews filter after "All Services". */
export function distinctServices(items: readonly { service: string }[]): string[] {
  return [...new Set(items.map((i) => i.service))];
}

/** Nearby-area chips that lead to a real page; anything else is dropped rather than linked broken. */
export function resolveNearby<T extends { slug: string }>(items: readonly T[], knownSlugs: ReadonlySet<string>): T[] {
  return items.filter((i) => knownSlugs.has(i.slug));
}
