import { clsx, type ClassValue } from "clsx";

/**
 * The only class helper. Deliberately clsx without tailwind-merge: the merge library costs ~8 KB gzip on every
 * page against a 110 KB JavaScript budget, so components take care not to pass conflicting utilities
 * (docs/decisions/002-javascript-budget.md).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
