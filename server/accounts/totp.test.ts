import { Secret, TOTP } from "otpauth";
import { afterEach, describe, expect, test } from "vitest";
import { openQuoteStore, type QuoteStore } from "../quotes/db";
import { tempDir } from "../../test/support/server/http";
import { createTotp, RECOVERY_CODES } from "./totp";

let store: QuoteStore | undefined;
afterEach(() => store?.close());

describe("one-time codes (RFC 6238) against a fixed clock", () => {
  test("the RFC's own test vector: SHA-1, 30 s steps", () => {
    // RFC 6238 appendix B: the ASCII key "12345678901234567890", T = 59 s → 94287082 (8 digits); 6 digits: 287082.
    const secret = Secret.fromUTF8("12345678901234567890");
    expect(TOTP.generate({ secret, timestamp: 59_000, digits: 8 })).toBe("94287082");
  });

  test("a code is right within one step of drift, once; a confirmed secret is needed to sign in", () => {
    store = openQuoteStore(tempDir("totp-"));
    store.db.prepare("INSERT INTO users (email, password_hash, created_at) VALUES ('a@b.nz', 'x', 'now')").run();
    const user = { id: 1, email: "a@b.nz" };
    let now = Date.parse("2026-11-24T09:00:10Z");
    const totp = createTotp(store.db, "Example Plumbing", () => now);
    const { secret, uri } = totp.begin(user);
    expect(uri).toMatch(
      /^otpauth:\/\/totp\/Example%20Plumbing:a%40b\.nz\?issuer=Example%20Plumbing&secret=[A-Z2-7]{32}/,
    );
    const at = (ms: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: ms });

    expect(totp.verify(user, at(now))).toBe(false); // not confirmed yet
    expect(totp.confirm(user, "123456")).toBe(false);
    expect(totp.confirm(user, at(now))).toBe(true);
    expect(totp.confirmed(1)).toBe(true);
    expect(totp.verify(user, at(now))).toBe(false); // the same code again: spent

    now += 30_000;
    expect(totp.verify(user, at(now - 30_000))).toBe(false); // an earlier step than one already used
    expect(totp.verify(user, at(now + 30_000))).toBe(true); // the phone's clock a step ahead
    now += 5 * 60_000;
    expect(totp.verify(user, at(now - 90_000))).toBe(false); // three steps behind: too old
    expect(totp.verify(user, ` ${at(now).slice(0, 3)} ${at(now).slice(3)} `)).toBe(true);
    expect(totp.verify(user, "abcdef")).toBe(false);
  });

  test(`${RECOVERY_CODES} recovery codes, each 80 random bits, stored hashed, each good once; new ones replace old`, () => {
    store = openQuoteStore(tempDir("totp-"));
    store.db.prepare("INSERT INTO users (email, password_hash, created_at) VALUES ('a@b.nz', 'x', 'now')").run();
    const totp = createTotp(store.db, "Example Plumbing");
    const codes = totp.newRecoveryCodes(1);
    expect(codes).toHaveLength(RECOVERY_CODES);
    expect(new Set(codes).size).toBe(RECOVERY_CODES);
    for (const code of codes) expect(code).toMatch(/^[0-9a-f]{5}-[0-9a-f]{5}-[0-9a-f]{5}-[0-9a-f]{5}$/);
    const stored = JSON.stringify(store.db.prepare("SELECT * FROM recovery_codes").all());
    for (const code of codes) expect(stored).not.toContain(code.replaceAll("-", "").slice(0, 10));
    expect(totp.useRecoveryCode(1, codes[0]!)).toBe(true);
    expect(totp.useRecoveryCode(1, codes[0]!)).toBe(false);
    expect(totp.useRecoveryCode(1, "00000-00000-00000-00000")).toBe(false);
    const fresh = totp.newRecoveryCodes(1);
    expect(totp.useRecoveryCode(1, codes[1]!)).toBe(false);
    expect(totp.useRecoveryCode(1, fresh[1]!)).toBe(true);
  });
});
