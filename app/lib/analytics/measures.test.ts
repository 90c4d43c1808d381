import { describe, expect, test, vi } from "vitest";
import { createFormTracker } from "./form-tracker";
import { createScrollDepth, createTimeOnPage, scrollPercent } from "./measures";

describe("scroll depth", () => {
  test("reports 25/50/75/100 once each, all passed thresholds at once, and again after a reset", () => {
    const report = vi.fn();
    const depth = createScrollDepth(report);
    depth.update(10);
    depth.update(30);
    depth.update(26);
    depth.update(80);
    depth.update(100);
    depth.update(100);
    expect(report.mock.calls.map((c) => c[0])).toEqual([25, 50, 75, 100]);
    depth.reset();
    depth.update(55);
    expect(report.mock.calls.map((c) => c[0])).toEqual([25, 50, 75, 100, 25, 50]);
  });

  test("measures the bottom of the viewport against the page height", () => {
    expect(scrollPercent(0, 800, 3200)).toBe(25);
    expect(scrollPercent(2400, 800, 3200)).toBe(100);
    expect(scrollPercent(0, 800, 600)).toBe(100);
  });
});

describe("time on page", () => {
  test("reports only past 30 s, once per page view", () => {
    let now = 0;
    const report = vi.fn();
    const time = createTimeOnPage(report, () => now);
    now = 30_000;
    time.leave();
    expect(report).not.toHaveBeenCalled();
    now = 45_500;
    time.leave();
    time.leave();
    expect(report.mock.calls).toEqual([[46]]);
    time.restart();
    now = 50_000;
    time.leave();
    expect(report).toHaveBeenCalledTimes(1);
  });
});

describe("form tracker", () => {
  const setup = () => {
    const report = vi.fn();
    return { report, form: createFormTracker("quote", report) };
  };

  test("starts on the first field interaction and labels blur filled or empty", () => {
    const { report, form } = setup();
    form.focus("name");
    form.blur("name", true);
    form.focus("email");
    form.blur("email", false);
    expect(report.mock.calls).toEqual([
      ["form_start", "quote"],
      ["form_field_focus", "quote:name"],
      ["form_field_blur", "filled"],
      ["form_field_focus", "quote:email"],
      ["form_field_blur", "empty"],
    ]);
  });

  test("reports abandonment once, naming the last touched field", () => {
    const { report, form } = setup();
    form.focus("phone");
    form.blur("phone", true);
    expect(form.abandon(true)).toBe(true);
    expect(form.abandon()).toBe(false);
    expect(report).toHaveBeenLastCalledWith("form_abandon", "quote:phone", true);
  });

  test("records when the visitor started filling in, once per round, for the inbox's fill-time check", () => {
    const { form } = setup();
    expect(form.startedAt()).toBeUndefined();
    form.focus("name", 1_000);
    form.focus("phone", 5_000);
    expect(form.startedAt()).toBe(1_000);
    form.complete();
    form.reset();
    expect(form.startedAt()).toBeUndefined();
    form.focus("name", 9_000);
    expect(form.startedAt()).toBe(9_000);
  });

  test("does not report an untouched or completed form", () => {
    const untouched = setup();
    expect(untouched.form.abandon()).toBe(false);
    const done = setup();
    done.form.focus("name");
    done.form.blur("name", true);
    done.form.submit();
    done.form.complete();
    expect(done.form.abandon()).toBe(false);
    expect(done.report.mock.calls.map((c) => c[0])).toContain("form_complete");
    done.form.reset();
    done.form.focus("name");
    expect(done.form.abandon()).toBe(true);
  });
});
