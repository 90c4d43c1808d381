import * as z from "zod/mini";

/**
 * One of a closed set of words, given as a table with every word a key (a labels table both programs already have),
 * so the schema's words are the table's, none missing.
 */
export const wordOf = <T extends string>(table: Record<T, unknown>) => z.enum(Object.keys(table) as [T, ...T[]]);

/** A text field for each of these names: a lead's fields, read from their one list. */
export const textsOf = <N extends string>(names: readonly N[]) =>
  Object.fromEntries(names.map((name) => [name, z.string()])) as Record<N, ReturnType<typeof z.string>>;
