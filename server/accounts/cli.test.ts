import { describe, expect, test } from "vitest";
import { runAdminCli, runAdminCliHere } from "../../test/support/server/admin-cli";
import { tempDir } from "../../test/support/server/http";

// `npm run admin` as the owner runs it: what add-user says about where to sign in, and the one password policy
// (shared/accounts/password-rules.ts) applied to the passwords it takes. The command runs in this process
// (runAdminCliHere) but for one run of its own process, which prints nothing else.

const sample = { SITE_URL: "https://www.example.com", BUSINESS_NAME: "Example Plumbing Co.", PORT: "4123" };

describe("npm run admin -- add-user", { timeout: 30_000 }, () => {
  test("while SITE_URL is the sample, it gives the address this server answers on, as localhost, and says why", async () => {
    for (const [host, origin] of [
      ["127.0.0.1", "http://localhost:4123"],
      ["0.0.0.0", "http://localhost:4123"],
      ["192.168.1.20", "http://192.168.1.20:4123"],
    ]) {
      const added = await runAdminCliHere(
        tempDir("cli-address-"),
        ["add-user", "owner@example.co.nz"],
        "pipes and drains 2026\n",
        {
          ...sample,
          HOST: host!,
        },
      );
      expect(added, host).toMatchObject({ code: 0, err: "" });
      expect(added.out, host).toBe(
        `Added owner@example.co.nz. Sign in at ${origin}/admin/login while the server runs on this machine.\n` +
          "SITE_URL is still the sample https://www.example.com: set the business's own address in .env, then sign in there.\n",
      );
    }
  });

  test("with the business's own SITE_URL, it gives that address and nothing about samples", async () => {
    const added = await runAdminCli(
      tempDir("cli-address-"),
      ["add-user", "owner@example.co.nz"],
      "pipes and drains 2026\n",
      {
        ...sample,
        SITE_URL: "https://www.kauri-plumbing.co.nz/",
      },
    );
    expect(added).toEqual({
      code: 0,
      out: "Added owner@example.co.nz. Sign in at https://www.kauri-plumbing.co.nz/admin/login\n",
      err: "",
    });
  });

  test("a password the Security page's meter calls weak is refused, saying why, and no account is made", async () => {
    const dir = tempDir("cli-policy-");
    const weak = await runAdminCliHere(dir, ["add-user", "owner@example.co.nz"], "password123456\n", sample);
    expect(weak).toEqual({
      code: 1,
      out: "",
      err:
        "That password is too easy to guess. This is close to a commonly used password. Add another word or two; " +
        "uncommon words are best.\n",
    });
    // The business's name counts against a password, as on the Security page.
    const named = await runAdminCliHere(dir, ["add-user", "owner@example.co.nz"], "kauri plumbing company 2026\n", {
      ...sample,
      BUSINESS_NAME: "Kauri Plumbing Company",
    });
    expect(named).toMatchObject({ code: 1, err: expect.stringContaining("the business's name") });
    expect((await runAdminCliHere(dir, ["list-users"], "", sample)).out).toContain("No accounts yet");

    // reset-password holds a new password to the same policy; the old one stays.
    expect(
      await runAdminCliHere(dir, ["add-user", "owner@example.co.nz"], "pipes and drains 2026\n", sample),
    ).toMatchObject({ code: 0 });
    expect(
      await runAdminCliHere(dir, ["reset-password", "owner@example.co.nz"], "password123456\n", sample),
    ).toMatchObject({
      code: 1,
      err: expect.stringContaining("too easy to guess"),
    });
  });
});
