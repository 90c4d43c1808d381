import { afterEach, describe, expect, test } from "vitest";
import { DEFAULT_SESSION } from "../config/config";
import { openQuoteStore, type QuoteStore } from "../quotes/db";
import { tempDir } from "../../test/support/server/http";
import { credentialsChanged } from "./credentials";
import { Sessions } from "./sessions";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

let stores: QuoteStore[] = [];
afterEach(() => {
  for (const s of stores) s.close();
  stores = [];
});

/** A store with two accounts, and sessions on the default lengths (3 days idle, 30 days at most) on a test clock. */
function setUp() {
  const store = openQuoteStore(tempDir("sessions-"));
  stores.push(store);
  for (const email of ["owner@example.co.nz", "other@example.co.nz"])
    store.db.prepare("INSERT INTO users (email, password_hash, created_at) VALUES (?, 'x', 'now')").run(email);
  const clock = { now: Date.parse("2026-11-23T00:00:00Z") };
  const times = { idleMs: DEFAULT_SESSION.idleHours * HOUR, absoluteMs: DEFAULT_SESSION.maxDays * DAY };
  const sessions = new Sessions(store.db, times, () => clock.now);
  const owner = { id: 1, email: "owner@example.co.nz", version: 1, role: "owner" as const };
  const other = { id: 2, email: "other@example.co.nz", version: 1, role: "owner" as const };
  return { store, clock, sessions, owner, other };
}

