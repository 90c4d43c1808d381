import { afterEach, describe, expect, test } from "vitest";
import { TEST_PASSWORD_COST } from "../../test/support/server/app";
import { openQuoteStore, type QuoteStore } from "../quotes/db";
import { tempDir } from "../../test/support/server/http";
import { passwordProblem } from "./password";
import { SCORE_MIN } from "../../shared/accounts/password-rules";
import { Users } from "./users";

// One password policy for every way a password is set (shared/accounts/password-rules.ts): the accounts' own API
// (add-user, reset-password and the Security page go through it), with the strength meter's score as its last rule.

let stores: QuoteStore[] = [];
afterEach(() => {
  for (const store of stores) store.close();
  stores = [];
});

const weak = "That password is too easy to guess. This is close to a commonly used password.";

describe("the password policy", { timeout: 30_000 }, () => {
  test(`a password zxcvbn scores below ${SCORE_MIN} is refused by users.add and resetPassword, with its warning`, async () => {
    const store = openQuoteStore(tempDir("policy-"));
    stores.push(store);
    const users = new Users(store.db, TEST_PASSWORD_COST);
    await expect(users.add("owner@example.co.nz", "password123456")).rejects.toThrow(weak);
    expect(users.count()).toBe(0);
    await users.add("owner@example.co.nz", "pipes and drains 2026");
    await expect(users.resetPassword("owner@example.co.nz", "password123456")).rejects.toThrow(weak);
    expect(await users.verify("owner@example.co.nz", "pipes and drains 2026")).toBeDefined();
  });

  test("a refusal says why, in the meter's words, and what to do; the rules before it still come first", () => {
    expect(passwordProblem("password123456", "a@b.nz")).toBe(
      `${weak} Add another word or two; uncommon words are best.`,
    );
    expect(passwordProblem("qwertyuiopasdf", "a@b.nz")).toMatch(/^That password is too easy to guess\./);
    expect(passwordProblem("aaaaaaaaaaab", "a@b.nz")).toMatch(/A character repeated, such as "aaa"/);
    expect(passwordProblem("password1234", "a@b.nz")).toMatch(/leaked in breaches/);
    expect(passwordProblem("short", "a@b.nz")).toMatch(/at least 12/);
  });

  test("the email and the business's name count against a password, as the owner's own words", () => {
    expect(passwordProblem("kauri plumbing company 2026", "owner@kauri.co.nz", "Kauri Plumbing Company")).toMatch(
      /should not contain your email address or the business's name/,
    );
    expect(passwordProblem("kauri plumbing company 2026", "owner@kauri.co.nz")).toBeUndefined();
  });

  test("every password the tests set still meets it", () => {
    for (const [password, email] of [
      ["pipes and drains 2026", "owner@example.co.nz"],
      ["correct horse battery staple", "owner@example.co.nz"],
      ["a fresh kauri plank 2026", "owner@example.co.nz"],
      ["kauri plank rimu totara 77", "change.password@example.co.nz"],
      ["a brand new password", "owner@example.co.nz"],
      ["another new password", "owner@example.co.nz"],
      ["another long password", "owner@example.co.nz"],
      ["a long new password", "owner@example.co.nz"],
      ["bench password 2026", "bench@example.co.nz"],
    ])
      expect(passwordProblem(password!, email!, "Example Plumbing Co."), password).toBeUndefined();
  });
});
