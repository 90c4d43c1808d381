import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { guessProblem, passwordProblem, passwordWords, userInputs } from "../../shared/accounts/password-rules";

// The strength meter's estimate (ASVS 2.1.8), imported by the strength meter only once a new
// password is being typed: zxcvbn-ts set up as the server sets it up (server/accounts/password.ts), with the same list
// of breached passwords, words and user inputs, so the meter and the server agree, and no password is sent while
// it is typed. The English word lists of @zxcvbn-ts/language-en are left out: they would make this chunk several
// times larger.

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, translations: passwordWords });
const breached = new Set(dictionary["passwords-common"]);

/**
 * Scores below SCORE_MIN are refused, so none of their labels sounds good enough.
 */
const labels = ["Very weak", "Weak", "Not strong enough", "Strong", "Very strong"] as const;

export interface Strength {
  /** zxcvbn's score, 0 (guessed at once) to 4 (very hard to guess); 0 for a password refused before it is scored. */
  score: 0 | 1 | 2 | 3 | 4;
  label: string;
  /** Why the server would refuse it, in the server's words. */
  problem?: string;
  warning?: string;
  /** zxcvbn's advice, less any the problem already gives. */
  suggestions: string[];
}

/** How hard `password` is to guess; `email` and the business's name count against it, as the owner's own words. */
export function measure(password: string, email: string, businessName: string): Strength {
  const { score, feedback } = zxcvbn.check(password, userInputs(email, businessName));
  const estimate = { score, warning: feedback.warning };
  const problem = passwordProblem(
    password,
    email,
    (lowerCased) => breached.has(lowerCased),
    () => estimate,
  );
  // Too short, the email, breached: not allowed whatever its score. Too easy to guess: the score says how much.
  const notAllowed = problem !== undefined && problem !== guessProblem(estimate);
  return {
    score: notAllowed ? 0 : score,
    label: notAllowed ? "Not allowed" : labels[score],
    problem,
    warning: feedback.warning ?? undefined,
    suggestions: feedback.suggestions.filter((suggestion) => !problem?.includes(suggestion)),
  };
}
