import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { passwordProblem as rules, passwordWords, userInputs } from "../../shared/accounts/password-rules.ts";

/** scrypt's cost parameters: memory and time grow with N * r, time alone with p. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * scrypt from node:crypto, with OWASP's N=2^15, r=8, p=3 (32 MiB and about a quarter of a second a guess here):
 * memory-hard, so a stolen database is slow to crack even on GPUs, yet cheap enough that a burst of sign-ins
 * cannot exhaust a 2-core server. The parameters are stored with each hash, so raising them later only needs
 * new hashes, written at the next password change. The server always hashes at this cost; only tests compose it
 * with a cheaper one (server/http/compose.ts's Replacements), and a test proves the composed server's is this.
 */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;

const derive = (password: string, salt: Buffer, cost: ScryptCost) =>
  new Promise<Buffer>((resolve, reject) => {
    // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is exactly that, and refuses it.
    const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
    // NFKC: the same password typed on a phone and on a laptop may reach us as different code points.
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/** `scrypt$N$r$p$salt$key` (base64). */
export async function hashPassword(password: string, cost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** Constant-time comparison of the derived key; false for any hash it cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return false;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Bounds keep a damaged row from asking for gigabytes.
  if (N > 2 ** 17 || r > 16 || p > 16 || N < 2) return false;
  const expected = Buffer.from(match[5]!, "base64");
  const key = await derive(password, Buffer.from(match[4]!, "base64"), { N, r, p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * About 49,000 passwords seen most often in breaches, shipped with zxcvbn-ts (a local list, no network call), for
 * ASVS 2.1.7: a new password found in it is refused whatever its length.
 */
const breached = new Set(dictionary["passwords-common"]);

/**
 * zxcvbn-ts set up as the strength meter sets it up (admin/security/strength.ts): the same dictionaries and keyboard graphs,
 * the same words, the same user inputs, so the server refuses exactly what the meter calls too easy to guess.
 */
let zxcvbn: ZxcvbnFactory | undefined;
/** Made at the first password check, not at start: its dictionaries are megabytes the server rarely needs. */
const scorer = () =>
  (zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, translations: passwordWords }));

/**
 * Why a new password is refused, or undefined. The email and the business's name
 * count against it as the owner's own words; `businessName` is left out only where it is not known.
 */
export const passwordProblem = (password: string, email: string, businessName = "") =>
  rules(
    password,
    email,
    (lowerCased) => breached.has(lowerCased),
    (typed) => {
      const { score, feedback } = scorer().check(typed, userInputs(email, businessName));
      return { score, warning: feedback.warning };
    },
  );
