import { describe, expect, test } from "vitest";
import { passwordProblem } from "../../server/accounts/password";
import { SCORE_MIN } from "../../shared/accounts/password-rules";
import { measure } from "./strength";

// The strength meter (admin/security/strength.ts, in the browser) and the server (server/accounts/password.ts) apply one policy
// (shared/accounts/password-rules.ts): what the meter calls acceptable the server takes, and what it refuses the
// server refuses in the same words.

const email = "owner@kauri.co.nz";
const business = "Kauri Plumbing Company";

describe("the strength meter and the server", () => {
  test("agree on every password, in the same words", () => {
    for (const password of [
      "short",
      "password1234",
      "password123456",
      "qwertyuiopasdf",
      "aaaaaaaaaaab",
      "owner@kauri.co.nz",
      "kauri plumbing company 2026",
      "drains2026drains",
      "pipes and drains 2026",
      "kauri plank rimu totara 77",
      "x".repeat(129),
    ]) {
      const shown = measure(password, email, business);
      const refusal = passwordProblem(password, email, business);
      expect(shown.problem, password).toBe(refusal);
      // Acceptable on the meter is Strong or Very strong, the score the server asks for.
      expect(shown.score >= SCORE_MIN, password).toBe(refusal === undefined);
    }
  });

  test("a refused password is Not allowed, unless only its score is low: then the meter says how low", () => {
    expect(measure("password1234", email, business)).toMatchObject({ score: 0, label: "Not allowed" });
    const weak = measure("password123456", email, business);
    expect(weak).toMatchObject({ score: 1, label: "Weak" });
    expect(weak.problem).toMatch(/^That password is too easy to guess\. This is close to a commonly used password\./);
    // Its advice is not said twice.
    for (const suggestion of weak.suggestions) expect(weak.problem).not.toContain(suggestion);
    expect(measure("pipes and drains 2026", email, business)).toMatchObject({ score: 4, label: "Very strong" });
  });
});
