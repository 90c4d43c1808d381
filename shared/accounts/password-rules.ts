// The rules a new password must meet (docs/decisions/010-asvs-level-1.md), shared by the server, which enforces
// them (server/accounts/password.ts), and the dashboard's strength meter (admin/security/strength.ts), which says the same
// before anything is sent. Both measure with zxcvbn-ts, set up alike from what is here. No imports: the dashboard
// runs this in the browser, and loads zxcvbn-ts itself only once a new password is typed.

/** The one place the shortest allowed password is set: the CLI's prompt and the checks below read it. */
export const PASSWORD_MIN = 12;
/** ASVS 2.1.2: a passphrase of 64 characters and more is welcome; past 128 is refused. */
const PASSWORD_MAX = 128;
/**
 * zxcvbn's score a new password needs, of 0 to 4: 3 is "safely unguessable" (about 10^8 guesses and more), what the
 * strength meter has always called Strong.
 */
export const SCORE_MIN = 3;

/** zxcvbn's estimate of a password: its score and, for a weak one, its warning in the words below. */
export interface Guessability {
  score: number;
  warning?: string | null;
}

/**
 * The owner's own words, which count against a password that holds them: the email, its parts, the business's name.
 * Both sides pass these to zxcvbn, so the meter and the server score a password alike.
 */
export const userInputs = (email: string, businessName: string): string[] =>
  [email, ...email.split(/[@.]/), businessName].filter((input) => input.length > 0);

/** Why a password zxcvbn scores too low is refused, or undefined: its warning when it has one, then what to do. */
export function guessProblem({ score, warning }: Guessability): string | undefined {
  if (score >= SCORE_MIN) return undefined;
  return `That password is too easy to guess.${warning ? ` ${warning}` : ""} Add another word or two; uncommon words are best.`;
}

/**
 * Why a new password is refused, or undefined. Length is what matters (NIST SP 800-63B); no composition rules.
 * `breached` says whether a password (lower-cased) is on the list of passwords leaked in breaches; `guessability`
 * is zxcvbn's estimate of it, asked for last, once the cheap rules have passed.
 */
export function passwordProblem(
  password: string,
  email: string,
  breached: (lowerCased: string) => boolean,
  guessability: (password: string) => Guessability,
): string | undefined {
  if (password.length < PASSWORD_MIN) return `The password must be at least ${PASSWORD_MIN} characters long.`;
  if (password.length > PASSWORD_MAX) return `The password must be at most ${PASSWORD_MAX} characters long.`;
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return "The password must not be the email.";
  if (/^(.)\1*$/.test(password)) return "The password must not be one character repeated.";
  if (breached(password.toLowerCase()))
    return "That password is on a list of passwords leaked in breaches, which attackers try first. Choose another.";
  return guessProblem(guessability(password));
}

/**
 * zxcvbn's feedback in the dashboard's own words (its `translations`), so the meter's advice and the server's
 * refusal read the same. The time estimates are never shown.
 */
export const passwordWords = {
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
