/**
 * Reading the dashboard API's answers (admin/api.ts): each endpoint's answer is checked where it enters, by a check
 * built from these few pieces, so a page never works on a shape it did not expect. The shapes stay the server's
 * types (server/admin/*.ts, imported as types): `shape<T>` asks for a check of every field of T, and each check's
 * result must fit its field, so a field added, renamed or retyped on the server fails the type check here. A few
 * hundred bytes, where a schema library would cost the dashboard's bundle tens of kilobytes.
 */

/** An answer that does not have the shape the page reads, named by where it went wrong ("weeks[3].leads"). */
export class UnreadableAnswer extends Error {
  readonly at: string;
  constructor(at: string) {
    super(`The server sent something this page can't read (${at}).`);
    this.name = "UnreadableAnswer";
    this.at = at;
  }
}

/** Returns the value, typed, or throws UnreadableAnswer naming `at`. */
export type Check<T> = (value: unknown, at: string) => T;

const fail = (at: string): never => {
  throw new UnreadableAnswer(at);
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const text: Check<string> = (value, at) => (typeof value === "string" ? value : fail(at));
export const num: Check<number> = (value, at) =>
  typeof value === "number" && Number.isFinite(value) ? value : fail(at);
/** A text check for each of these names: a lead's fields (shared/leads/lead-shape.ts), read from their one list. */
export const texts = <N extends string>(names: readonly N[]) =>
  Object.fromEntries(names.map((name) => [name, text])) as Record<N, Check<string>>;
export const bool: Check<boolean> = (value, at) => (typeof value === "boolean" ? value : fail(at));

/**
 * One of a closed set of words. The set is given as an object with every word as a key (a labels table the page
 * already has, or `{ a: true, b: true }`), so TypeScript holds it to exactly the type's words, none missing.
 */
export function oneOf<T extends string>(words: Record<T, unknown>): Check<T> {
  return (value, at) => (typeof value === "string" && Object.hasOwn(words, value) ? (value as T) : fail(at));
}

/** One of the values of a list the type is made from (`(typeof LIST)[number]`). */
export const among = <T extends string>(values: readonly T[]): Check<T> =>
  oneOf(Object.fromEntries(values.map((value) => [value, true])) as Record<T, true>);

/** Exactly one of these values (a document's version; a stored 0 or 1). */
export const exactly =
  <const T extends readonly (string | number)[]>(...values: T): Check<T[number]> =>
  (value, at) =>
    values.includes(value as T[number]) ? (value as T[number]) : fail(at);

export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value, at) =>
    value === null ? null : check(value, at);

/** A field the server may leave out (an optional property: `field?: T`). */
export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value, at) =>
    value === undefined ? undefined : check(value, at);

export const list =
  <T>(check: Check<T>): Check<T[]> =>
  (value, at) =>
    Array.isArray(value) ? value.map((item, i) => check(item, `${at}[${i}]`)) : fail(at);

/** An object used as a map (`Record<K, T>`): every value checked, its keys as they came. */
export const record =
  <T>(check: Check<T>): Check<Record<string, T>> =>
  (value, at) =>
    isObject(value)
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, check(item, `${at}.${key}`)]))
      : fail(at);

/**
 * An object of type T: one check per field of T, every field (the optional ones with `optional`). The result holds
 * only those fields.
 */
export function shape<T>(fields: { [K in keyof Required<T>]: Check<T[K]> }): Check<T> {
  return (value, at) => {
    if (!isObject(value)) return fail(at);
    const read: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(fields) as [string, Check<unknown>][]) {
      const field = check(value[key], `${at}.${key}`);
      if (field !== undefined || key in value) read[key] = field;
    }
    return read as T;
  };
}