describe("sessions that fit a phone", () => {
  test("a device idle for a day, even two, is still signed in; three days idle signs it out", () => {
    const { clock, sessions, owner } = setUp();
    const token = sessions.create(owner);
    clock.now += DAY;
    expect(sessions.get(token)).toMatchObject({ user: owner });
    clock.now += 2 * DAY - 60_000;
    expect(sessions.get(token)).toMatchObject({ user: owner });
    clock.now += 3 * DAY + 1;
    expect(sessions.get(token)).toEqual({ expired: true });
    expect(sessions.get(token)).toBeUndefined();
  });

  test("used every day, a session still ends 30 days after signing in", () => {
    const { clock, sessions, owner } = setUp();
    const token = sessions.create(owner);
    for (let day = 1; day < 30; day++) {
      clock.now += DAY;
      expect(sessions.get(token), `day ${day}`).toMatchObject({ user: owner });
    }
    clock.now += DAY + 1;
    expect(sessions.get(token)).toEqual({ expired: true });
  });

  test("signing in is a check of the second factor; a renewal carries the old check on, never a later one", () => {
    const { clock, sessions, owner } = setUp();
    const signedIn = clock.now;
    const token = sessions.create(owner);
    expect(sessions.get(token)).toMatchObject({ verifiedAt: signedIn });
    clock.now += HOUR;
    expect(sessions.get(token)).toMatchObject({ verifiedAt: signedIn });
    // A later check is now.
    expect(sessions.checked(token, owner.version)).toBe(true);
    expect(sessions.get(token)).toMatchObject({ verifiedAt: clock.now });
    // A renewal (after a change) keeps when the check was made; one from the future is made now.
    expect(sessions.get(sessions.create(owner, { verifiedAt: signedIn }))).toMatchObject({ verifiedAt: signedIn });
    expect(sessions.get(sessions.create(owner, { verifiedAt: clock.now + DAY }))).toMatchObject({
      verifiedAt: clock.now,
    });
  });

  test("a check is refused for a session that is gone or was made under older credentials", () => {
    const { store, sessions, owner } = setUp();
    const token = sessions.create(owner);
    credentialsChanged(store.db, owner.id);
    expect(sessions.checked(token, owner.version)).toBe(false);
    // A session stamped with the old version (made while the change ran) cannot be checked into life either.
    const late = sessions.create(owner);
    expect(sessions.checked(late, owner.version)).toBe(false);
    expect(sessions.get(late)).toBeUndefined();
    for (const bad of ["", "x", "A".repeat(43)]) expect(sessions.checked(bad, 2)).toBe(false);
  });

  test("the account's devices: named from their browsers, this account's only, the last seen first, no token", () => {
    const { clock, sessions, owner, other } = setUp();
    const phone = sessions.create(owner, { userAgent: ANDROID });
    clock.now += HOUR;
    const iphone = sessions.create(owner, { userAgent: IPHONE });
    sessions.create(other, { userAgent: ANDROID });
    clock.now += HOUR;
    sessions.get(phone);
    const devices = sessions.devices(owner.id);
    expect(devices).toEqual([
      {
        id: expect.any(Number),
        device: "Chrome on Android",
        signedInAt: "2026-11-23T00:00:00.000Z",
        lastSeenAt: "2026-11-23T02:00:00.000Z",
      },
      {
        id: expect.any(Number),
        device: "Safari on iPhone",
        signedInAt: "2026-11-23T01:00:00.000Z",
        lastSeenAt: "2026-11-23T01:00:00.000Z",
      },
    ]);
    expect(JSON.stringify(devices)).not.toContain(phone);
    expect(JSON.stringify(devices)).not.toContain(iphone);
    // One that timed out is not listed, though not yet swept.
    clock.now += 3 * DAY - HOUR + 1;
    expect(sessions.devices(owner.id).map((d) => d.device)).toEqual(["Chrome on Android"]);
  });

  test("signing out one device ends its session at once, and no other; never another account's", () => {
    const { sessions, owner, other } = setUp();
    const phone = sessions.create(owner, { userAgent: ANDROID });
    const laptop = sessions.create(owner);
    const theirs = sessions.create(other);
    const phoneId = (sessions.get(phone) as { id: number }).id;
    const theirId = (sessions.get(theirs) as { id: number }).id;
    expect(sessions.signOut(owner.id, theirId)).toBe(false);
    expect(sessions.get(theirs)).toMatchObject({ user: other });
    expect(sessions.signOut(owner.id, phoneId)).toBe(true);
    expect(sessions.get(phone)).toBeUndefined();
    expect(sessions.get(laptop)).toMatchObject({ user: owner });
    expect(sessions.signOut(owner.id, phoneId)).toBe(false);
    // A number is never given again, so a later session is not signed out by an old number.
    const next = sessions.create(owner);
    expect((sessions.get(next) as { id: number }).id).toBeGreaterThan(theirId);
  });

  test("a passkey check's challenge is used once, and for five minutes", () => {
    const { clock, sessions, owner } = setUp();
    const token = sessions.create(owner);
    sessions.setChallenge(token, "first");
    sessions.setChallenge(token, "second");
    expect(sessions.takeChallenge(token)).toBe("second");
    expect(sessions.takeChallenge(token)).toBeUndefined();
    sessions.setChallenge(token, "slow");
    clock.now += 5 * 60_000 + 1;
    expect(sessions.takeChallenge(token)).toBeUndefined();
  });

  test("a database from before these columns keeps its sessions, each checked when it was made", async () => {
    const { DatabaseSync } = await import("node:sqlite");
    const { migrations } = await import("../quotes/migrations");
    const dir = tempDir("sessions-migrate-");
    const old = new DatabaseSync(`${dir}/quotes.db`);
    const step = migrations.findIndex((m) => m.includes("CREATE TABLE sessions_new"));
    old.function("national_digits", (phone) => String(phone).replace(/\D/g, ""));
    for (const [i, sql] of migrations.slice(0, step).entries()) old.exec(`${sql}; PRAGMA user_version = ${i + 1}`);
    old.exec(`
      INSERT INTO users (email, password_hash, created_at) VALUES ('owner@example.co.nz', 'x', 'now');
      INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at) VALUES ('h', 1, '2026-11-20T00:00:00.000Z', '2026-11-21T00:00:00.000Z');
      INSERT INTO factor_changes (session_hash, kind, value, created_at) VALUES ('h', 'app', 'secret', 'now');`);
    old.close();
    const store = openQuoteStore(dir);
    stores.push(store);
    expect(store.db.prepare("SELECT id, user_id, verified_at, user_agent FROM sessions").all()).toEqual([
      { id: 1, user_id: 1, verified_at: "2026-11-20T00:00:00.000Z", user_agent: "" },
    ]);
    // What hung off the session still does, and goes with it.
    store.db.exec("DELETE FROM sessions");
    expect(store.db.prepare("SELECT COUNT(*) AS n FROM factor_changes").get()).toEqual({ n: 0 });
  });
});
