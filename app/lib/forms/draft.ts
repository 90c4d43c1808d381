/**
 * The /quote form's typed values kept in sessionStorage (this tab only, gone when it closes), so a reload or an
 * accidental navigation loses nothing until the quote is submitted.
 */
export const QUOTE_DRAFT_KEY = "quote-draft";

export function loadDraft<T extends Record<string, string>>(key: string, empty: T): T {
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) ?? "null") as Partial<T> | null;
    if (!saved || typeof saved !== "object") return empty;
    const merged = { ...empty };
    for (const field of Object.keys(empty) as (keyof T)[]) {
      if (typeof saved[field] === "string") merged[field] = saved[field] as T[keyof T];
    }
    return merged;
  } catch {
    return empty;
  }
}

export function saveDraft(key: string, values: Record<string, string>): void {
  try {
    if (Object.values(values).some((v) => v !== "")) sessionStorage.setItem(key, JSON.stringify(values));
    else sessionStorage.removeItem(key);
  } catch {
    // Storage can be full or blocked (private mode); the form still works without a draft.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // As above: nothing to clear when storage is unavailable.
  }
}
