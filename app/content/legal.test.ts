import { describe, expect, test } from "vitest";
import { privacySections } from "./legal";

const text = (retentionDays?: number) =>
  privacySections("Example Plumbing Co.", "hello@example.com", "09 123 4567", retentionDays)
    .flatMap((s) => [s.heading, ...s.paragraphs])
    .join("\n");

describe("the privacy page", () => {
  test("says what the inbox keeps with a quote and that a person can have it deleted", () => {
    expect(text()).toMatch(/notes on it, how far the job got/);
    expect(text()).toMatch(/ask us to delete your quote request/);
  });

  test("says what is kept about how a visit began, where, for how long, and that it goes only with a quote", () => {
    const visit = privacySections("Example Plumbing Co.", "hello@example.com", "09 123 4567").find(
      (s) => s.heading === "How your visit began",
    );
    const said = visit?.paragraphs.join("\n") ?? "";
    for (const kept of ["first page", "website that sent you here", "utm_source", "Google or Facebook advert"])
      expect(said).toContain(kept);
    expect(said).toMatch(/not the advert's click code/);
    expect(said).toMatch(/phone, a tablet or a computer/);
    expect(said).toMatch(/random number for the visit/);
    expect(said).toMatch(/session storage, for this tab only/);
    expect(said).toMatch(/no cookies/);
    expect(said).toMatch(/sent to us only with a quote request/);
  });

  test("states the retention period the server enforces, or that none is set", () => {
    expect(text(730)).toContain("deleted automatically 730 days (about 2 years) after they arrive");
    expect(text(90)).toContain("90 days (about 3 months)");
    expect(text(30)).toContain("deleted automatically 30 days after they arrive");
    expect(text()).toContain("only while we need them");
    expect(text()).not.toContain("deleted automatically");
  });
});
