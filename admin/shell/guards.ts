/**
 * Reading the dashboard API's answers: each endpoint's answer is checked where it enters by its schema
 * in shared/api/, the one the server's types come from, so a page never works on a shape it did not expect and a
 * field added, renamed or retyped on the server is one edit both programs see.
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

/**
 * What an answer's check must do: a schema's safeParse (zod's, shared/api/), read by its shape alone, so the
 * dashboard's code needs no schema library of its own. Its result holds only the fields the schema names.
 */
export interface AnswerSchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
}

/** A schema's place in an answer as the page says it: `at`, then ".field" for a field and "[3]" for a list's item. */
export const placeOf = (at: string, path: readonly PropertyKey[]): string =>
  at + path.map((key) => (typeof key === "number" ? `[${key}]` : `.${String(key)}`)).join("");

/** The answer as `schema` reads it, or UnreadableAnswer naming the first place it went wrong, from `at`. */
export function readAnswer<T>(schema: AnswerSchema<T>, value: unknown, at: string): T {
  const read = schema.safeParse(value);
  if (read.success) return read.data;
  throw new UnreadableAnswer(placeOf(at, read.error.issues[0]?.path ?? []));
}
