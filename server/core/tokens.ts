import { createHash, randomBytes } from "node:crypto";

/**
 * The single-use links the dashboard emails or shows: 32 random bytes
 * in the link, base64url, of which the database keeps only the SHA-256. A fast hash is right here: the token is
 * random, not a password, so a copy of the database (a backup) holds no usable link and nothing to crack.
 */
export const newToken = () => randomBytes(32).toString("base64url");

/** The key a token is stored and looked up under. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** What a token looks like: anything else is refused before the database is asked (and costs nothing). */
export const isToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
