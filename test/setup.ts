import { afterEach, vi } from "vitest";

// A test that makes the code log an error fails, unless it expects it (by spying on console.error itself).
const originalError = console.error;
afterEach(() => {
  if (vi.isMockFunction(console.error)) return;
  console.error = originalError;
});
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
};
