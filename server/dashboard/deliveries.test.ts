import { afterEach, describe, expect, test } from "vitest";
import { startDashboard, type Dashboard } from "../../test/support/server/dashboard.ts";

let dashboard: Dashboard | undefined;
afterEach(() => {
  dashboard?.store.close();
  dashboard?.close();
  dashboard = undefined;
});

const quote = { form: "home", name: "Failed Lead", phone: "021 555 0101", service: "other" } as const;

// Starting the dashboard hashes passwords at their real cost: seconds on a busy 2-core machine, past the default 5.
describe("/admin/api/deliveries", { timeout: 60_000 }, () => {
  test("lists failures not yet dealt with; retry and dismiss act once each, and need a session", async () => {
    dashboard = await startDashboard({ channels: ["email", "webhook"] });
    const { store, request, json, session } = dashboard;
    const id = store.insert(quote, { userAgent: "test" });
    for (const claim of store.deliveries.claimDue(new Date(Date.now() + 1_000), 10))
      store.deliveries.settle(claim, { ok: false, error: `${claim.delivery.channel} refused` });
    const cookie = await session();
    const { failures } = await json<{ failures: { id: number; quoteId: number; channel: string }[] }>(
      "/admin/api/deliveries",
      cookie,
    );
    expect(failures.map((f) => [f.quoteId, f.channel])).toEqual([
      [id, "webhook"],
      [id, "email"],
    ]);
    const [webhook, email] = failures;

    expect((await request(`/admin/api/deliveries/${webhook!.id}/retry`, { method: "POST" })).status).toBe(401);
    expect((await request(`/admin/api/deliveries/${webhook!.id}/retry`, { method: "POST", cookie })).status).toBe(204);
    expect((await request(`/admin/api/deliveries/${webhook!.id}/retry`, { method: "POST", cookie })).status).toBe(404);
    expect(store.deliveries.list().find((d) => d.id === webhook!.id)).toMatchObject({ state: "pending", attempts: 0 });

    expect((await request(`/admin/api/deliveries/${email!.id}/dismiss`, { method: "POST", cookie })).status).toBe(204);
    expect((await request(`/admin/api/deliveries/${email!.id}/dismiss`, { method: "POST", cookie })).status).toBe(404);
    expect(await json("/admin/api/deliveries", cookie)).toEqual({ failures: [] });
    expect(store.deliveries.list().find((d) => d.id === email!.id)).toMatchObject({ state: "failed" });
  });
});
