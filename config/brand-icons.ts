import type { BrandIconName } from "../shared/icon-names.ts";

/**
 * The social networks' marks as sprite symbols' drawings. Stroke and colour come from the
 * referencing icon, as for every icon; the shapes that are solid say so, in the icon's colour.
 */
export const brandDrawings: Record<BrandIconName, string> = {
  Facebook:
    '<path fill="currentColor" stroke="none" d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21h2.9Z"/>',
  Instagram:
    '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none"/>',
};
