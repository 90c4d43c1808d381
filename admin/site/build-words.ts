import type { Build } from "./site-actions";

const lines = (error: string | null) =>
  (error ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A failed build, in a sentence: the server's reason (its first line, and the first line the build printed about the
 * error, server/site/builds.ts), or what to do when it gave none.
 */
export function failureWords(build: Build): string {
  const reason = lines(build.error).slice(0, 2).join(" ");
  return `Revision ${build.revision} did not build. ${reason || "Try again; if it fails again, the server's log says why."}`;
}

/** The rest of what the build printed about its error, if there is more. */
export const failureOutput = (build: Build): string => lines(build.error).slice(2).join("\n");

/** Newest first. */
export const newestFirst = (builds: Build[]): Build[] =>
  [...builds].sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt));
