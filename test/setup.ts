import { configure } from "@testing-library/dom";
import { afterEach, beforeEach } from "vitest";

// findBy* and waitFor wait on a condition; on a 2-core machine busy with the rest of the suite, a lazily loaded page
// or an effect can take longer than their default second. A broken behaviour still fails, at this limit.
configure({ asyncUtilTimeout: 10_000 });

// A test that makes the code log an error fails, unless it expects it (by spying on console.error itself). The
// recorder is installed before every test and read after it, so the guard holds for each test of a file, and the
// error fails the test that logged it rather than throwing inside the code that logged.
const originalError = console.error;
let logged: unknown[][] = [];
const recordError = (...args: unknown[]) => {
  logged.push(args);
  originalError(...args);
};

beforeEach(() => {
  logged = [];
  console.error = recordError;
});

afterEach(() => {
  // A test that spied on console.error expects the error; its spy is restored before the next test (restoreMocks).
  if (console.error !== recordError) return;
  console.error = originalError;
  if (logged.length > 0) {
    const messages = logged.map((args) => args.map(String).join(" "));
    throw new Error(`console.error was called:\n${messages.join("\n")}`);
  }
});
