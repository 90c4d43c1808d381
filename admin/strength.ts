import { ZxcvbnFactory, type TranslationKeys } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { passwordProblem } from "../server/admin/password-rules";

// The strength meter's estimate (ASVS 2.1.8), imported by admin/components/strength-meter.tsx only once a new
// password is being typed: zxcvbn-ts with the same list of breached passwords the server refuses
// (server/admin/password.ts), so the meter and the server agree, and no password is sent while it is typed. The
// English word lists of @zxcvbn-ts/language-en are left out: they would make this chunk several times larger.

/** Feedback in the dashboard's own words; the times are never shown. */
const translations: TranslationKeys = {
  warnings: {
    straightRow: "A row of keys next to each other is easy to guess.",
    keyPattern: "A short pattern on the keyboard is easy to guess.",
    simpleRepeat: 'A character repeated, such as "aaa", is easy to guess.',
    extendedRepeat: 'A group repeated, such as "abcabc", is easy to guess.',
    sequences: 'A sequence such as "abc" or "6543" is easy to guess.',
    recentYears: "Recent years are easy to guess.",
    dates: "Dates are easy to guess.",
    topTen: "This is one of the most used passwords of all.",
    topHundred: "This is one of the hundred most used passwords.",
    common: "This is a commonly used password.",
    similarToCommon: "This is close to a commonly used password.",
    wordByItself: "One word on its own is easy to guess.",
    namesByThemselves: "Names on their own are easy to guess.",
    commonNames: "Common names are easy to guess.",
    userInputs: "It should not contain your email address or the business's name.",
    pwned: "This password has been leaked in a breach.",
  },
  suggestions: {
    l33t: "Symbols in place of look-alike letters (@ for a) fool nobody.",
    reverseWords: "A word spelled backwards is still easy to guess.",
    allUppercase: "Capitals here and there help more than all capitals.",
    capitalization: "A capital first letter adds little.",
    dates: "Leave out dates and years that mean something to you.",
    recentYears: "Leave out recent years.",
    associatedYears: "Leave out years linked to you.",
    sequences: "Leave out sequences such as abc or 123.",
    repeated: "Leave out repeated words and characters.",
    longerKeyboardPattern: "Use words rather than patterns on the keyboard.",
    anotherWord: "Add another word or two; uncommon words are best.",
    useWords: "Use several words, but not a well-known phrase.",
    noNeed: "No symbols, numbers or capitals are needed: length is what counts.",
    pwned: "If you use this password anywhere else, change it there too.",
  },
  timeEstimation: {
    ltSecond: "less than a second",
    second: "{base} second",
    seconds: "{base} seconds",
    minute: "{base} minute",
    minutes: "{base} minutes",
    hour: "{base} hour",
    hours: "{base} hours",
    day: "{base} day",
    days: "{base} days",
    month: "{base} month",
    months: "{base} months",
    year: "{base} year",
    years: "{base} years",
    centuries: "centuries",
  },
};

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, translations });
const breached = new Set(dictionary["passwords-common"]);

const labels = ["Very weak", "Weak", "Fair", "Strong", "Very strong"] as const;

export interface Strength {
  /** zxcvbn's score, 0 (guessed at once) to 4 (very hard to guess); 0 for a password the server would refuse. */
  score: 0 | 1 | 2 | 3 | 4;
  label: string;
  /** Why the server would refuse it (server/admin/password-rules.ts). */
  problem?: string;
  warning?: string;
  suggestions: string[];
}

/** How hard `password` is to guess; `email` and the business's name count against it, as the owner's own words. */
export function measure(password: string, email: string, businessName: string): Strength {
  const problem = passwordProblem(password, email, (lowerCased) => breached.has(lowerCased));
  const { score, feedback } = zxcvbn.check(password, [email, ...email.split(/[@.]/), businessName]);
  return {
    score: problem ? 0 : score,
    label: problem ? "Not allowed" : labels[score],
    problem,
    warning: feedback.warning ?? undefined,
    suggestions: feedback.suggestions,
  };
}
